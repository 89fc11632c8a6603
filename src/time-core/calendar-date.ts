/**
 * Calendar dates ('YYYY-MM-DD', proleptic Gregorian, years 0001..9999) as plain integers: a date's day
 * number is the count of days since 1970-01-01. Integer arithmetic only (H. Hinnant's civil-date
 * algorithms); no Date object is created.
 */

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Day number (days since 1970-01-01) of a valid civil date. */
export function dayFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** [year, month (1..12), day (1..31)] of a day number. */
export function civilFromDay(dayNumber: number): [number, number, number] {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

function parse(s: string): number | null {
  const m = DATE_SHAPE.exec(s);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return dayFromCivil(year, month, day);
}

/** Strict 'YYYY-MM-DD' naming a real date (no 2026-02-30, no 2026-2-3, years 0001..9999). */
export function isCalendarDate(s: string): boolean {
  return typeof s === 'string' && parse(s) !== null;
}

/** Day number of a date string; throws a RangeError for anything that is not a calendar date. */
export function dayNumber(date: string): number {
  const n = parse(date);
  if (n === null) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  return n;
}

/** Two digits of a number 0..99 ('07'): dates, clock times and offsets are written with it. */
export const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** The 'YYYY-MM-DD' of a day number. */
export function dateOfDay(n: number): string {
  const [y, m, d] = civilFromDay(n);
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
}

export function addDays(date: string, n: number): string {
  return dateOfDay(dayNumber(date) + n);
}

/** b - a in days (negative when b is before a). */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** The weekdays Monday first, as schedules name them (index = weekdayOfDay). */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Weekday of a day number: 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOfDay(n: number): number {
  return (((n + 3) % 7) + 7) % 7;
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: string): number {
  return weekdayOfDay(dayNumber(date));
}
