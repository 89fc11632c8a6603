import { InlineKeyboard } from 'grammy';
import type { SeriesNotice } from '../../src/notifications/notification-kinds';
import { MESSAGE_MAX, type TemplateKind } from '../../src/notification-templates/template-text';
import type { Lang } from '../locales';
import { seriesLines } from './series';
import { webappUrl } from '../keyboards/webapp';
import type { NoticeRenderer } from './rendered';

/** The kinds of own texts as the owner's settings name them. */
const KIND_NAMES: Record<'ru' | 'en', Record<TemplateKind, string>> = {
  ru: {
    booked: 'Запись подтверждена',
    reminder: 'Напоминание',
    moved: 'Запись перенесена',
    cancelled: 'Запись отменена',
    waitlist_offer: 'Освободилось время',
    review_request: 'Просьба об отзыве',
    deposit_pay: 'Оплата предоплаты',
  },
  en: {
    booked: 'Booking confirmed',
    reminder: 'Reminder',
    moved: 'Booking moved',
    cancelled: 'Booking cancelled',
    waitlist_offer: 'A time opened up',
    review_request: 'Review request',
    deposit_pay: 'Deposit to pay',
  },
};

/** The owner: an own text could not be used, so clients got the standard one; a button opens the editor. */
export const renderTemplateBroken: NoticeRenderer<'notification_template_broken'> = (p, _t, base, lang) => ({
  text:
    lang === 'en'
      ? `Your own text «${KIND_NAMES.en[p.kind]}» (${p.lang}) could not be used: clients get the standard text. ` +
        'Please check it in the notification texts.'
      : `Ваш текст уведомления «${KIND_NAMES.ru[p.kind]}» (${p.lang}) не удалось применить: клиенты получают ` +
        'стандартный текст. Проверьте его в разделе «Тексты уведомлений».',
  reply_markup: new InlineKeyboard().webApp(
    lang === 'en' ? 'Notification texts' : 'Тексты уведомлений',
    webappUrl(base, '/notification-templates'),
  ),
});

/**
 * A business's own text of a booking notice that names repeating visits keeps the list of those visits (the
 * own text speaks of the first), when the message still fits.
 */
export function ownTextWithSeries(kind: string, payload: unknown, text: string, lang: Lang): string {
  const series = (payload as { series?: SeriesNotice } | null)?.series;
  if (!series || (kind !== 'appointment_booked' && kind !== 'appointment_cancelled')) return text;
  const full = text + seriesLines(series, kind === 'appointment_booked' ? 'booked' : 'cancelled', lang);
  return full.length <= MESSAGE_MAX ? full : text;
}
