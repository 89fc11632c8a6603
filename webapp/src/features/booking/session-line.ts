// How a public page names a group session: «Йога · чт 18:00 · осталось 3 из 12». The API writes each instant
// with the master's offset, so its own date and clock are the master's wall clock (no zone arithmetic).
import type { TFunction } from '../../lib/use-translation';
import type { PublicSession } from '../../api/sessions';
import { formatDayMonth, formatWeekday } from '../../lib/zoned-time';

type T = TFunction;

/** The master's date ('YYYY-MM-DD') and clock ('HH:MM') of an instant written with the master's offset. */
export function wallClock(instant: string): { date: string; time: string } {
  return { date: instant.slice(0, 10), time: instant.slice(11, 16) };
}

/** «осталось 3 из 12», or «Мест нет» when the session is full. */
export function seatsText(s: Pick<PublicSession, 'seats_left' | 'capacity'>, t: T): string {
  return s.seats_left > 0 ? t('sessions.seatsLeft', { left: s.seats_left, capacity: s.capacity }) : t('sessions.full');
}

/** «Йога · чт 18:00 · осталось 3 из 12». */
export function sessionLine(s: PublicSession, t: T, language: string): string {
  const { date, time } = wallClock(s.starts_at);
  return `${s.service.name} · ${formatWeekday(date, language)} ${time} · ${seatsText(s, t)}`;
}

/** «3 дек.» and the master's name (the organization's page lists several masters' sessions). */
export function sessionNote(s: PublicSession, language: string, withMaster: boolean): string {
  const date = formatDayMonth(wallClock(s.starts_at).date, language);
  const master = [s.master.first_name, s.master.last_name].filter(Boolean).join(' ');
  return withMaster && master ? `${date} · ${master}` : date;
}

/** 'четверг, 3 декабря' of a calendar date, in the interface language. */
export function longDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
