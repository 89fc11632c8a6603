import { DataSource, EntityManager } from 'typeorm';
import { sqlState } from '../database/sql-state';
import { DomainError } from '../common/domain-error';
import { preparedQuery } from '../database/prepared-query';
import { sqlInstant } from '../database/sql-instant';
import type { NotificationDraft } from '../notifications/notification-kinds';
import { outboxDraftsJson, outboxInsertFrom } from '../notifications/outbox-sql';
import { APPOINTMENT_SELECT, AppointmentRow } from './appointment.mapper';
import { unprocessable } from '../common/http-errors';
import { BOOKING_MSG } from './booking-messages';
import { NO_RECORDS_LIMIT, type RecordsQuota } from '../billing/plan-limits.service';

/** What a new appointment row holds (instants in epoch ms). */
export interface NewAppointment {
  masterId: number;
  clientId: number | null;
  organizationId: number | null;
  serviceId: number;
  clientName: string | null;
  clientPhone: string | null;
  startMs: number;
  endMs: number;
  occupiedUntilMs: number;
  price: number | null;
  comment: string | null;
  createdBy: number;
  idempotencyKey: string | null;
}

// Any conflict inserts nothing and answers no row: a repeated idempotency key (the unique index) or a
// time someone holds (the no-overlap constraint; DO NOTHING without a target covers exclusion constraints
// too). A conflicting row still being written is waited for, so a loser answers only after the winner
// committed. No error is raised, so 200 losers of one slot are 200 plain answers, not 200 failed statements.
// The client's quota ($16 per master, $17 in all) is checked by the same statement before the row goes in
// (booking_quota_check, migration 1764020000000: one client's bookings are decided one at a time, and over
// a limit the statement fails with BK001 or BK002), and so are the business's records of the month under its
// plan ($19, 0 with billing off; plan_records_check, migration 1764250000000: BL002 when the month is full). The notices ($15, outboxDraftsJson) are queued by the
// same statement, with the new row's id, and only when the row went in: the booking and its notices commit
// together in one round trip.
const INSERT_SQL = `
  WITH a AS (
    INSERT INTO appointments (master_id, client_id, organization_id, service_id, client_name, client_phone,
                              starts_at, ends_at, occupied_until, status, price, comment, created_by,
                              idempotency_key, created_at, updated_at)
    SELECT $1::int, $2::int, $3::int, $4::int, $5::varchar, $6::varchar, $7::timestamptz, $8::timestamptz,
           $9::timestamptz, 'planned', $10::numeric, $11::text, $12::int, $13::varchar, $14::timestamptz,
           $14::timestamptz
     WHERE booking_quota_check($2::int, $1::int, $14::timestamptz, $13::varchar, $16::int, $17::int)
       AND plan_records_check($3::int, $1::int, $7::timestamptz, $18::varchar, $2::int, $13::varchar, $19::int)
    ON CONFLICT DO NOTHING
    RETURNING *),
  notices AS (${outboxInsertFrom('$15', 'a', "jsonb_build_object('appointment_id', a.id)")})
  ${APPOINTMENT_SELECT('a')}`;

const BY_KEY_SQL = `${APPOINTMENT_SELECT()} WHERE a.client_id = $1 AND a.idempotency_key = $2`;

/** Live future bookings a client may hold with one master and in all (0: no limit). */
export interface BookingQuota {
  perMaster: number;
  perClient: number;
}

/** No quota: staff's manual bookings. */
export const NO_QUOTA: BookingQuota = { perMaster: 0, perClient: 0 };

/**
 * Inserts the booking and queues `notices` for it (their appointment_id is set to the new row's), in one
 * statement; null when a conflict (key or overlap) kept the row out, and then nothing is queued. A client
 * at a limit of `quota` gets 422 and nothing is written; a business whose month is full under its plan
 * (`records`) gets `records.refusal()`.
 */
export async function insertAppointment(
  db: DataSource,
  v: NewAppointment,
  notices: readonly NotificationDraft[],
  now: number,
  quota: BookingQuota,
  records: RecordsQuota = NO_RECORDS_LIMIT,
): Promise<AppointmentRow | null> {
  try {
    const [row] = await preparedQuery<AppointmentRow>(db, INSERT_SQL, [
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
    ]);
    return row ?? null;
  } catch (e) {
    if (isOverlap(e)) throw slotTaken();
    const code = sqlState(e);
    if (code === 'BK001') throw unprocessable(BOOKING_MSG.perMasterLimit(quota.perMaster));
    if (code === 'BK002') throw unprocessable(BOOKING_MSG.perClientLimit(quota.perClient));
    if (code === 'BL002') throw records.refusal();
    throw e;
  }
}

/** The booking a client made with `key`, if any. */
export async function appointmentByKey(db: DataSource, clientId: number, key: string): Promise<AppointmentRow | null> {
  const [row] = await preparedQuery<AppointmentRow>(db, BY_KEY_SQL, [clientId, key]);
  return row ?? null;
}

/** SQLSTATE 23P01: the no-overlap constraint refused the row (someone holds that time). */
export function isOverlap(error: unknown): boolean {
  return sqlState(error) === '23P01';
}

export const slotTaken = () => new DomainError('slot_taken');

/** Runs `work` in one transaction; an overlap inside it becomes 409 'Это время уже занято'. */
export async function inBookingTransaction<T>(db: DataSource, work: (m: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (e) {
    if (isOverlap(e)) throw slotTaken();
    throw e;
  }
}
