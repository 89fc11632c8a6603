/**
 * Wall-clock text ('09:00') <-> minutes since local midnight, and the rules a date's intervals must keep.
 * An interval [start, end] runs overnight when end is not after start (20:00–02:00 ends at 02:00 on the
 * next date); '24:00' is a valid end. A start equal to its end is refused rather than read as 24 hours.
 */
import type { WorkInterval } from './slot-types';

const CLOCK = /^(\d{1,2}):(\d{2})$/;
export const MINUTES_PER_DAY = 1440;

/**
 * 'HH:MM' or 'H:MM', 00:00..23:59, plus '24:00' (= 1440, meaningful only as an end). Returns null for
 * anything else ('9', '09:60', '24:01', ' 09:00', '09:00:00').
 */
export function parseClock(text: string): number | null {
  if (typeof text !== 'string') return null;
  const m = CLOCK.exec(text);
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (minutes > 59) return null;
  if (hours === 24) return minutes === 0 ? MINUTES_PER_DAY : null;
  return hours > 23 ? null : hours * 60 + minutes;
}

/** 'HH:MM' of minutes 0..1440 (1440 -> '24:00'); a RangeError outside that. */
export function formatClock(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MINUTES_PER_DAY) {
    throw new RangeError(`Not a clock time in minutes: ${minutes}`);
  }
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}`;
}

/** Where an interval ends, in minutes after its date's midnight (past 1440 when it runs overnight). */
export function intervalEnd([start, end]: WorkInterval): number {
  return end <= start ? end + MINUTES_PER_DAY : end;
}

/**
 * Null when one date's intervals are valid, else a Russian message: every start in 00:00..23:59 and
 * every end in 00:00..24:00 (whole minutes), no interval whose start equals its end, and no two that
 * overlap (an overnight one taken as running to its end on the next date). Touching is allowed.
 */
export function intervalsProblem(intervals: readonly (readonly [number, number])[]): string | null {
  const spans: [number, number][] = [];
  for (const [start, end] of intervals) {
    const startOk = Number.isInteger(start) && start >= 0 && start < MINUTES_PER_DAY;
    const endOk = Number.isInteger(end) && end >= 0 && end <= MINUTES_PER_DAY;
    if (!startOk || !endOk) return 'Неверное время интервала';
    if (start === end) return 'Начало и конец интервала совпадают';
    spans.push([start, intervalEnd([start, end])]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) {
    if (spans[i][0] < spans[i - 1][1]) return 'Интервалы пересекаются';
  }
  return null;
}
