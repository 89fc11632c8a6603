/**
 * The busy times of iCalendar text (a CalDAV server's events), framework-free: each VEVENT that is neither
 * cancelled nor transparent («free») becomes intervals in [from, to): recurrences expanded with
 * time-core/recurrence.ts (in the event's own zone, so wall-clock times hold across DST), EXDATEs left out,
 * moved occurrences (RECURRENCE-ID) taken from their own VEVENT, all-day events as whole local days in the
 * master's zone. Titles and attendees are never read. Our own events keep their uid (own_uid) so the caller
 * can leave them out.
 */
import { dateOfDay, dayNumber } from '../time-core/calendar-date';
import { expandRrule, parseRrule } from '../time-core/recurrence';
import { isTimeZone, localToInstant, zonedDate } from '../time-core/zone';
import { isOwnUid, type BusyInterval } from './calendar-provider';

interface Prop {
  params: Record<string, string>;
  value: string;
}
type VEvent = Map<string, Prop[]>;

const DAY = 86_400_000;

/** The VEVENTs of a text (properties of nested VALARMs left out), lines unfolded. */
export function parseVEvents(text: string): VEvent[] {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const out: VEvent[] = [];
  let cur: VEvent | null = null;
  let depth = 0;
  for (const line of lines) {
    const colon = indexOfValue(line);
    if (colon < 0) continue;
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [rawName, ...rawParams] = head.split(';');
    const name = rawName.toUpperCase();
    if (name === 'BEGIN') {
      if (value.toUpperCase() === 'VEVENT' && !cur) {
        cur = new Map();
        depth = 0;
      } else if (cur) depth++;
      continue;
    }
    if (name === 'END') {
      if (cur && depth === 0 && value.toUpperCase() === 'VEVENT') {
        out.push(cur);
        cur = null;
      } else if (cur) depth--;
      continue;
    }
    if (!cur || depth > 0) continue;
    const params: Record<string, string> = {};
    for (const p of rawParams) {
      const eq = p.indexOf('=');
      if (eq > 0) params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, '');
    }
    const list = cur.get(name) ?? [];
    list.push({ params, value });
    cur.set(name, list);
  }
  return out;
}

/** The colon that ends a property's name and parameters (a quoted parameter may hold colons). */
function indexOfValue(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) return i;
  }
  return -1;
}

const first = (ev: VEvent, name: string): Prop | undefined => ev.get(name)?.[0];

interface Instant {
  ms: number;
  allDay: boolean;
  zone: string;
}

/** A DATE or DATE-TIME value: UTC ('Z'), in its TZID, else floating (the master's zone). */
export function parseIcsTime(p: Prop, fallbackZone: string): Instant | null {
  const v = p.value.trim();
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(v);
  if (!m) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  const tz = p.params.TZID && isTimeZone(p.params.TZID) ? p.params.TZID : fallbackZone;
  if (m[4] === undefined) return { ms: localToInstant(date, 0, fallbackZone), allDay: true, zone: fallbackZone };
  const seconds = Number(m[6]) * 1000;
  if (m[7]) {
    const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) + seconds;
    return { ms, allDay: false, zone: tz };
  }
  return { ms: localToInstant(date, +m[4] * 60 + +m[5], tz) + seconds, allDay: false, zone: tz };
}

/** An RFC 5545 DURATION in ms ('PT1H30M', 'P1D', '-PT15M'), null when unreadable. */
export function parseDuration(v: string): number | null {
  const m = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(v.trim());
  if (!m) return null;
  const ms =
    (((+(m[2] ?? 0) * 7 + +(m[3] ?? 0)) * 24 + +(m[4] ?? 0)) * 60 + +(m[5] ?? 0)) * 60_000 + +(m[6] ?? 0) * 1000;
  return m[1] === '-' ? -ms : ms;
}

/**
 * The starts of a recurring event up to `toMs`. Rules the time core reads (DAILY, WEEKLY, MONTHLY) are
 * expanded there; an open-ended rule or a long COUNT is bounded by the window's end; YEARLY steps by years;
 * anything else counts its first occurrence only.
 */
function starts(rrule: string, start: Instant, toMs: number): number[] {
  const parts = new Map<string, string>();
  for (const piece of rrule.replace(/^RRULE:/i, '').split(';')) {
    const [k, v] = piece.split('=');
    if (k && v !== undefined) parts.set(k.trim().toUpperCase(), v.trim().toUpperCase());
  }
  parts.delete('WKST');
  const untilDate = zonedDate(toMs, start.zone).replaceAll('-', '');
  const until = parts.get('UNTIL');
  if (until) parts.set('UNTIL', until.slice(0, 8) < untilDate ? until.slice(0, 8) : untilDate);
  const count = Number(parts.get('COUNT') ?? 0);
  if ((!until && !parts.has('COUNT')) || count > 100) {
    parts.delete('COUNT');
    parts.set('UNTIL', untilDate);
  }
  if (parts.get('FREQ') === 'YEARLY') return yearly(start, Number(parts.get('INTERVAL') ?? 1), count || 0, toMs);
  const parsed = parseRrule([...parts].map(([k, v]) => `${k}=${v}`).join(';'));
  if (!parsed.ok) return [start.ms];
  return expandRrule(parsed.rule, start.ms, start.zone).filter((s) => s < toMs);
}

function yearly(start: Instant, interval: number, count: number, toMs: number): number[] {
  const out: number[] = [];
  const date = zonedDate(start.ms, start.zone);
  const minutes = Math.round((start.ms - localToInstant(date, 0, start.zone)) / 60_000);
  for (let y = 0; out.length < (count || Infinity); y += Math.max(1, interval)) {
    const d = `${Number(date.slice(0, 4)) + y}${date.slice(4)}`;
    const ms = localToInstant(dateOfDay(dayNumber(d)), minutes, start.zone);
    if (ms >= toMs) break;
    out.push(ms);
  }
  return out;
}

/** Busy intervals of the events in `text` that overlap [fromMs, toMs); `zone` is the master's. */
export function icsBusy(text: string, zone: string, fromMs: number, toMs: number): BusyInterval[] {
  const events = parseVEvents(text);
  // moved or changed occurrences: UID -> the RECURRENCE-ID instants they replace
  const replaced = new Map<string, Set<number>>();
  for (const ev of events) {
    const rid = first(ev, 'RECURRENCE-ID');
    const uid = first(ev, 'UID')?.value ?? '';
    const at = rid && parseIcsTime(rid, zone);
    if (at) replaced.set(uid, (replaced.get(uid) ?? new Set()).add(at.ms));
  }
  const out: BusyInterval[] = [];
  for (const ev of events) {
    if (first(ev, 'STATUS')?.value.toUpperCase() === 'CANCELLED') continue;
    if (first(ev, 'TRANSP')?.value.toUpperCase() === 'TRANSPARENT') continue;
    const dtstart = first(ev, 'DTSTART');
    const start = dtstart && parseIcsTime(dtstart, zone);
    if (!start) continue;
    const dtend = first(ev, 'DTEND');
    const end = dtend && parseIcsTime(dtend, zone);
    const dur = first(ev, 'DURATION');
    const length = end ? end.ms - start.ms : dur ? (parseDuration(dur.value) ?? 0) : start.allDay ? DAY : 0;
    if (length <= 0) continue;
    const uid = first(ev, 'UID')?.value ?? '';
    const rrule = first(ev, 'RRULE');
    const isOverride = ev.has('RECURRENCE-ID');
    let list = rrule && !isOverride ? starts(rrule.value, start, toMs) : [start.ms];
    if (rrule && !isOverride) {
      const skip = new Set<number>(replaced.get(uid) ?? []);
      for (const ex of ev.get('EXDATE') ?? [])
        for (const v of ex.value.split(',')) {
          const t = parseIcsTime({ params: ex.params, value: v }, zone);
          if (t) skip.add(t.ms);
        }
      list = list.filter((s) => !skip.has(s));
    }
    for (const s of list) {
      if (s >= toMs || s + length <= fromMs) continue;
      out.push({ starts_at: new Date(s), ends_at: new Date(s + length), ...(isOwnUid(uid) ? { own_uid: uid } : {}) });
    }
  }
  return out;
}
