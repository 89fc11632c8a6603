/** Russian texts of the client base routes (`detail`). */
export const CLIENT_MSG = {
  notFound: 'Клиент не найден',
  cursorInvalid: 'Некорректный курсор',
  limitInvalid: 'Размер страницы должен быть целым числом от 1 до 50',
  segmentInvalid: 'segment может быть только all, new, regular, lost или no_show',
  sortInvalid: 'sort может быть только last_visit, visits, spent или name',
  queryTooLong: 'Строка поиска не должна превышать 100 символов',
  noteTooLong: 'Заметка не должна превышать 2000 символов',
  tagsInvalid: 'Тегов не больше 10, каждый — непустая строка до 30 символов',
} as const;
