/** The Russian answers of support's refusals. */
export const SUPPORT_MSG = {
  textRequired: 'Напишите текст сообщения',
  textTooLong: 'Сообщение слишком длинное: не больше 4000 символов',
  conversationNotFound: 'Обращение не найдено',
  businessNotFound: 'Бизнес не найден',
  managerNeedsEnterprise: 'Персональный менеджер есть только на тарифе Enterprise',
  managerNotRegistered: 'Пользователь с таким Telegram ID не зарегистрирован',
  telegramIdInvalid: 'Telegram ID должен быть положительным целым числом или null',
  kindInvalid: 'Вид бизнеса: organization или master',
} as const;
