/** Small pieces every booking notice text uses: local time, optional lines, the booking's buttons' URLs. */
import type { AppointmentNotice } from '../../src/notifications/notification-kinds';
import type { Lang } from '../locales';
import { webappUrl } from '../keyboards/webapp';

/** '2026-12-01T09:00:00+03:00' -> '01.12.2026 09:00' (ru) / '2026-12-01 09:00' (en): the local time is in the text. */
export function localTime(iso: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!m) return iso;
  return lang === 'en' ? `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}` : `${m[3]}.${m[2]}.${m[1]} ${m[4]}:${m[5]}`;
}

/** '2026-12-01T09:00:00+03:00' -> '09:00'. */
export const clockOf = (iso: string): string => /T(\d{2}:\d{2})/.exec(iso)?.[1] ?? iso;

/** 'YYYY-MM-DD' -> '01.12.2026' (ru) or as is (en). */
export const localDate = (date: string, lang: Lang): string =>
  lang === 'en' ? date : date.split('-').reverse().join('.');

/** The local time with its zone: '01.12.2026 09:00 (Europe/Moscow)'. */
export const when = (iso: string, zone: string, lang: Lang): string => `${localTime(iso, lang)} (${zone})`;

/** '\nLabel: value', or nothing when there is no value. */
export const line = (label: string, value: string | null | undefined): string => (value ? `\n${label}: ${value}` : '');

/** The client's name with their phone. */
export const clientWithPhone = (p: Pick<AppointmentNotice, 'client_name' | 'client_phone'>): string | null =>
  [p.client_name, p.client_phone].filter(Boolean).join(', ') || null;

/**
 * Where a booking opens in the mini app: the master's side (master, owner, admin) on the day screen, the
 * client in My records; `action=reschedule` opens the client's reschedule straight away.
 */
export function bookingScreenUrl(base: string, to: AppointmentNotice['to'], id: number, reschedule = false): string {
  if (to === 'master') return webappUrl(base, '/calendar/day', { appointment: String(id) });
  return webappUrl(base, '/my-records', { appointment: String(id), ...(reschedule ? { action: 'reschedule' } : {}) });
}

/** The master's day screen for one date (the agenda's button). */
export const dayScreenUrl = (base: string, date: string): string => webappUrl(base, '/calendar/day', { date });
