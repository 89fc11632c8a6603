import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { sqlState } from '../database/sql-state';
import { DomainError } from '../common/domain-error';
import { preparedQuery } from '../database/prepared-query';
import { sqlInstant } from '../database/sql-instant';
import type { NotificationDraft } from '../notifications/notification-kinds';
import { outboxDraftsJson, outboxInsertFrom } from '../notifications/outbox-sql';
import { NO_RECORDS_LIMIT, type RecordsQuota } from '../billing/plan-limits.service';
import { recordsCheckSql } from '../billing/plan-records.sql';
import { APPOINTMENT_SELECT, type AppointmentRow } from './appointment.mapper';
import { isOverlap, slotTaken, type BookingQuota, type NewAppointment } from './appointment-store';
import { BOOKING_DEPOSITS, type BookingDeposits, type DepositInsertSql } from './booking-deposit.port';

// $20 the status ('planned', or 'awaiting_payment' with $21 hold_until); deposits/ writes the deposit's part
// (DepositInsertSql: $22 its roubles, $23 its notices, held in the outbox until paid, $24 the Pay button,
// $25 a payment_conflict booking whose deposit moves here).
const IS_CARRIED = `EXISTS (SELECT 1 FROM carried)`;
// nobody hears of an unpaid hold: its notices ($23) are held in the outbox until it is paid
const HEARD = `(SELECT a.id FROM a WHERE a.status <> 'awaiting_payment') a`;

// Any conflict inserts nothing and answers no row: a repeated idempotency key (the unique index), a second
// seat of one client in one group session (appointments_one_seat), or a time someone holds (the no-overlap constraint; DO NOTHING without a target covers exclusion constraints
// too). A conflicting row still being written is waited for, so a loser answers only after the winner
// committed. No error is raised, so 200 losers of one slot are 200 plain answers, not 200 failed statements.
// The client's quota ($16 per master, $17 in all) is checked by the same statement before the row goes in
// (booking_quota_check, migration 1764020000000: one client's bookings are decided one at a time, and over
// a limit the statement fails with BK001 or BK002), and so are the business's records of the month under its
// plan ($19, 0 with billing off; recordsCheckSql: BL002 when the month is full). The notices ($15, outboxDraftsJson) are queued by the
// same statement, with the new row's id, and only when the row went in: the booking and its notices commit
// together in one round trip.
const insertSql = (deposit: DepositInsertSql) => `
  WITH carried AS (${deposit.carried}),
  a AS (
    INSERT INTO appointments (master_id, client_id, organization_id, service_id, client_name, client_phone,
                              starts_at, ends_at, occupied_until, status, price, comment, created_by,
                              idempotency_key, created_at, updated_at, hold_until, session_id)
    SELECT $1::int, $2::int, $3::int, $4::int, $5::varchar, $6::varchar, $7::timestamptz, $8::timestamptz,
           $9::timestamptz, CASE WHEN ${IS_CARRIED} THEN 'planned' ELSE $20::varchar END, $10::numeric,
           $11::text, $12::int, $13::varchar, $14::timestamptz, $14::timestamptz,
           CASE WHEN ${IS_CARRIED} THEN NULL ELSE $21::timestamptz END, $26::int
     WHERE booking_quota_check($2::int, $1::int, $14::timestamptz, $13::varchar, $16::int, $17::int)
       AND ${recordsCheckSql({ organization: '$3', master: '$1', start: '$7', zone: '$18', limit: '$19', client: '$2', key: '$13' })}
    ON CONFLICT DO NOTHING
    RETURNING *),
  notices AS (${outboxInsertFrom('$15', HEARD, "jsonb_build_object('appointment_id', a.id)")}),
  held AS (${deposit.hold}),
  held_notices AS (${deposit.heldNotices}),
  moved AS (${deposit.move})
  ${APPOINTMENT_SELECT('a')}`;

/**
 * The one statement that writes a booking: the row, its notices, and its deposit's part (from deposits/,
 * BOOKING_DEPOSITS), composed once.
 */
@Injectable()
export class BookingInserts {
  private readonly sql: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(BOOKING_DEPOSITS) deposits: BookingDeposits,
  ) {
    this.sql = insertSql(deposits.insertSql);
  }

  /**
   * Inserts the booking and queues `notices` for it (their appointment_id is set to the new row's), in one
   * statement; null when a conflict (key or overlap) kept the row out, and then nothing is queued. A client
   * at a limit of `quota` gets 422 and nothing is written; a business whose month is full under its plan
   * (`records`) gets `records.refusal()`.
   */
  async insert(
    v: NewAppointment,
    notices: readonly NotificationDraft[],
    now: number,
    quota: BookingQuota,
    records: RecordsQuota = NO_RECORDS_LIMIT,
  ): Promise<AppointmentRow | null> {
    try {
      const [row] = await preparedQuery<AppointmentRow>(
        this.db,
        this.sql,
        insertParams(v, notices, now, quota, records),
      );
      return row ?? null;
    } catch (e) {
      throw insertRefusal(e, quota, records);
    }
  }

  /**
   * insert inside a transaction (`m`, a series of bookings written together): the same statement, so the
   * same quota, plan and no-overlap rules and the same reminders; null when a conflict kept it out.
   */
  async insertIn(
    m: EntityManager,
    v: NewAppointment,
    notices: readonly NotificationDraft[],
    now: number,
    quota: BookingQuota,
    records: RecordsQuota = NO_RECORDS_LIMIT,
  ): Promise<AppointmentRow | null> {
    try {
      const [row]: AppointmentRow[] = await m.query(this.sql, insertParams(v, notices, now, quota, records));
      return row ?? null;
    } catch (e) {
      throw insertRefusal(e, quota, records);
    }
  }
}

function insertParams(
  v: NewAppointment,
  notices: readonly NotificationDraft[],
  now: number,
  quota: BookingQuota,
  records: RecordsQuota,
): unknown[] {
  return [
    v.masterId,
    v.clientId,
    v.organizationId,
    v.serviceId,
    v.clientName,
    v.clientPhone,
    sqlInstant(v.startMs),
    sqlInstant(v.endMs),
    sqlInstant(v.occupiedUntilMs),
    v.price,
    v.comment,
    v.createdBy,
    v.idempotencyKey,
    sqlInstant(now),
    outboxDraftsJson(notices),
    quota.perMaster,
    quota.perClient,
    records.zone,
    records.limit,
    v.hold ? 'awaiting_payment' : 'planned',
    v.hold ? sqlInstant(v.hold.untilMs) : null,
    v.hold?.amount ?? null,
    outboxDraftsJson(v.hold?.notices ?? []),
    v.hold ? sqlInstant(v.hold.promptDueMs) : null,
    v.movesDepositOf ?? null,
    v.sessionId ?? null,
  ];
}

/** What a failed insert answers: the time is taken (409), a client's limit (422), the plan's month. */
function insertRefusal(e: unknown, quota: BookingQuota, records: RecordsQuota): unknown {
  if (isOverlap(e)) return slotTaken();
  const code = sqlState(e);
  if (code === 'BK001') return new DomainError('per_master_limit', { limit: quota.perMaster });
  if (code === 'BK002') return new DomainError('per_client_limit', { limit: quota.perClient });
  if (code === 'BL002') return records.refusal();
  // the seat counter of a group session (migration 1764400000000): full, or no longer scheduled
  if (code === 'GS001') return new DomainError('session_full');
  if (code === 'GS002') return new DomainError('session_cancelled');
  return e;
}
