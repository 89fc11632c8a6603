/**
 * The report's arithmetic, with no framework and no clock: counts, revenue in kopecks, client kinds and
 * occupancy from plain rows, so the definitions live in one place the exports and the digest share.
 * Instants are epoch ms; a period is [start, end).
 */
import type { Period, WorkSchedule } from '../time-core/slot-types';
import { dateOfDay } from '../time-core/calendar-date';
import { intervalEnd } from '../time-core/clock-text';
import { intervalsForDay } from '../time-core/work-intervals';
import type { ZoneClock } from '../time-core/zone';
import { zoneClock } from '../time-core/zone';
import type { StatisticsTotals } from './statistics.contract';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The statuses of a view's bookings (business-view.ts leaves out rows that never were bookings). */
export type BookingStatus = 'planned' | 'confirmed' | 'completed' | 'no_show' | 'cancelled' | 'awaiting_payment';

export interface ReportBooking {
  masterId: number;
  serviceId: number | null;
  status: BookingStatus;
  /** The frozen price in kopecks; a null price counts 0. */
  priceKop: number;
  /** Its deposit in kopecks when the business retained it, else 0. */
  retainedKop: number;
  start: number;
  end: number;
  /** Day number (calendar-date) of the start in the view's zone. */
  day: number;
}

/** One client, for one period: the instants that decide new, returning and lost. */
export interface ClientMarks {
  /** The first visit ever. */
  firstVisit: number;
  /** The last visit starting before the period's end (null: none). */
  lastVisit: number | null;
  /** The last booking that is not cancelled, at any time. */
  lastLive: number | null;
}

/** A period of the report: its dates (day numbers, inclusive) and instants in the view's zone. */
export interface ReportPeriod {
  firstDay: number;
  lastDay: number;
  start: number;
  end: number;
}

export interface Counts {
  bookings: number;
  visits: number;
  cancelled: number;
  noShow: number;
  revenueKop: number;
  retainedKop: number;
}

export const emptyCounts = (): Counts => ({
  bookings: 0,
  visits: 0,
  cancelled: 0,
  noShow: 0,
  revenueKop: 0,
  retainedKop: 0,
});

/**
 * A booking into the counts. A hold still being paid counts in `bookings` only, like a planned one. A
 * visit's deposit is part of its price, so it is in the revenue once and never added again; a retained
 * deposit counts apart only for a booking that did not become a visit (a late cancel, a no-show).
 */
export function addBooking(c: Counts, b: ReportBooking): void {
  c.bookings++;
  if (b.status !== 'completed') c.retainedKop += b.retainedKop;
  if (b.status === 'completed') {
    c.visits++;
    c.revenueKop += b.priceKop;
  } else if (b.status === 'cancelled') c.cancelled++;
  else if (b.status === 'no_show') c.noShow++;
}

/** Roubles from kopecks, exact to the kopeck. */
export const roubles = (kop: number): number => Math.round(kop) / 100;

/** n / d to `places` decimals; null when d is 0. */
export function ratio(n: number, d: number, places = 4): number | null {
  if (d === 0) return null;
  const scale = 10 ** places;
  return Math.round((n / d) * scale) / scale;
}

/** Sorted, disjoint, non-touching periods from any periods (empty ones dropped). */
export function mergePeriods(list: readonly Period[]): Period[] {
  const sorted = list.filter((p) => p.end > p.start).sort((a, b) => a.start - b.start);
  const out: { start: number; end: number }[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (last && p.start <= last.end) last.end = Math.max(last.end, p.end);
    else out.push({ start: p.start, end: p.end });
  }
  return out;
}

/** `a` minus `b`, both merged (mergePeriods). */
export function subtractPeriods(a: readonly Period[], b: readonly Period[]): Period[] {
  const out: Period[] = [];
  let j = 0;
  for (const p of a) {
    let start = p.start;
    while (j < b.length && b[j].end <= start) j++;
    let k = j;
    while (k < b.length && b[k].start < p.end) {
      if (b[k].start > start) out.push({ start, end: b[k].start });
      start = Math.max(start, b[k].end);
      k++;
    }
    if (start < p.end) out.push({ start, end: p.end });
  }
  return out;
}

/** The parts of merged periods inside [start, end). */
export function clipPeriods(list: readonly Period[], start: number, end: number): Period[] {
  const out: Period[] = [];
  for (const p of list) {
    const s = Math.max(p.start, start);
    const e = Math.min(p.end, end);
    if (e > s) out.push({ start: s, end: e });
  }
  return out;
}

/** The total length of the intersection of two merged lists. */
export function overlapMs(a: readonly Period[], b: readonly Period[]): number {
  let i = 0;
  let j = 0;
  let sum = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i].start, b[j].start);
    const end = Math.min(a[i].end, b[j].end);
    if (end > start) sum += end - start;
    if (a[i].end < b[j].end) i++;
    else j++;
  }
  return sum;
}

/**
 * A master's working time inside [start, end): the intervals of each of their dates (the override of a
 * date, else the pattern) as instants of their own zone, minus blocks. Dates a day wider on both sides,
 * so an overnight interval or a zone other than the view's is still counted where it falls.
 */
export function workingPeriods(
  schedule: WorkSchedule,
  blocks: readonly Period[],
  start: number,
  end: number,
): Period[] {
  const clock = zoneClock(schedule.timeZone);
  const raw: Period[] = [];
  for (let day = clock.dayAt(start) - 1; day <= clock.dayAt(end) + 1; day++) {
    const midnight = day * DAY;
    for (const interval of intervalsForDay(schedule, dateOfDay(day), day)) {
      const s = Math.max(start, clock.wallToInstant(midnight + interval[0] * MINUTE));
      const e = Math.min(end, clock.wallToInstant(midnight + intervalEnd(interval) * MINUTE));
      if (e > s) raw.push({ start: s, end: e });
    }
  }
  return subtractPeriods(mergePeriods(raw), mergePeriods(blocks));
}

/** Minutes booked inside working time (ms): bookings not cancelled, merged, against the working periods. */
export function bookedInWork(bookings: readonly ReportBooking[], work: readonly Period[]): number {
  const live = bookings.filter((b) => b.status !== 'cancelled').map((b) => ({ start: b.start, end: b.end }));
  return overlapMs(mergePeriods(live), work);
}

export interface ClientKinds {
  newClients: number;
  returning: number;
  lost: number;
}

/**
 * New, returning and lost clients of a period, from each client's marks (one entry per client):
 * - new: the first visit ever falls on a date of the period;
 * - returning: a visit in the period and one before it;
 * - lost: the last visit on or before the period's last date is more than `lostAfterDays` days before
 *   that date, and no booking that is not cancelled starts after that visit.
 */
export function clientKinds(
  clients: Iterable<ClientMarks>,
  period: ReportPeriod,
  lostAfterDays: number,
  clock: ZoneClock,
): ClientKinds {
  const k: ClientKinds = { newClients: 0, returning: 0, lost: 0 };
  for (const c of clients) {
    const first = clock.dayAt(c.firstVisit);
    if (first >= period.firstDay && first <= period.lastDay) k.newClients++;
    const last = c.lastVisit;
    if (last === null) continue;
    if (last >= period.start && first < period.firstDay) k.returning++;
    if (period.lastDay - clock.dayAt(last) > lostAfterDays && (c.lastLive === null || c.lastLive <= last)) k.lost++;
  }
  return k;
}

/** The contract's figures from counts, occupancy minutes and client kinds, rounded as defined. */
export function toTotals(c: Counts, bookedMs: number, workMs: number, kinds: ClientKinds): StatisticsTotals {
  return {
    bookings: c.bookings,
    visits: c.visits,
    cancelled: c.cancelled,
    no_show: c.noShow,
    revenue: roubles(c.revenueKop),
    average_check: c.visits === 0 ? null : roubles(Math.round(c.revenueKop / c.visits)),
    cancellation_rate: ratio(c.cancelled, c.bookings),
    no_show_rate: ratio(c.noShow, c.visits + c.noShow),
    occupancy: ratio(bookedMs, workMs),
    new_clients: kinds.newClients,
    returning_clients: kinds.returning,
    lost_clients: kinds.lost,
  };
}
