import type { NotificationPayloads } from '../../src/notifications/notification-kinds';
import type { Lang } from '../locales';
import { localTime } from './notice-format';
import type { NoticeRenderer } from './rendered';

/**
 * The master's group-session notices: one summary of seats taken and freed (never one message per seat),
 * and the word that a session below its minimum was cancelled by itself. Times are the master's local ones.
 */

type P<K extends keyof NotificationPayloads> = NotificationPayloads[K];

interface SessionTexts {
  seats: (p: P<'session_seats_changed'>, time: string) => string;
  cancelled: (p: P<'session_cancelled'>, time: string) => string;
  seatLine: string;
}

const ru: SessionTexts = {
  seats: (p, time) =>
    `Групповое занятие ${p.service_name ?? ''} ${time}`.replace('  ', ' ') +
    (p.taken > 0 ? `\nЗаписались: ${p.taken}` : '') +
    (p.freed > 0 ? `\nОтменили запись: ${p.freed}` : '') +
    `\nЗанято мест: ${p.seats_taken} из ${p.capacity}`,
  cancelled: (p, time) =>
    `Групповое занятие ${p.service_name ?? ''} ${time} отменено: набралось ${p.seats_taken} ` +
    `из минимальных ${p.min_participants}. Участникам сообщили, предоплаты нужно вернуть.`,
  seatLine: 'Групповое занятие: место за вами',
};

const en: SessionTexts = {
  seats: (p, time) =>
    `Group session ${p.service_name ?? ''} ${time}`.replace('  ', ' ') +
    (p.taken > 0 ? `\nBooked: ${p.taken}` : '') +
    (p.freed > 0 ? `\nCancelled: ${p.freed}` : '') +
    `\nSeats taken: ${p.seats_taken} of ${p.capacity}`,
  cancelled: (p, time) =>
    `Group session ${p.service_name ?? ''} ${time} was cancelled: ${p.seats_taken} booked of the ` +
    `${p.min_participants} needed. Attendees were told; deposits are to be refunded.`,
  seatLine: 'Group session: your seat is booked',
};

export const sessionTexts = (lang: Lang): SessionTexts => (lang === 'en' ? en : ru);

const when = (iso: string, zone: string, lang: Lang) => `${localTime(iso, lang)} (${zone})`;

export const renderSessionSeats: NoticeRenderer<'session_seats_changed'> = (p, _t, _base, lang) => ({
  text: sessionTexts(lang).seats(p, when(p.starts_at, p.time_zone, lang)),
});

export const renderSessionCancelled: NoticeRenderer<'session_cancelled'> = (p, _t, _base, lang) => ({
  text: sessionTexts(lang).cancelled(p, when(p.starts_at, p.time_zone, lang)),
});
