// Wall-clock dates and times in a given IANA zone (a master's), whatever the browser's zone is. Calendar
// dates are 'YYYY-MM-DD' strings and clock times 'HH:MM'; one Intl formatter per zone, reused (creating
// one is slow).

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: number, zone: string): WallClock {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(zone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year,
    month: out.month,
    day: out.day,
    hour: out.hour % 24,
    minute: out.minute,
    second: out.second,
  };
}

const pad = (n: number, size = 2) => String(Math.abs(n)).padStart(size, '0');

/** True when the browser knows the zone. */
export function isKnownZone(zone: string): boolean {
  try {
    partsFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC in minutes at an instant (+180 for Moscow). */
export function offsetMinutes(zone: string, instant: number): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60000);
}

/** '+03:00' for 180 minutes. */
export function offsetText(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** 'UTC+3', 'UTC+5:30', 'UTC-4' for the zone now. */
export function zoneOffsetLabel(zone: string, now: number = Date.now()): string {
  const m = offsetMinutes(zone, now);
  const h = Math.trunc(Math.abs(m) / 60);
  const rest = Math.abs(m) % 60;
  return `UTC${m < 0 ? '-' : '+'}${h}${rest ? `:${pad(rest)}` : ''}`;
}

/** The calendar date of an instant in the zone. */
export function dateIn(instant: number | string, zone: string): string {
  const w = wallClock(typeof instant === 'string' ? Date.parse(instant) : instant, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** 'HH:MM' of an instant in the zone. */
export function clockIn(instant: number | string, zone: string): string {
  const w = wallClock(typeof instant === 'string' ? Date.parse(instant) : instant, zone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** Today's date in the zone. */
export function todayIn(zone: string, now: number = Date.now()): string {
  return dateIn(now, zone);
}

function parseDate(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y, m, d];
}

/** The date `days` after (or before) `date`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parseDate(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parseDate(from);
  const [y2, m2, d2] = parseDate(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86400000);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: string): number {
  const [y, m, d] = parseDate(date);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The browser's local date of a Date object ('YYYY-MM-DD'), as date pickers hand them out. */
export function localDateOf(d: Date): string {
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A Date at the browser's local midnight of a 'YYYY-MM-DD' (for date pickers and calendars). */
export function localDateFrom(date: string): Date {
  const [y, m, d] = parseDate(date);
  return new Date(y, m - 1, d);
}

/**
 * The instant of a wall-clock date and time in the zone, as ISO 8601 with the zone's offset
 * ('2026-12-01T09:00:00+10:00'). As Temporal's 'compatible': a time repeated by a clock change is its
 * earlier instance, a time skipped by one moves forward by the change (02:30 -> 03:30).
 */
export function isoInZone(date: string, time: string, zone: string): string {
  const [y, m, d] = parseDate(date);
  const [hh, mm] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // The offsets a day either side: the same unless the clocks change around this date.
  const before = offsetMinutes(zone, guess - 86400000);
  const after = offsetMinutes(zone, guess + 86400000);
  const fits = (t: number) => {
    const w = wallClock(t, zone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) === guess;
  };
  const candidates = [guess - before * 60000, guess - after * 60000].filter(fits);
  const instant = candidates.length > 0 ? Math.min(...candidates) : guess - before * 60000;
  const w = wallClock(instant, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:00${offsetText(offsetMinutes(zone, instant))}`;
}

/** Day and short month of a calendar date in the interface language ('1 дек.', 'Dec 1'). */
export function formatDayMonth(date: string, language: string): string {
  const [y, m, d] = parseDate(date);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** Short weekday of a calendar date in the interface language ('пн', 'Mon'). */
export function formatWeekday(date: string, language: string): string {
  const [y, m, d] = parseDate(date);
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
