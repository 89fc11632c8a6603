// Dates and times in the master's zone (the answer's `time_zone`), whatever the browser's zone is. Calendar
// dates are 'YYYY-MM-DD' strings; arithmetic on them is done in UTC so no local DST shift can move a day.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
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

function wallClock(ms: number, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour === 24 ? 0 : parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2030-01-15T10:00:00+10:00' in 'Asia/Vladivostok' -> { date: '2030-01-15', time: '10:00' }. */
export function zonedParts(iso: string, zone: string): { date: string; time: string } {
  const c = wallClock(Date.parse(iso), zone);
  return { date: `${c.year}-${pad(c.month)}-${pad(c.day)}`, time: `${pad(c.hour)}:${pad(c.minute)}` };
}

/** The calendar date of an instant in `zone`. */
export function zonedDate(iso: string, zone: string): string {
  return zonedParts(iso, zone).date;
}

export function zonedTime(iso: string, zone: string): string {
  return zonedParts(iso, zone).time;
}

/** '2030-01-15' -> '15.01.2030' (the Russian form, whatever the interface language). */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

/** Today's date in `zone` at `now` (ms). */
export function todayIn(zone: string, now: number): string {
  return zonedDate(new Date(now).toISOString(), zone);
}

/** The browser's zone (a first guess before an answer names the master's). */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Moscow';
}

function dateToUtc(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function utcToDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function addDays(date: string, days: number): string {
  return utcToDate(dateToUtc(date) + days * 86_400_000);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(dateToUtc(date)).getUTCDay() + 6) % 7;
}

/** The Monday of the week holding `date`. */
export function weekStart(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** The first and last dates of the month holding `date`. */
export function monthRange(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  const [y, m] = date.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`;
  return { from, to: addDays(next, -1) };
}

/** Minutes `zone` is ahead of UTC at the instant `ms`. */
function offsetMinutes(ms: number, zone: string): number {
  const c = wallClock(ms, zone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/**
 * The instant of a wall-clock date and time ('HH:MM') in `zone`, written with that zone's offset:
 * ('2030-01-15', '10:00', 'Asia/Vladivostok') -> '2030-01-15T10:00:00+10:00'. A time skipped by a DST jump
 * lands just after it.
 */
export function zonedInstant(date: string, time: string, zone: string): string {
  const [h, min] = time.split(':').map(Number);
  const wall = dateToUtc(date) + (h * 60 + min) * 60_000;
  let offset = offsetMinutes(wall, zone);
  offset = offsetMinutes(wall - offset * 60_000, zone);
  const instant = wall - offset * 60_000;
  const c = wallClock(instant, zone);
  const actual = offsetMinutes(instant, zone);
  const sign = actual < 0 ? '-' : '+';
  const abs = Math.abs(actual);
  return (
    `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:00` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
