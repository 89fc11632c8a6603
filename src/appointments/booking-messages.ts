/** Russian texts of the booking routes (`detail`), beside the shared catalogue in src/common/messages.ts. */
export const BOOKING_MSG = {
  slotTaken: 'Это время уже занято',
  slotUnavailable: 'Это время недоступно для записи',
  selfBooking: 'Нельзя записаться к самому себе',
  phoneRequired: 'Укажите номер телефона в профиле',
  appointmentNotFound: 'Запись не найдена',
  alreadyCancelled: 'Запись уже отменена',
  alreadyFinished: 'Запись уже завершена',
  alreadyStarted: 'Запись уже началась: изменить её нельзя',
  changedMeanwhile: 'Запись только что изменилась, обновите страницу',
  notStartedYet: 'Отметить визит можно только после начала записи',
  sameTime: 'Запись уже назначена на это время',
  moveIntoPast: 'Нельзя перенести запись на прошедшее время',
  manualTooEarly: 'Нельзя записать на время раньше, чем сутки назад',
  manualTooLate: 'Нельзя записать больше чем на год вперёд',
  idempotencyKeyReused:
    'Этот ключ идемпотентности уже использован для записи к другому мастеру, на другую услугу или время',
  perMasterLimit: (max: number) =>
    `Нельзя иметь больше ${max} предстоящих записей к одному мастеру: отмените одну из них, чтобы записаться снова`,
  perClientLimit: (max: number) =>
    `Нельзя иметь больше ${max} предстоящих записей: отмените одну из них, чтобы записаться снова`,
  // validation
  instantInvalid: 'Время должно быть в формате ISO 8601 с часовым поясом, например 2026-12-01T09:00:00+03:00',
  commentTooLong: 'Комментарий не должен превышать 1000 символов',
  reasonTooLong: 'Причина не должна превышать 500 символов',
  idempotencyKeyInvalid: 'Ключ идемпотентности: от 1 до 100 символов',
  clientNameShort: 'Имя клиента должно содержать минимум 2 символа',
  statusInvalid: 'Статус может быть только completed или no_show',
  scopeInvalid: 'scope может быть только upcoming или past',
} as const;

/** After the cutoff a client may no longer cancel or move: say until when, and whom to call. */
export function cutoffPassed(hours: number, contactPhone: string | null): string {
  const rule =
    hours > 0
      ? `Отменить или перенести запись можно не позднее чем за ${hours} ч до начала.`
      : 'Отменить или перенести запись можно только до её начала.';
  return contactPhone ? `${rule} Свяжитесь с мастером: ${contactPhone}` : `${rule} Свяжитесь с мастером.`;
}
