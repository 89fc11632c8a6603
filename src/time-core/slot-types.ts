/**
 * The slot engine's vocabulary. Plain data, no framework: the Nest services, the bench and the property
 * tests all speak it. Local times are integer minutes since the local midnight of a date in the master's
 * IANA zone; instants are epoch milliseconds. Dates are 'YYYY-MM-DD' strings (the master's dates).
 */

/** Minutes since local midnight: 0..1440 (1440 = 24:00, valid only as an end). */
export type LocalMinutes = number;

/**
 * A working interval of one date. When `end` is not after `start` it runs overnight: it ends at `end`
 * on the next date, and belongs to the date it starts on (its slots are listed under that date).
 */
export type WorkInterval = readonly [start: LocalMinutes, end: LocalMinutes];

/** Index 0 = Monday … 6 = Sunday. */
export interface WeeklyPattern {
  readonly type: 'weekly';
  readonly week: readonly (readonly WorkInterval[])[];
}

/** Day i of the cycle is `anchorDate + i (+ k·days.length)`; repeats forwards and backwards. */
export interface CyclePattern {
  readonly type: 'cycle';
  readonly anchorDate: string;
  readonly days: readonly (readonly WorkInterval[])[];
}

export type WorkPattern = WeeklyPattern | CyclePattern;

export interface WorkSchedule {
  readonly timeZone: string;
  readonly pattern: WorkPattern;
  /** A date's own intervals replace the pattern's for that date; an empty list is a day off. */
  readonly overrides: ReadonlyMap<string, readonly WorkInterval[]>;
}

export interface BookingRules {
  /** Minutes between candidate starts; null = the service's duration. */
  readonly slotStepMinutes: number | null;
  readonly minNoticeMinutes: number;
  /** The last bookable date is today (master's zone, at `now`) + horizonDays. */
  readonly horizonDays: number;
  /** Rest after each appointment; a new booking occupies [start, end + buffer). */
  readonly bufferMinutes: number;
}

/** [start, end) in epoch ms. */
export interface Period {
  readonly start: number;
  readonly end: number;
}

export interface SlotQuery {
  readonly schedule: WorkSchedule;
  readonly rules: BookingRules;
  /** Live appointments as occupied ranges: [starts_at, ends_at + the buffer stored with them). */
  readonly appointments: readonly Period[];
  /** Blocks: busy instants with a note. */
  readonly blocks: readonly Period[];
  readonly durationMinutes: number;
  /** Inclusive range of the master's dates. */
  readonly from: string;
  readonly to: string;
  /** Epoch ms; the function never reads a clock. */
  readonly now: number;
}

export interface DaySlots {
  readonly date: string;
  /** Start instants, epoch ms, ascending. */
  readonly slots: number[];
}
