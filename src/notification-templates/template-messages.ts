import { MESSAGE_MAX, PLACEHOLDERS } from './template-text';

/** The Russian answers about own notification texts. */
export const TEMPLATE_MSG = {
  unknownPlaceholder: (name: string) =>
    `Неизвестная подстановка {${name}}. Можно: ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
  unclosedBrace: (at: number) => `Фигурная скобка без пары (символ ${at}): подстановка пишется как {client_name}`,
  tooLong: (length: number) =>
    `С самыми длинными именами и адресом текст займёт ${length} символов, а Telegram пропускает не больше ${MESSAGE_MAX}`,
  kindNotFound: 'Нет такого уведомления',
  textRequired: 'Введите текст уведомления',
} as const;
