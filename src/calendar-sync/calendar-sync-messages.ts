/** The calendar sync's Russian answers. */
export const CALENDAR_SYNC_MSG = {
  off: 'Интеграция с календарями не настроена',
  googleOff: 'Google Календарь не настроен на сервере: нет GOOGLE_CLIENT_ID и GOOGLE_CLIENT_SECRET',
  loginFailed: (reason: string) => `Не удалось войти в календарь: ${reason}`,
  notFound: 'Подключение календаря не найдено',
  notListed: (id: string) => `В этом аккаунте нет календаря ${id}`,
  badState: 'Ссылка подключения устарела или уже использована. Начните подключение заново в приложении.',
  mastersOnly: 'Календари подключают мастера',
  done: 'Готово — вернитесь в Telegram',
  doneText: 'Календарь подключён. Это окно можно закрыть.',
} as const;
