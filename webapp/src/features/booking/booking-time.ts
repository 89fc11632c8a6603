// Small helpers of the booking flow: the zone times are shown in, a booking's date and time on that
// clock, people's names, and the key that makes a double tap book once.
import { clockIn, zonedDate, formatWeekday, isKnownZone, offsetMinutes, zoneOffsetLabel } from '../../lib/zoned-time';

/** The API's zone when the browser knows it, else Moscow (the zone a schedule gets by default). */
export function zoneOf(zone: string | undefined | null): string {
  return zone && isKnownZone(zone) ? zone : 'Europe/Moscow';
}

/** 'вторник, 1 декабря' and '09:00' of an instant on the zone's clock, in the interface language. */
export function dayAndTime(instant: string, zone: string, language: string): { day: string; time: string } {
  const at = new Date(instant);
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: zone,
  }).format(at);
  const time = new Intl.DateTimeFormat('ru', { hour: '2-digit', minute: '2-digit', timeZone: zone }).format(at);
  return { day, time };
}

/** '12.12, пт, 09:00': one date of a repeating visit on the zone's clock, short enough for a list. */
export function shortDayAndTime(instant: string, zone: string, language: string): string {
  const date = zonedDate(instant, zone);
  return `${date.slice(8, 10)}.${date.slice(5, 7)}, ${formatWeekday(date, language)}, ${clockIn(instant, zone)}`;
}

/** The zone's 'UTC+10' when the browser's clock is on another offset at that instant, else null. */
export function otherZoneLabel(zone: string, instant: string): string | null {
  const at = Date.parse(instant);
  const browser = -new Date(at).getTimezoneOffset();
  return offsetMinutes(zone, at) === browser ? null : zoneOffsetLabel(zone, at);
}

export function fullName(person: { first_name: string | null; last_name: string | null }): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ');
}

/** A fresh idempotency key (a UUID where the browser has crypto.randomUUID, random hex elsewhere). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Same instant, whatever offset each side wrote it with. */
export function sameInstant(a: string, b: string): boolean {
  return Date.parse(a) === Date.parse(b);
}
