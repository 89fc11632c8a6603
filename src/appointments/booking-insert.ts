import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { sqlState } from '../database/sql-state';
import { DomainError } from '../common/domain-error';
import { preparedQuery } from '../database/prepared-query';
import { sqlInstant } from '../database/sql-instant';
import type { NotificationDraft } from '../notifications/notification-kinds';
import { outboxDraftsJson } from '../notifications/outbox-sql';
import { NO_RECORDS_LIMIT, type RecordsQuota } from '../billing/plan-limits.service';
import type { AppointmentRow } from './appointment.mapper';
import { isOverlap, slotTaken, type BookingQuota, type NewAppointment } from './appointment-store';
import { BOOKING_DEPOSITS, type BookingDeposits } from './booking-deposit.port';
import { bookingInsertSql } from './booking.sql';

/**
 * The one statement that writes a booking: the row, its notices, and its deposit's part (from deposits/,
 * BOOKING_DEPOSITS), composed once; a booking with no deposit to hold or carry sends it without that part.
 */
@Injectable()
export class BookingInserts {
  private readonly sql: string;
  private readonly plainSql = bookingInsertSql(null);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(BOOKING_DEPOSITS) deposits: BookingDeposits,
  ) {
    this.sql = bookingInsertSql(deposits.insertSql);
  }

  /**
   * Inserts the booking and queues `notices` for it (their appointment_id is set to the new row's), in one
   * statement; null when a conflict (key or overlap) kept the row out, and then nothing is queued. A client
   * at a limit of `quota` gets 422 and nothing is written; a business whose month is full under its plan
   * (`records`) gets `records.refusal()`. With `m` (a series of bookings written together) it runs inside
   * that transaction: the same statement, so the same quota, plan and no-overlap rules and reminders.
   */
  async insert(
    v: NewAppointment,
    notices: readonly NotificationDraft[],
    now: number,
    quota: BookingQuota,
    records: RecordsQuota = NO_RECORDS_LIMIT,
    m?: EntityManager,
  ): Promise<AppointmentRow | null> {
    const full = insertParams(v, notices, now, quota, records);
    const deposit = v.hold !== undefined || (v.movesDepositOf ?? null) !== null;
    // without a deposit: $1..$21, then the session ($26 of the full statement) as $22
    const [sql, params] = deposit ? [this.sql, full] : [this.plainSql, [...full.slice(0, 21), full[25]]];
    try {
      const [row]: AppointmentRow[] = m
        ? await m.query(sql, params)
        : await preparedQuery<AppointmentRow>(this.db, sql, params);
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
