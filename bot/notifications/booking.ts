import { InlineKeyboard } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { AppointmentNotice, NotificationPayloads } from '../../src/notifications/notification-kinds';
import type { Lang, Locale } from '../locales';
import { webappUrl } from '../keyboards/webapp';

/**
 * Booking notices (issue 13), plain for now: who, what, when in the master's zone, and a button to the
 * client's records or the master's calendar. The next issue adds confirm/cancel buttons and polishes texts.
 */

/** '2026-12-01T09:00:00+03:00' -> '01.12.2026 09:00' (ru) / '2026-12-01 09:00' (en): the local time is in the text. */
export function localTime(iso: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!m) return iso;
  return lang === 'en' ? `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}` : `${m[3]}.${m[2]}.${m[1]} ${m[4]}:${m[5]}`;
}

const when = (iso: string, zone: string, lang: Lang) => `${localTime(iso, lang)} (${zone})`;

interface Texts {
  booked: (p: NotificationPayloads['appointment_booked'], time: string) => string;
  cancelledForMaster: (p: NotificationPayloads['appointment_cancelled'], time: string) => string;
  cancelledForClient: (p: NotificationPayloads['appointment_cancelled'], time: string) => string;
  movedForMaster: (p: NotificationPayloads['appointment_rescheduled'], from: string, to: string) => string;
  movedForClient: (p: NotificationPayloads['appointment_rescheduled'], from: string, to: string) => string;
  open: (to: AppointmentNotice['to']) => string;
}

const line = (label: string, value: string | null) => (value ? `\n${label}: ${value}` : '');
const who = { client: 'клиент', master: 'мастер', organization: 'администратор салона' } as const;
const whoEn = { client: 'the client', master: 'the master', organization: 'the salon' } as const;

const ru: Texts = {
  booked: (p, time) =>
    `Новая запись${p.manual ? ' (добавлена вручную)' : ''}: ${time}` +
    line('Клиент', [p.client_name, p.client_phone].filter(Boolean).join(', ') || null) +
    line('Услуга', p.service_name) +
    (p.organization_name ? line('Мастер', p.master_name) : '') +
    line('Комментарий', p.comment),
  cancelledForMaster: (p, time) =>
    `Запись на ${time} отменена (отменил: ${who[p.cancelled_by]})` +
    line('Клиент', p.client_name) +
    line('Услуга', p.service_name) +
    line('Причина', p.reason),
  cancelledForClient: (p, time) =>
    `Ваша запись к мастеру ${p.master_name} на ${time} отменена` +
    line('Услуга', p.service_name) +
    line('Причина', p.reason),
  movedForMaster: (p, from, to) =>
    `Запись перенесена (перенёс: ${who[p.moved_by]}): ${from} → ${to}` +
    line('Клиент', p.client_name) +
    line('Услуга', p.service_name),
  movedForClient: (p, from, to) =>
    `Ваша запись к мастеру ${p.master_name} перенесена: ${from} → ${to}` + line('Услуга', p.service_name),
  open: (to) => (to === 'client' ? 'Мои записи' : 'Открыть календарь'),
};

const en: Texts = {
  booked: (p, time) =>
    `New booking${p.manual ? ' (added by hand)' : ''}: ${time}` +
    line('Client', [p.client_name, p.client_phone].filter(Boolean).join(', ') || null) +
    line('Service', p.service_name) +
    (p.organization_name ? line('Master', p.master_name) : '') +
    line('Comment', p.comment),
  cancelledForMaster: (p, time) =>
    `The booking for ${time} was cancelled by ${whoEn[p.cancelled_by]}` +
    line('Client', p.client_name) +
    line('Service', p.service_name) +
    line('Reason', p.reason),
  cancelledForClient: (p, time) =>
    `Your booking with ${p.master_name} for ${time} was cancelled` +
    line('Service', p.service_name) +
    line('Reason', p.reason),
  movedForMaster: (p, from, to) =>
    `A booking was moved by ${whoEn[p.moved_by]}: ${from} → ${to}` +
    line('Client', p.client_name) +
    line('Service', p.service_name),
  movedForClient: (p, from, to) =>
    `Your booking with ${p.master_name} was moved: ${from} → ${to}` + line('Service', p.service_name),
  open: (to) => (to === 'client' ? 'My bookings' : 'Open calendar'),
};

const textsOf = (lang: Lang) => (lang === 'en' ? en : ru);

function openButton(p: AppointmentNotice, lang: Lang, base: string): InlineKeyboard {
  return new InlineKeyboard().webApp(
    textsOf(lang).open(p.to),
    webappUrl(base, p.to === 'client' ? '/my-records' : '/calendar'),
  );
}

/** The shape render.ts sends (kept here so this module does not import it back). */
interface Rendered {
  text: string;
  reply_markup?: InlineKeyboardMarkup;
}

type Render<K extends keyof NotificationPayloads> = (
  p: NotificationPayloads[K],
  t: Locale,
  base: string,
  lang: Lang,
) => Rendered;

export const renderBooked: Render<'appointment_booked'> = (p, _t, base, lang) => ({
  text: textsOf(lang).booked(p, when(p.starts_at, p.time_zone, lang)),
  reply_markup: openButton(p, lang, base),
});

export const renderCancelled: Render<'appointment_cancelled'> = (p, _t, base, lang) => {
  const time = when(p.starts_at, p.time_zone, lang);
  const x = textsOf(lang);
  return {
    text: p.to === 'client' ? x.cancelledForClient(p, time) : x.cancelledForMaster(p, time),
    reply_markup: openButton(p, lang, base),
  };
};

export const renderRescheduled: Render<'appointment_rescheduled'> = (p, _t, base, lang) => {
  const from = localTime(p.old_starts_at, lang);
  const to = when(p.starts_at, p.time_zone, lang);
  const x = textsOf(lang);
  return {
    text: p.to === 'client' ? x.movedForClient(p, from, to) : x.movedForMaster(p, from, to),
    reply_markup: openButton(p, lang, base),
  };
};
