import { anyMasterDays, type MasterBundle, masterDays } from '../schedules/master-days';
import { dayNumber } from '../time-core/calendar-date';
import { formatInstant, zoneClock, zonedDate } from '../time-core/zone';
import type { SearchRun } from './search-connection';
import { type FreeOnDay, freeOnStatement } from './search-free-on.sql';

/** A service's length when it has none, as the booking pages count it. */
const DEFAULT_DURATION_MINUTES = 60;

export interface FreeOnRow {
  kind: 'master' | 'organization';
  duration_minutes: number | null;
  /** The organization's zone (null for a master: their schedule's zone counts). */
  time_zone: string | null;
  /**
   * The master, or the organization's masters with a schedule; `service_ids` are the services such a
   * master performs (null or absent: all of them).
   */
  masters: { id: number; service_ids?: number[] | null; bundle: MasterBundle }[] | null;
  /** A group service's sessions with a seat left around the day (epoch ms); null for a one-client service. */
  sessions?: number[] | null;
}

/**
 * The first free start of `date` for a hit, by the booking pages' own slot engine and rules (the master's
 * zone for a master, the organization's for "any master" of an organization), or null when none.
 */
export function firstFreeStart(row: FreeOnRow & { id: number }, date: string, now: number): string | null {
  const duration = row.duration_minutes ?? DEFAULT_DURATION_MINUTES;
  // a provider's data are read once for all its rows: the masters who perform this row's service
  const masters = (row.masters ?? []).filter((m) => m.service_ids == null || m.service_ids.includes(row.id));
  if (row.sessions != null) {
    // a group service is free that day when one of its sessions that day has a seat left
    const zone = row.time_zone ?? masters[0]?.bundle.schedule?.time_zone ?? 'Europe/Moscow';
    const first = row.sessions.find((ms) => ms > now && zonedDate(ms, zone) === date);
    return first === undefined ? null : formatInstant(first, zone);
  }
  if (row.kind === 'master') {
    const schedule = masters[0]?.bundle.schedule;
    if (!schedule) return null;
    const first = masterDays(masters[0].bundle, duration, date, date, now)[0]?.slots[0];
    return first === undefined ? null : formatInstant(first, schedule.time_zone);
  }
  if (!row.time_zone) return null;
  return anyMasterDays(masters, row.time_zone, duration, date, date, now)[0]?.slots[0]?.starts_at ?? null;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * The last instant (ms) at which `row`'s firstFreeStart for `date`, computed at `now` as `first`, still holds
 * as time passes (Infinity: for ever, as far as time goes). Time only removes starts (the slot engine offers a
 * start s while s >= now + notice; a group session while it is later than now), except at a master's midnight
 * while the master's horizon falls before the dates computed (date and a day around it for a master in another
 * zone than the organization's): then the next day may bring starts. So the answer holds until its first start
 * stops being offered by the master with the longest notice (the one to drop it first), and, for a master whose
 * horizon cuts those dates, until just before their next midnight. No start and no horizon in the way: no start
 * ever.
 */
export function freeOnHoldsUntil(row: FreeOnRow & { id: number }, date: string, now: number, first: string | null) {
  if (row.sessions != null) return first === null ? Infinity : Date.parse(first) - 1;
  const all = (row.masters ?? []).filter((m) => m.service_ids == null || m.service_ids.includes(row.id));
  const masters = (row.kind === 'master' ? all.slice(0, 1) : all).flatMap((m) =>
    m.bundle.schedule ? [m.bundle.schedule] : [],
  );
  let until = Infinity;
  if (first !== null) {
    const notice = Math.max(0, ...masters.map((s) => s.min_notice_minutes));
    until = Date.parse(first) - notice * MINUTE;
  }
  for (const s of masters) {
    const clock = zoneClock(s.time_zone);
    const today = clock.dayAt(now);
    if (today + s.horizon_days < dayNumber(date) + 1)
      until = Math.min(until, clock.wallToInstant((today + 1) * DAY) - 1);
  }
  return until;
}

/** What a free_on answer's slot engine read: the providers and the services (their group sessions). */
export interface FreeOnExamined {
  masters: number[];
  organizations: number[];
  services: number[];
}

type Masters = FreeOnRow['masters'];
type Hit = { id: number; kind: 'master' | 'organization'; provider_id: number };

/**
 * free_on's working-time data of one request, read as the slot engine reaches the hits (freeOnStatement):
 * each provider's once, and each hit's group sessions.
 */
export class FreeOnData {
  private readonly masters = new Map<string, Masters>();
  private readonly sessions = new Map<number, number[] | null>();

  constructor(
    private readonly run: SearchRun,
    private readonly day: FreeOnDay,
  ) {}

  has(hit: Hit): boolean {
    return this.sessions.has(hit.id) && this.masters.has(`${hit.kind}:${hit.provider_id}`);
  }

  /** Reads what `hits` need and is not read yet. */
  async load(hits: Hit[]): Promise<void> {
    const providers = new Map<string, { kind: string; id: number }>();
    for (const h of hits) {
      const key = `${h.kind}:${h.provider_id}`;
      if (!this.masters.has(key)) providers.set(key, { kind: h.kind, id: h.provider_id });
    }
    const services = [...new Set(hits.map((h) => h.id).filter((id) => !this.sessions.has(id)))];
    const { text, values } = freeOnStatement(this.day, [...providers.values()], services);
    const rows = await this.run<{
      what: string;
      kind: string;
      id: number;
      masters: Masters;
      sessions: number[] | null;
    }>(text, values);
    for (const r of rows) {
      if (r.what === 'provider') this.masters.set(`${r.kind}:${r.id}`, r.masters);
      else this.sessions.set(r.id, r.sessions);
    }
  }

  /** The providers and services read so far. */
  examined(): FreeOnExamined {
    const of = (kind: string) =>
      [...this.masters.keys()].filter((k) => k.startsWith(`${kind}:`)).map((k) => Number(k.slice(kind.length + 1)));
    return { masters: of('master'), organizations: of('organization'), services: [...this.sessions.keys()] };
  }

  /** The hit with its data, as firstFreeStart reads it. */
  of<T extends Hit & Omit<FreeOnRow, 'masters' | 'sessions'>>(hit: T): T & FreeOnRow {
    return {
      ...hit,
      masters: this.masters.get(`${hit.kind}:${hit.provider_id}`) ?? null,
      sessions: this.sessions.get(hit.id) ?? null,
    };
  }
}
