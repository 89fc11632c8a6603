import { InlineKeyboard } from 'grammy';
import type { NotificationPayloads } from '../../src/notifications/notification-kinds';
import type { Lang } from '../locales';
import { replyFormUrl, REVIEW_BUTTONS, reviewRequestKeyboard } from '../keyboards/review';
import { localTime } from './notice-format';
import type { NoticeRenderer } from './rendered';

type P<K extends keyof NotificationPayloads> = NotificationPayloads[K];

export const stars = (n: number): string => '★'.repeat(n) + '☆'.repeat(5 - n);

/** '2026-12-01T09:00:00+03:00' -> '01.12.2026' (ru) / '2026-12-01' (en). */
const dateOf = (iso: string, lang: Lang) => localTime(iso, lang).split(' ')[0];

const TEXTS = {
  ru: {
    request: (p: P<'review_request'>, date: string) =>
      `Как прошёл визит к ${p.master_name}? ${[p.service_name, date].filter(Boolean).join(', ')}`,
    given: (n: number) => `Ваша оценка: ${stars(n)}\nСпасибо! Можно добавить пару слов в отзыве.`,
    received: (p: P<'review_received'>) =>
      `Новый отзыв ${stars(p.rating)} от ${p.author_name}` +
      (p.organization_name ? ` (${p.master_name}, ${p.organization_name})` : '') +
      (p.service_name ? `\nУслуга: ${p.service_name}` : '') +
      (p.text ? `\n\n«${p.text}»` : ''),
    disputed: (p: P<'review_disputed'>, date: string) =>
      `Визит к ${p.master_name} (${[p.service_name, date].filter(Boolean).join(', ')}) отмечен как неявка ` +
      `уже после вашего отзыва ${stars(p.rating)}.\nОтзыв остаётся опубликованным: мы передали его модератору на проверку.`,
  },
  en: {
    request: (p: P<'review_request'>, date: string) =>
      `How was your visit to ${p.master_name}? ${[p.service_name, date].filter(Boolean).join(', ')}`,
    given: (n: number) => `Your rating: ${stars(n)}\nThank you! You can add a few words to your review.`,
    received: (p: P<'review_received'>) =>
      `New review ${stars(p.rating)} from ${p.author_name}` +
      (p.organization_name ? ` (${p.master_name}, ${p.organization_name})` : '') +
      (p.service_name ? `\nService: ${p.service_name}` : '') +
      (p.text ? `\n\n“${p.text}”` : ''),
    disputed: (p: P<'review_disputed'>, date: string) =>
      `Your visit to ${p.master_name} (${[p.service_name, date].filter(Boolean).join(', ')}) was marked a no-show ` +
      `after your review ${stars(p.rating)}.\nThe review stays published: we have passed it to a moderator to check.`,
  },
} as const;

export const reviewTexts = (lang: Lang) => TEXTS[lang];

export const renderReviewRequest: NoticeRenderer<'review_request'> = (p, _t, base, lang) => ({
  text: TEXTS[lang].request(p, dateOf(p.starts_at, lang)),
  reply_markup: reviewRequestKeyboard(lang, base, p.appointment_id, p.book_again_path),
});

export const renderReviewReceived: NoticeRenderer<'review_received'> = (p, _t, base, lang) => ({
  text: TEXTS[lang].received(p),
  reply_markup: new InlineKeyboard().webApp(REVIEW_BUTTONS[lang].reply, replyFormUrl(base, p.review_id)),
});

/** The author of a review whose visit was marked a no-show afterwards: it stays up, a moderator checks it. */
export const renderReviewDisputed: NoticeRenderer<'review_disputed'> = (p, _t, _base, lang) => ({
  text: TEXTS[lang].disputed(p, dateOf(p.starts_at, lang)),
});
