/**
 * IANA time zones through Intl alone, cheap enough to call per working interval.
 *
 * - One Intl.DateTimeFormat per zone, created on first use and kept (creating one costs ~50 µs).
 * - Offsets are cached per zone and UTC day: the offsets at the day's two ends, and when they differ
 *   the transition instant (found by bisection to the second, once). This assumes at most one offset
 *   change per UTC day, true of every zone since well before 1970.
 * - Local wall-clock time to an instant follows Temporal's 'compatible' disambiguation: a time that
 *   occurs twice (autumn overlap) takes the earlier instant (the offset before the change); a time that
 *   does not exist (spring gap) is read with the offset before the change, i.e. moved forward by the
 *   gap (02:30 in New York's spring gap becomes 03:30 EDT).
 */
import { dateOfDay, dayFromCivil, dayNumber, pad2 } from './calendar-date';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Each segment of an IANA name starts with a capital letter ('UTC', 'Etc/GMT+3', 'America/Port-au-Prince'). */
const ZONE_SHAPE = /^[A-Z][A-Za-z0-9_+-]*(?:\/[A-Z][A-Za-z0-9_+-]*)*$/;
/** Per zone, how many UTC days of offsets to keep before starting over. */
const MAX_CACHED_DAYS = 20_000;

interface UtcDayOffsets {
  /** Offset (wall-clock minus UTC, ms) at the day's first instant. */
  readonly before: number;
  /** Offset at the next day's first instant. */
  readonly after: number;
  /** First instant with offset `after` (Infinity when the day has no change). */
  readonly change: number;
}

/** A zone's formatter and offset cache; get it once with `zoneClock` and reuse it in hot loops. */
export interface ZoneClock {
  readonly zone: string;
  /** Offset (local wall-clock minus UTC) in ms at an instant. */
  offsetAt(instantMs: number): number;
  /** Instant of a local wall-clock time given as ms since 1970-01-01T00:00 local ('compatible'). */
  wallToInstant(wallMs: number): number;
  /** Day number (see calendar-date) of the local date at an instant. */
  dayAt(instantMs: number): number;
}

function makeFormatter(zone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

class CachedZone implements ZoneClock {
  private readonly days = new Map<number, UtcDayOffsets>();

  constructor(
    readonly zone: string,
    private readonly formatter: Intl.DateTimeFormat,
  ) {}

  /** The offset read from Intl at a whole second. */
  private read(secondMs: number): number {
    let year = 1970;
    let month = 1;
    let day = 1;
    let hour = 0;
    let minute = 0;
    let second = 0;
    for (const part of this.formatter.formatToParts(secondMs)) {
      const v = Number(part.value);
      if (part.type === 'year') year = v;
      else if (part.type === 'month') month = v;
      else if (part.type === 'day') day = v;
      else if (part.type === 'hour') hour = v === 24 ? 0 : v;
      else if (part.type === 'minute') minute = v;
      else if (part.type === 'second') second = v;
    }
    return dayFromCivil(year, month, day) * DAY + hour * HOUR + minute * MINUTE + second * SECOND - secondMs;
  }

  private utcDay(u: number): UtcDayOffsets {
    const cached = this.days.get(u);
    if (cached) return cached;
    if (this.days.size >= MAX_CACHED_DAYS) this.days.clear();
    const start = u * DAY;
    const before = this.days.get(u - 1)?.after ?? this.read(start);
    const after = this.days.get(u + 1)?.before ?? this.read(start + DAY);
    let change = Infinity;
    if (before !== after) {
      // bisection over whole seconds: read(lo) === before, read(hi) !== before
      let lo = start;
      let hi = start + DAY;
      while (hi - lo > SECOND) {
        const mid = lo + Math.floor((hi - lo) / (2 * SECOND)) * SECOND;
        if (this.read(mid) === before) lo = mid;
        else hi = mid;
      }
      change = hi;
    }
    const entry = { before, after, change };
    this.days.set(u, entry);
    return entry;
  }

  offsetAt(instantMs: number): number {
    const d = this.utcDay(Math.floor(instantMs / DAY));
    return instantMs < d.change ? d.before : d.after;
  }

  wallToInstant(wallMs: number): number {
    const before = this.offsetAt(wallMs - DAY);
    const after = this.offsetAt(wallMs + DAY);
    const early = wallMs - before;
    if (before === after) return early;
    const late = wallMs - after;
    const earlyValid = this.offsetAt(early) === before;
    const lateValid = this.offsetAt(late) === after;
    if (earlyValid && lateValid) return Math.min(early, late);
    if (lateValid) return late;
    return early; // valid, or a gap: read with the offset before the change
  }

  dayAt(instantMs: number): number {
    return Math.floor((instantMs + this.offsetAt(instantMs)) / DAY);
  }
}

const clocks = new Map<string, CachedZone>();

/** The cached clock of a zone; throws a RangeError for a name Intl does not know. */
export function zoneClock(zone: string): ZoneClock {
  let clock = clocks.get(zone);
  if (!clock) {
    if (!ZONE_SHAPE.test(zone)) throw new RangeError(`Invalid time zone: ${JSON.stringify(zone)}`);
    clock = new CachedZone(zone, makeFormatter(zone));
    clocks.set(zone, clock);
  }
  return clock;
}

/**
 * An IANA zone name Intl accepts, spelled with capitals as in the tz database: 'UTC', 'Europe/Moscow',
 * 'Asia/Kolkata', 'Etc/GMT+3'. Rejects '', offsets ('UTC+3', '+03:00'), lower-case spellings and text.
 */
export function isTimeZone(name: string): boolean {
  if (typeof name !== 'string' || !ZONE_SHAPE.test(name)) return false;
  try {
    zoneClock(name);
    return true;
  } catch {
    return false;
  }
}

/** The local date ('YYYY-MM-DD') in `zone` at an instant. */
export function zonedDate(instantMs: number, zone: string): string {
  return dateOfDay(zoneClock(zone).dayAt(instantMs));
}

/**
 * The instant of local wall-clock `minutes` after the local midnight of `date` in `zone` (minutes may
 * run past 1440 for overnight ends: 1560 is 02:00 on the next date). DST: see the module comment.
 */
export function localToInstant(date: string, minutes: number, zone: string): number {
  return zoneClock(zone).wallToInstant(dayNumber(date) * DAY + minutes * MINUTE);
}

/**
 * Minutes since the local midnight in `zone` at an instant, seconds dropped (0..1439): the wall-clock
 * time a master reads for a booking.
 */
export function zonedMinutes(instantMs: number, zone: string): number {
  const local = instantMs + zoneClock(zone).offsetAt(instantMs);
  return Math.floor((local - Math.floor(local / DAY) * DAY) / MINUTE);
}

/** An offset in minutes as ISO 8601 writes it: 180 -> '+03:00', -330 -> '-05:30', 0 -> '+00:00'. */
export function offsetText(offsetMinutes: number): string {
  const abs = Math.abs(offsetMinutes);
  return `${offsetMinutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** 'HH:MM:00' of each minute of a day, built on first use (slots are whole minutes). */
let minuteTexts: string[] | null = null;

/** 'HH:MM:SS' of a time of day (ms since the local midnight, whole seconds). */
function clockText(inDayMs: number): string {
  minuteTexts ??= Array.from({ length: 1440 }, (_, m) => `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}:00`);
  const minute = Math.floor(inDayMs / MINUTE);
  const second = (inDayMs - minute * MINUTE) / SECOND;
  return second === 0 ? minuteTexts[minute] : `${minuteTexts[minute].slice(0, 6)}${pad2(second)}`;
}

/**
 * ISO 8601 text of instants in one zone, as formatInstant writes them, for many instants at once: the
 * date text and the offset text are kept while they stay the same (a day of slots has one of each).
 */
export function instantFormatter(zone: string): (ms: number) => string {
  const clock = zoneClock(zone);
  let dayNo = NaN;
  let dateText = '';
  let currentOffset = NaN;
  let currentOffsetText = '';
  return (ms: number): string => {
    const at = Math.floor(ms / SECOND) * SECOND;
    const offset = Math.round(clock.offsetAt(at) / MINUTE);
    if (offset !== currentOffset) {
      currentOffset = offset;
      currentOffsetText = offsetText(offset);
    }
    const local = at + offset * MINUTE;
    const day = Math.floor(local / DAY);
    if (day !== dayNo) {
      dayNo = day;
      dateText = `${dateOfDay(day)}T`;
    }
    return dateText + clockText(local - day * DAY) + currentOffsetText;
  };
}

/**
 * ISO 8601 with the zone's offset, whole seconds (milliseconds are dropped):
 * '2026-12-01T09:00:00+03:00', UTC as '+00:00'. An offset with seconds (local mean time before ~1900)
 * is rounded to the minute and the local time shown with it, so the text still names the instant.
 * Many instants of one zone: instantFormatter.
 */
export function formatInstant(ms: number, zone: string): string {
  return instantFormatter(zone)(ms);
}
