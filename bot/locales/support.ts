import type { Lang } from '.';

type Priority = 'pro' | 'enterprise' | null;
const TAG: Record<'pro' | 'enterprise', string> = { pro: '⭐ Pro', enterprise: '💎 Enterprise' };
const tag = (p: Priority) => (p ? `${TAG[p]} · ` : '');
/** A Telegram message holds 4096 characters: a long message is cut in the notice (the inbox has it whole). */
const clip = (text: string) => (text.length > 3500 ? `${text.slice(0, 3500)}…` : text);
const who = (name: string, username: string | null, business: string | null) =>
  `${name}${username ? ` (@${username})` : ''}${business ? `, «${business}»` : ''}`;

/** The bot's texts of support in the chat, ru and en. */
const TEXTS = {
  ru: {
    prompt:
      'Напишите ваш вопрос одним или несколькими сообщениями — они придут в поддержку. Поддержка отвечает ' +
      'в течение 24 часов, ответ придёт в этот чат. /cancel — закончить.',
    sent: 'Сообщение отправлено в поддержку. Можно дописать ещё или закончить командой /cancel.',
    tooLong: 'Сообщение слишком длинное: не больше 4000 символов. Разбейте его на части.',
    ended: 'Хорошо. Ответ поддержки придёт в этот чат; написать снова — /support.',
    notRegistered:
      'Чтобы написать в поддержку, сначала откройте приложение и зарегистрируйтесь, затем отправьте /support. ' +
      'Поддержка отвечает в течение 24 часов.',
    blocked: 'Ваш аккаунт заблокирован.',
    incoming: (p: Priority, name: string, username: string | null, business: string | null, text: string) =>
      `${tag(p)}Обращение в поддержку от ${who(name, username, business)}:\n\n${clip(text)}`,
    incomingManager: (name: string, username: string | null, business: string | null, text: string) =>
      `Ваш клиент ${who(name, username, business)} написал в поддержку:\n\n${clip(text)}`,
    reply: (text: string) => `Ответ поддержки:\n\n${clip(text)}`,
    open: 'Открыть переписку',
    answer: 'Ответить',
    write: 'Написать',
  },
  en: {
    prompt:
      'Write your question in one or more messages: they go to support. Support replies within 24 hours, ' +
      'and the answer comes to this chat. /cancel to finish.',
    sent: 'Your message was sent to support. Write more, or finish with /cancel.',
    tooLong: 'The message is too long: 4000 characters at most. Split it into parts.',
    ended: 'All right. The answer from support comes to this chat; /support to write again.',
    notRegistered:
      'To write to support, open the app and register first, then send /support. Support replies within 24 hours.',
    blocked: 'Your account is blocked.',
    incoming: (p: Priority, name: string, username: string | null, business: string | null, text: string) =>
      `${tag(p)}Support request from ${who(name, username, business)}:\n\n${clip(text)}`,
    incomingManager: (name: string, username: string | null, business: string | null, text: string) =>
      `Your client ${who(name, username, business)} wrote to support:\n\n${clip(text)}`,
    reply: (text: string) => `Answer from support:\n\n${clip(text)}`,
    open: 'Open the conversation',
    answer: 'Reply',
    write: 'Write',
  },
} as const;

export const supportTexts = (lang: Lang) => TEXTS[lang];
