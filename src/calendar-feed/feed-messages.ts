/** Russian texts of the calendar routes (`detail`), beside the shared catalogue in src/common/messages.ts. */
export const FEED_MSG = {
  mastersOnly: 'Ссылка на календарь доступна только специалистам',
  feedNotFound: 'Календарь не найден: ссылка устарела или была заменена',
  icsLinkExpired: 'Ссылка на файл устарела: откройте запись и скачайте файл снова',
} as const;
