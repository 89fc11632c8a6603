import { InlineKeyboard } from 'grammy';
import type { Lang } from '../locales';
import { webappUrl } from './webapp';

/**
 * callback_data of the review request's buttons: rv:<stars>:<appointment id> (a star) and
 * rv:mute:<appointment id> («Не спрашивать»). The data names the action and the booking, nothing else:
 * who taps is checked against the booking's client on every tap.
 */
export const REVIEW_DATA = /^rv:([1-5]|mute):(\d{1,10})$/;
export const reviewStarData = (stars: number, appointmentId: number) => `rv:${stars}:${appointmentId}`;
export const reviewMuteData = (appointmentId: number) => `rv:mute:${appointmentId}`;

export const REVIEW_BUTTONS: Record<Lang, { bookAgain: string; mute: string; addText: string; reply: string }> = {
  ru: { bookAgain: 'Записаться снова', mute: 'Не спрашивать', addText: 'Написать отзыв', reply: 'Ответить' },
  en: { bookAgain: 'Book again', mute: "Don't ask", addText: 'Write a review', reply: 'Reply' },
};

/** The review form of a booking in the mini app. */
export const reviewFormUrl = (base: string, appointmentId: number) =>
  webappUrl(base, '/review', { appointment: String(appointmentId) });

/** The master's reviews list with the reply form of one review open. */
export const replyFormUrl = (base: string, reviewId: number) =>
  webappUrl(base, '/my-reviews', { review: String(reviewId) });

/** 1★ … 5★, then «Записаться снова» and «Не спрашивать». */
export function reviewRequestKeyboard(
  lang: Lang,
  base: string,
  appointmentId: number,
  bookAgainPath: string | null,
): InlineKeyboard {
  const b = REVIEW_BUTTONS[lang];
  const kb = new InlineKeyboard();
  for (let s = 1; s <= 5; s++) kb.text(`${s}★`, reviewStarData(s, appointmentId));
  kb.row();
  if (bookAgainPath) kb.webApp(b.bookAgain, webappUrl(base, bookAgainPath));
  return kb.text(b.mute, reviewMuteData(appointmentId));
}

/** After a star: the stars again (the chosen one marked; another tap changes it), the form to add text and
 *  «Записаться снова». */
export function reviewGivenKeyboard(
  lang: Lang,
  base: string,
  appointmentId: number,
  rating: number,
  bookAgainPath: string | null,
): InlineKeyboard {
  const b = REVIEW_BUTTONS[lang];
  const kb = new InlineKeyboard();
  for (let s = 1; s <= 5; s++) kb.text(s === rating ? `✅ ${s}★` : `${s}★`, reviewStarData(s, appointmentId));
  kb.row().webApp(b.addText, reviewFormUrl(base, appointmentId));
  if (bookAgainPath) kb.row().webApp(b.bookAgain, webappUrl(base, bookAgainPath));
  return kb;
}
