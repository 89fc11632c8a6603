import { zoneClock, type ZoneClock } from '../../time-core/zone';

const SECOND = 1000;
const DAY = 86_400_000;
/** Offsets are compared a week apart, then the change is found by bisection: no zone changes twice a week. */
const STEP = 7 * DAY;

interface Transition {
  /** First instant of the new offset. */
  at: number;
  before: number;
  after: number;
}

/** Offset changes of a zone in [from, to). */
function transitions(clock: ZoneClock, from: number, to: number): Transition[] {
  const out: Transition[] = [];
  let before = clock.offsetAt(from);
  for (let t = from; t < to; t += STEP) {
    const after = clock.offsetAt(t + STEP);
    if (after === before) continue;
    let lo = t;
    let hi = t + STEP;
    while (hi - lo > SECOND) {
      const mid = lo + Math.floor((hi - lo) / (2 * SECOND)) * SECOND;
      if (clock.offsetAt(mid) === before) lo = mid;
      else hi = mid;
    }
    out.push({ at: hi, before, after });
    before = after;
  }
  return out;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Wall-clock time as iCalendar's local DATE-TIME: 20261025T030000. */
function localStamp(wallMs: number): string {
  const d = new Date(wallMs);
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  );
}

/** UTC-OFFSET: +0300, -0430, +013045 (seconds only when there are any). */
function utcOffset(offsetMs: number): string {
  const total = Math.round(Math.abs(offsetMs) / SECOND);
  const seconds = total % 60;
  const text = `${pad(Math.floor(total / 3600))}${pad(Math.floor(total / 60) % 60)}${seconds ? pad(seconds) : ''}`;
  return `${offsetMs < 0 ? '-' : '+'}${text}`;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', onsetWall: number, from: number, to: number): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${localStamp(onsetWall)}`,
    `TZOFFSETFROM:${utcOffset(from)}`,
    `TZOFFSETTO:${utcOffset(to)}`,
    `END:${kind}`,
  ];
}

const cache = new Map<string, string>();

/**
 * The VTIMEZONE of an IANA zone for the whole UTC years around [fromMs, toMs], written from the zone's
 * actual offsets (Intl, through src/time-core/zone.ts): a first observance at the start and one per
 * offset change, each with its own DTSTART (no RRULE, so a rule change in the tz database cannot be
 * misdescribed). The smallest offset of the period counts as standard time, larger ones as daylight.
 */
export function vtimezone(zone: string, fromMs: number, toMs: number): string {
  const firstYear = new Date(fromMs).getUTCFullYear();
  const lastYear = new Date(toMs).getUTCFullYear();
  const key = `${zone} ${firstYear} ${lastYear}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;

  const clock = zoneClock(zone);
  const start = Date.UTC(firstYear, 0, 1) - DAY;
  const end = Date.UTC(lastYear + 1, 0, 1) + DAY;
  const initial = clock.offsetAt(start);
  const changes = transitions(clock, start, end);
  const standard = Math.min(initial, ...changes.map((c) => c.after));
  const kind = (offset: number) => (offset > standard ? 'DAYLIGHT' : 'STANDARD');

  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    `X-LIC-LOCATION:${zone}`,
    ...observance(kind(initial), start + initial, initial, initial),
    ...changes.flatMap((c) => observance(kind(c.after), c.at + c.before, c.before, c.after)),
    'END:VTIMEZONE',
  ];
  const text = lines.join('\r\n');
  if (cache.size > 500) cache.clear();
  cache.set(key, text);
  return text;
}
