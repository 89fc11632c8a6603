/** Russian texts of the statistics and client base routes (`detail`). */
export const STATS_MSG = {
  forbidden: 'Статистика доступна владельцу и администраторам организации и мастерам',
  clientsForbidden: 'Клиентская база доступна владельцу и администраторам организации и мастерам',
  digestForbidden: 'Еженедельная сводка доступна владельцу организации и частному мастеру',
  notYourMaster: 'Мастер может смотреть только свою статистику',
  masterNotFound: 'Мастер не найден в организации',
  rangeReversed: 'Дата окончания раньше даты начала',
  rangeTooLong: 'Период не должен превышать 366 дней',
  lostAfterInvalid: 'lost_after_days должно быть целым числом от 7 до 365',
  masterIdInvalid: 'Некорректный идентификатор мастера',
} as const;
