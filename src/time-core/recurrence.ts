/**
 * Recurring events as RFC 5545 RRULE text, the small subset a master's calendar needs: DAILY, WEEKLY
 * and MONTHLY with INTERVAL, BYDAY, BYMONTHDAY and exactly one of COUNT or UNTIL.
 *
 * Occurrences are expanded in the master's zone as wall-clock times: "every Wednesday 13:00" stays 13:00
 * across a daylight-saving change. Integer day numbers and the cached zone clock only, no date object per
 * occurrence (expansion runs when a series is saved and re-read). The first start always counts as the
 * first occurrence, as RFC 5545 says of DTSTART.
 */
import { civilFromDay, dayFromCivil, dayNumber, isCalendarDate, weekdayOfDay } from './calendar-date';
import { zoneClock } from './zone';

export type Weekday = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';

export interface RecurrenceRule {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  interval: number; // 1..52
  byDay: { weekday: Weekday; nth: number | null }[]; // nth only for MONTHLY (1..5, -1..-5)
  byMonthDay: number[]; // MONTHLY only
  count: number | null;
  until: string | null; // 'YYYY-MM-DD' (a date in the zone, inclusive)
}

export type ParsedRrule = { ok: true; rule: RecurrenceRule } | { ok: false; part: string };

/** Monday first, as calendar-date numbers weekdays (weekdayOfDay). */
export const WEEKDAYS: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const FREQS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
const DAY = 86_400_000;
export const MAX_INTERVAL = 52;
export const MAX_COUNT = 100;
/** UNTIL at most this many days after the first start's date. */
export const MAX_UNTIL_DAYS = 366;
/** Safety stop for rules that match rarely or never (BYMONTHDAY=31 with BYDAY=1MO): about 450 years. */
export const MAX_SCAN_DAYS = 165_000;

const WHOLE = /^\d{1,3}$/;
const BYDAY_ITEM = /^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/;
const UNTIL_SHAPE = /^(\d{4})-?(\d{2})-?(\d{2})$/;

function wholeIn(value: string, min: number, max: number): number | null {
  if (!WHOLE.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function parseByDay(value: string): RecurrenceRule['byDay'] | null {
  const items = new Map<string, { weekday: Weekday; nth: number | null }>();
  for (const raw of value.split(',')) {
    const m = BYDAY_ITEM.exec(raw);
    if (!m) return null;
    const nth = m[1] === undefined ? null : Number(m[1]);
    items.set(`${nth ?? 0}${m[2]}`, { weekday: m[2] as Weekday, nth });
  }
  return [...items.values()].sort(
    (a, b) => (a.nth ?? 0) - (b.nth ?? 0) || WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday),
  );
}

function parseByMonthDay(value: string): number[] | null {
  const days = new Set<number>();
  for (const raw of value.split(',')) {
    const n = wholeIn(raw, 1, 31);
    if (n === null) return null;
    days.add(n);
  }
  return [...days].sort((a, b) => a - b);
}

function parseUntil(value: string): string | null {
  const m = UNTIL_SHAPE.exec(value);
  if (!m) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  return isCalendarDate(date) ? date : null;
}

/** Parse an RRULE text (with or without the leading "RRULE:"); on failure names the offending part. */
export function parseRrule(text: string): ParsedRrule {
  if (typeof text !== 'string') return { ok: false, part: 'FREQ' };
  const body = text.trim().replace(/^RRULE:/i, '');
  const seen = new Map<string, string>();
  for (const piece of body.split(';')) {
    const eq = piece.indexOf('=');
    const key = (eq < 0 ? piece : piece.slice(0, eq)).trim().toUpperCase();
    if (eq < 0 || key === '' || seen.has(key)) return { ok: false, part: key || 'FREQ' };
    seen.set(
      key,
      piece
        .slice(eq + 1)
        .trim()
        .toUpperCase(),
    );
  }
  const rule: RecurrenceRule = { freq: 'DAILY', interval: 1, byDay: [], byMonthDay: [], count: null, until: null };
  const freq = seen.get('FREQ');
  if (freq === undefined || !(FREQS as readonly string[]).includes(freq)) return { ok: false, part: 'FREQ' };
  rule.freq = freq as RecurrenceRule['freq'];
  for (const [key, value] of seen) {
    if (key === 'FREQ') continue;
    if (key === 'INTERVAL') {
      const n = wholeIn(value, 1, MAX_INTERVAL);
      if (n === null) return { ok: false, part: key };
      rule.interval = n;
    } else if (key === 'COUNT') {
      const n = wholeIn(value, 1, MAX_COUNT);
      if (n === null) return { ok: false, part: key };
      rule.count = n;
    } else if (key === 'UNTIL') {
      const date = parseUntil(value);
      if (date === null) return { ok: false, part: key };
      rule.until = date;
    } else if (key === 'BYDAY') {
      const list = parseByDay(value);
      // weekly names weekdays (MO), monthly names their place in the month (1MO, -1FR); daily has none
      const fits =
        list !== null &&
        rule.freq !== 'DAILY' &&
        list.every((d) => (rule.freq === 'WEEKLY' ? d.nth === null : d.nth !== null));
      if (!fits) return { ok: false, part: key };
      rule.byDay = list;
    } else if (key === 'BYMONTHDAY') {
      const list = parseByMonthDay(value);
      if (list === null || rule.freq !== 'MONTHLY') return { ok: false, part: key };
      rule.byMonthDay = list;
    } else {
      return { ok: false, part: key };
    }
  }
  if (rule.count === null && rule.until === null) return { ok: false, part: 'COUNT' };
  if (rule.count !== null && rule.until !== null) return { ok: false, part: 'UNTIL' };
  return { ok: true, rule };
}

/** Checks the limits that need the first start (UNTIL at most 366 days after it); null when fine, else the part. */
export function checkRruleBounds(
  rule: RecurrenceRule,
  firstStartMs: number,
  zone: string,
  maxUntilDays: number = MAX_UNTIL_DAYS,
): string | null {
  if (rule.until === null) return null;
  const first = zoneClock(zone).dayAt(firstStartMs);
  const until = dayNumber(rule.until);
  return until < first || until > first + maxUntilDays ? 'UNTIL' : null;
}

/** The canonical text: "FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;COUNT=10" (UNTIL as a date, 'UNTIL=20270301'). */
export function formatRrule(rule: RecurrenceRule): string {
  const parts = [`FREQ=${rule.freq}`, `INTERVAL=${rule.interval}`];
  if (rule.byDay.length > 0) parts.push(`BYDAY=${rule.byDay.map((d) => `${d.nth ?? ''}${d.weekday}`).join(',')}`);
  if (rule.byMonthDay.length > 0) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(',')}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  else if (rule.until !== null) parts.push(`UNTIL=${rule.until.replaceAll('-', '')}`);
  return parts.join(';');
}

function daysInMonth(year: number, month: number): number {
  return month === 12 ? 31 : dayFromCivil(year, month + 1, 1) - dayFromCivil(year, month, 1);
}

/** Day numbers of one month's occurrences, ascending. */
function monthDays(rule: RecurrenceRule, year: number, month: number, firstMonthDay: number): number[] {
  const start = dayFromCivil(year, month, 1);
  const length = daysInMonth(year, month);
  if (rule.byDay.length === 0 && rule.byMonthDay.length === 0) {
    // the first start's day of the month; a month without it is skipped, never moved
    return firstMonthDay <= length ? [start + firstMonthDay - 1] : [];
  }
  const out: number[] = [];
  for (let dd = 1; dd <= length; dd++) {
    if (rule.byMonthDay.length > 0 && !rule.byMonthDay.includes(dd)) continue;
    if (rule.byDay.length > 0) {
      const weekday = WEEKDAYS[weekdayOfDay(start + dd - 1)];
      const fromStart = Math.ceil(dd / 7);
      const fromEnd = -(Math.floor((length - dd) / 7) + 1);
      if (!rule.byDay.some((d) => d.weekday === weekday && (d.nth === fromStart || d.nth === fromEnd))) continue;
    }
    out.push(start + dd - 1);
  }
  return out;
}

/**
 * Calls `take` with each occurrence's local day number after the first start's day, ascending, until it
 * answers false or the rule's period runs past `lastDay`.
 */
function eachDayAfter(rule: RecurrenceRule, firstDay: number, lastDay: number, take: (day: number) => boolean): void {
  const step = rule.interval;
  if (rule.freq === 'DAILY') {
    for (let d = firstDay + step; d <= lastDay; d += step) if (!take(d)) return;
    return;
  }
  if (rule.freq === 'WEEKLY') {
    const weekdays =
      rule.byDay.length > 0 ? rule.byDay.map((d) => WEEKDAYS.indexOf(d.weekday)) : [weekdayOfDay(firstDay)];
    for (let week = firstDay - weekdayOfDay(firstDay); week <= lastDay; week += 7 * step) {
      for (const w of weekdays) {
        const d = week + w;
        if (d <= firstDay) continue;
        if (d > lastDay || !take(d)) return;
      }
    }
    return;
  }
  const [year0, month0, monthDay0] = civilFromDay(firstDay);
  for (let k = 0; ; k += step) {
    const index = month0 - 1 + k;
    const year = year0 + Math.floor(index / 12);
    const month = (index % 12) + 1;
    if (dayFromCivil(year, month, 1) > lastDay) return;
    for (const d of monthDays(rule, year, month, monthDay0)) {
      if (d <= firstDay) continue;
      if (d > lastDay || !take(d)) return;
    }
  }
}

/**
 * Start instants (epoch ms) of every occurrence, the first being firstStartMs; the wall-clock time of the
 * first start in `zone` is kept on every date (a DST gap moves it forward as the zone's rules do, a time
 * that occurs twice takes the earlier instant).
 */
export function expandRrule(rule: RecurrenceRule, firstStartMs: number, zone: string): number[] {
  const clock = zoneClock(zone);
  const local = firstStartMs + clock.offsetAt(firstStartMs);
  const firstDay = Math.floor(local / DAY);
  const wallTime = local - firstDay * DAY;
  const lastDay = rule.until !== null ? dayNumber(rule.until) : firstDay + MAX_SCAN_DAYS;
  const count = rule.count ?? Infinity;
  const out = [firstStartMs];
  if (out.length >= count) return out;
  eachDayAfter(rule, firstDay, lastDay, (day) => {
    out.push(clock.wallToInstant(day * DAY + wallTime));
    return out.length < count;
  });
  return out;
}
