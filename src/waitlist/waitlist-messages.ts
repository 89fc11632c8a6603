/** Russian texts of the waitlist routes (`detail`), beside the shared catalogue in src/common/messages.ts. */
export const WAITLIST_MSG = {
  entryNotFound: 'Запись в листе ожидания не найдена',
  left: 'Вы вышли из листа ожидания',
  duplicate: 'Вы уже в листе ожидания к этому мастеру на эти дни',
  tooMany: 'Можно ждать не больше 20 записей одновременно: выйдите из какого-нибудь листа ожидания',
  selfWaiting: 'Нельзя встать в лист ожидания к самому себе',
  datesPast: 'Нельзя выбрать прошедшие даты',
  beyondHorizon: 'Мастер ещё не открыл запись на эти даты',
  rangeReversed: 'Дата окончания раньше даты начала',
  rangeTooLong: 'Диапазон не должен превышать 31 день',
  dateInvalid: 'Некорректная дата (ожидается ГГГГ-ММ-ДД)',
} as const;

/** At most this many active entries per client (each may bring an offer on every cancellation). */
export const MAX_ACTIVE_ENTRIES = 20;
/** Longest range of one entry, both ends included. */
export const MAX_RANGE_DAYS = 31;
