/** Russian texts of the export routes (`detail`). */
export const EXPORT_MSG = {
  notFound: 'Экспорт не найден',
  linkExpired: 'Ссылка на файл устарела или неверна: запросите файл заново',
  kindInvalid: 'kind может быть только appointments, clients или report',
  formatInvalid: 'format может быть только xlsx, csv или pdf',
  pdfOnlyReport: 'PDF доступен только для отчёта',
  rangeRequired: 'Укажите период: from и to',
  dateInvalid: 'Дата должна быть в формате ГГГГ-ММ-ДД',
  masterInvalid: 'master_id должен быть целым положительным числом',
  tooMany: 'Слишком много файлов в очереди: дождитесь готовых и попробуйте снова',
} as const;
