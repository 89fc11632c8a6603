import type { InlineKeyboardMarkup } from 'grammy/types';
import type { NotificationPayloads } from '../../src/notifications/notification-kinds';
import type { Lang, Locale } from '../locales';

/** A notice ready for sendMessage. */
export interface RenderedNotification {
  text: string;
  reply_markup?: InlineKeyboardMarkup;
}

/** kind's payload + the reader's texts, the mini app's base URL and language -> the message. */
export type NoticeRenderer<K extends keyof NotificationPayloads> = (
  p: NotificationPayloads[K],
  t: Locale,
  base: string,
  lang: Lang,
) => RenderedNotification;
