import { sessionTexts } from './sessions';
import { InlineKeyboard } from 'grammy';
import type { AppointmentNotice } from '../../src/notifications/notification-kinds';
import type { Lang } from '../locales';
import { en, ru } from './booking-texts';
import { bookingScreenUrl, localTime, when } from './notice-format';
import type { NoticeRenderer } from './rendered';
import { seriesLines } from './series';

/**
 * Booking notices: who, what, when in the master's zone, and a button that opens THAT booking in the mini
 * app (the master's side on its day, the client in My records).
 */
export const bookingTexts = (lang: Lang) => (lang === 'en' ? en : ru);

export function openBookingButton(p: AppointmentNotice, lang: Lang, base: string): InlineKeyboard {
  return new InlineKeyboard().webApp(bookingTexts(lang).open, bookingScreenUrl(base, p.to, p.appointment_id));
}

export const renderBooked: NoticeRenderer<'appointment_booked'> = (p, _t, base, lang) => {
  const time = when(p.starts_at, p.time_zone, lang);
  const x = bookingTexts(lang);
  return {
    text:
      (p.to === 'client' ? x.bookedForClient(p, time) : x.bookedForMaster(p, time)) +
      seriesLines(p.series, 'booked', lang) +
      (p.session_id !== undefined ? `\n${sessionTexts(lang).seatLine}` : ''),
    reply_markup: openBookingButton(p, lang, base),
  };
};

export const renderCancelled: NoticeRenderer<'appointment_cancelled'> = (p, _t, base, lang) => {
  const time = when(p.starts_at, p.time_zone, lang);
  const x = bookingTexts(lang);
  return {
    text:
      (p.to === 'client' ? x.cancelledForClient(p, time) : x.cancelledForMaster(p, time)) +
      seriesLines(p.series, 'cancelled', lang),
    reply_markup: openBookingButton(p, lang, base),
  };
};

export const renderRescheduled: NoticeRenderer<'appointment_rescheduled'> = (p, _t, base, lang) => {
  const from = localTime(p.old_starts_at, lang);
  const to = when(p.starts_at, p.time_zone, lang);
  const x = bookingTexts(lang);
  return {
    text: p.to === 'client' ? x.movedForClient(p, from, to) : x.movedForMaster(p, from, to),
    reply_markup: openBookingButton(p, lang, base),
  };
};
