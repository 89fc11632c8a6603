import { DomainError } from '../common/domain-error';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BookingLinkKind, isLinkValue } from '../deep-links/link-grammar';
import { addDays, daysBetween } from '../time-core/calendar-date';
import { preparedQuery } from '../database/prepared-query';
import { CLOCK, Clock } from '../common/clock';
import { assertDateRange } from './date-range';
import { SlotsQueryDto } from './dto/schedule.dto';
import {
  MASTER_EXTERNAL_BUSY,
  MASTER_SLOTS_SQL,
  ORGANIZATION_EXTERNAL_BUSY,
  ORGANIZATION_MASTER_SLOTS_SQL,
  ORGANIZATION_SLOTS_SQL,
} from './public-slots.sql';
import type { MasterSlotsResponse, OrganizationSlotsResponse } from './schedules.contract';
import { holdsUntil, SlotAnswers, versionedSlotSql } from './slot-answers';
import { anyMasterDays, formatDays, MasterBundle, masterDays, paddedInstants } from './master-days';

type ServiceJson = { id: number; duration_minutes: number } | null;
type MasterRow = MasterBundle & { master_id: number; default_zone: string; service: ServiceJson };
interface OrganizationRow {
  time_zone: string;
  service: ServiceJson;
  masters: { id: number; first_name: string; last_name: string | null; master_code: string; bundle: MasterBundle }[];
}
/** A computed answer and the last instant it holds (slot-answers.ts). */
type Computed<T> = { answer: T; until: number };
/** Outside busy times by master id, read apart from the row (public-slots.sql.ts *_EXTERNAL_BUSY). */
type ExternalBusy = Record<string, [start: number, end: number][]>;
/** One read: its statement and the expression of its row's outside busy times. */
type Read = { sql: string; late: (x: string) => string };

const MASTER_READ: Read = { sql: MASTER_SLOTS_SQL, late: MASTER_EXTERNAL_BUSY };
const ORGANIZATION_MASTER_READ: Read = { sql: ORGANIZATION_MASTER_SLOTS_SQL, late: MASTER_EXTERNAL_BUSY };
const ORGANIZATION_READ: Read = { sql: ORGANIZATION_SLOTS_SQL, late: ORGANIZATION_EXTERNAL_BUSY };
// the wrapped statements, built once (preparedQuery keys its prepared statements by text)
const VERSIONED = new Map<Read, string>(
  [MASTER_READ, ORGANIZATION_MASTER_READ, ORGANIZATION_READ].map((r) => [r, versionedSlotSql(r.sql, r.late)]),
);

/** A master's bundle with their outside busy times among the blocks (they block free times as blocks do). */
function withExternalBusy<B extends MasterBundle>(b: B, id: number, external: ExternalBusy | null): B {
  const times = external?.[id];
  return times && b.schedule ? { ...b, blocks: [...b.blocks, ...times] } : b;
}

/**
 * Most master-days one "any master" read computes: a 15-day page (what the mini app asks at a time) for up
 * to 32 masters with a schedule. A larger salon's read is cut short to fewer dates (never fewer than 3, the
 * mini app's check of one chosen time); the answer's last date tells the app where to go on.
 */
export const MAX_MASTER_DAYS = 480;
const MIN_DAYS = 3;

/**
 * Free start times for the public pages: no identity, one SQL statement per request, then the slot engine
 * (src/time-core/slots.ts) with `now` from the injected clock, and instants formatted in the master's zone.
 * Answers are JSON bytes; a repeated read while nothing changed is answered from SlotAnswers (the statement
 * then returns only the data's digest).
 */
@Injectable()
export class PublicSlotsService {
  private readonly answers = new SlotAnswers();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  master(deepLink: string, q: SlotsQueryDto): Promise<Buffer> {
    return this.oneMaster('master', MASTER_READ, deepLink, q);
  }

  organizationMaster(masterCode: string, q: SlotsQueryDto): Promise<Buffer> {
    return this.oneMaster('organization_master', ORGANIZATION_MASTER_READ, masterCode, q);
  }

  async organization(deepLink: string, q: SlotsQueryDto): Promise<Buffer> {
    assertDateRange(q.from, q.to);
    if (!isLinkValue('organization', deepLink)) throw new DomainError('organization_not_found');
    const body = await this.read('organization', ORGANIZATION_READ, deepLink, q, (row: OrganizationRow, ext, now) =>
      organizationAnswer(
        { ...row, masters: row.masters.map((m) => ({ ...m, bundle: withExternalBusy(m.bundle, m.id, ext) })) },
        q,
        now,
      ),
    );
    if (!body) throw new DomainError('organization_not_found');
    return body;
  }

  private async oneMaster(kind: BookingLinkKind, r: Read, link: string, q: SlotsQueryDto): Promise<Buffer> {
    assertDateRange(q.from, q.to);
    // a malformed link can name no master
    if (!isLinkValue(kind, link)) throw new DomainError('master_not_found');
    const body = await this.read(kind, r, link, q, (row: MasterRow, ext, now) =>
      masterAnswer(withExternalBusy(row, row.master_id, ext), q, now),
    );
    if (!body) throw new DomainError('master_not_found');
    return body;
  }

  /**
   * The answer to one read as JSON bytes (null: the read found nothing): the kept one when it still holds and
   * the database says its data is unchanged, else computed by `compute` from the statement's row and kept.
   */
  private async read<R, T>(
    kind: string,
    r: Read,
    link: string,
    q: SlotsQueryDto,
    compute: (row: R, external: ExternalBusy | null, now: number) => Computed<T>,
  ): Promise<Buffer | null> {
    const now = this.clock.now();
    const key = `${kind} ${link} ${q.service_id} ${q.from} ${q.to}`;
    const kept = this.answers.holding(key, now);
    const { lo, hi } = paddedInstants(q.from, q.to);
    const [found] = await preparedQuery<{ digest: string; row: R | null; late: ExternalBusy | null }>(
      this.db,
      VERSIONED.get(r)!,
      [link, q.service_id, q.from, q.to, lo, hi, kept?.digest ?? ''],
    );
    if (!found) return null;
    if (found.row === null && kept) return kept.body;
    const { answer, until } = compute(found.row as R, found.late, now);
    const body = Buffer.from(JSON.stringify(answer));
    this.answers.keep(key, { digest: found.digest, body, from: now, until });
    return body;
  }
}

function masterAnswer(row: MasterRow, q: SlotsQueryDto, now: number): Computed<MasterSlotsResponse> {
  if (!row.service) throw new DomainError('service_not_found');
  const zone = row.schedule?.time_zone ?? row.default_zone;
  const days = masterDays(row, row.service.duration_minutes, q.from, q.to, now);
  const first = days.find((d) => d.slots.length > 0)?.slots[0];
  const notice = row.schedule?.min_notice_minutes ?? 0;
  return {
    answer: {
      master_id: row.master_id,
      time_zone: zone,
      configured: row.schedule !== null,
      service: row.service,
      days: formatDays(days, zone),
    },
    until: holdsUntil(now, first === undefined ? [] : [{ startMs: first, noticeMinutes: notice }]),
  };
}

function organizationAnswer(row: OrganizationRow, q: SlotsQueryDto, now: number): Computed<OrganizationSlotsResponse> {
  if (!row.service) throw new DomainError('service_not_found');
  const scheduled = row.masters.filter((m) => m.bundle.schedule).length;
  const days = Math.max(MIN_DAYS, Math.floor(MAX_MASTER_DAYS / Math.max(1, scheduled)));
  const to = daysBetween(q.from, q.to) + 1 > days ? addDays(q.from, days - 1) : q.to;
  const answer: OrganizationSlotsResponse = {
    time_zone: row.time_zone,
    service: row.service,
    masters: row.masters.map((m) => ({
      id: m.id,
      first_name: m.first_name,
      last_name: m.last_name,
      master_code: m.master_code,
    })),
    days: anyMasterDays(
      row.masters.map((m) => ({ id: m.id, bundle: m.bundle })),
      row.time_zone,
      row.service.duration_minutes,
      q.from,
      to,
      now,
    ),
  };
  return { answer, until: holdsUntil(now, firstSlots(row, answer)) };
}

/** Each master's first start in an "any master" answer, with their notice. */
function firstSlots(row: OrganizationRow, answer: OrganizationSlotsResponse) {
  const notice = new Map(row.masters.map((m) => [m.id, m.bundle.schedule?.min_notice_minutes ?? 0]));
  const firsts: { startMs: number; noticeMinutes: number }[] = [];
  for (const day of answer.days) {
    for (const slot of day.slots) {
      for (const id of slot.master_ids) {
        if (!notice.has(id)) continue;
        firsts.push({ startMs: Date.parse(slot.starts_at), noticeMinutes: notice.get(id)! });
        notice.delete(id);
      }
      if (notice.size === 0) return firsts;
    }
  }
  return firsts;
}
