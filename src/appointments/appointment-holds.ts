/**
 * The status moves of a booking held for its deposit, which deposits/ asks for: appointments/ is the one
 * writer of `appointments`. Each is the one statement deposits used to write itself, run on the caller's
 * connection or transaction (`m`), so a request makes the same round trips as before.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { recordsCheckSql } from '../billing/plan-records.sql';
import { DomainError } from '../common/domain-error';
import { sqlInstant } from '../database/sql-instant';
import type { AppointmentRow } from './appointment.mapper';
import { appointmentById } from './appointment-store';
import type { BookingDeposits } from './booking-deposit.port';

type Db = DataSource | EntityManager;

/** Holds of master $1 whose time is up ($2 now) stop holding; a booking being paid ($3) is left for its payer. */
const EXPIRE_HOLDS_OF_MASTER_SQL = `
  UPDATE appointments SET status = 'expired', hold_until = NULL, updated_at = $2
   WHERE master_id = $1 AND status = 'awaiting_payment' AND hold_until <= $2 AND id <> $3`;

/** Every hold whose time is up (the deposits job), a batch at a time. */
const EXPIRE_DUE_HOLDS_SQL = `
  WITH u AS (
    UPDATE appointments SET status = 'expired', hold_until = NULL, updated_at = $1
     WHERE id IN (SELECT id FROM appointments WHERE status = 'awaiting_payment' AND hold_until <= $1
                   ORDER BY hold_until LIMIT $2 FOR UPDATE SKIP LOCKED)
    RETURNING id)
  SELECT count(*)::int AS n FROM u`;

const END_HOLD_SQL = `UPDATE appointments SET status = 'expired', hold_until = NULL WHERE id = $1`;

/**
 * A lapsed hold taken again, or paid, makes a record of its month again: the month is held to the business's
 * plan ($z zone, $l limit of RecordsQuota) as a booking is (BL002 when full; no new record while it still holds).
 */
const recordsOfMonth = (zone: string, limit: string) =>
  recordsCheckSql({
    organization: 'organization_id',
    master: 'master_id',
    start: 'starts_at',
    zone,
    limit,
    moved: 'id',
  });

/** $1 booking, $2 now, $3 the new hold, $4 and $5 the records quota: the hold taken again (the no-overlap
 *  constraint decides who was first). */
const RETAKE_HOLD_SQL = `
  UPDATE appointments SET status = 'awaiting_payment', hold_until = $3, updated_at = $2
   WHERE id = $1 AND status IN ('awaiting_payment', 'expired') AND ${recordsOfMonth('$4', '$5')}`;

/** $1 booking, $2 now, $3 and $4 the records quota: paid, the booking is planned (its reminders follow from
 *  the status). */
const MAKE_PLANNED_SQL = `
  UPDATE appointments SET status = 'planned', hold_until = NULL, updated_at = $2
   WHERE id = $1 AND ${recordsOfMonth('$3', '$4')}`;

const MAKE_CONFLICT_SQL = `
  UPDATE appointments SET status = 'payment_conflict', hold_until = NULL, updated_at = $2 WHERE id = $1`;

/** The month's records quota a status move is held to (RecordsQuota's zone and limit). */
export interface MonthQuota {
  zone: string;
  limit: number;
}

/** The master's holds whose time is up give it back (`exceptId`: the booking being paid, left for its payer). */
export async function expireHoldsOfMaster(m: Db, masterId: number, nowMs: number, exceptId = 0): Promise<void> {
  await m.query(EXPIRE_HOLDS_OF_MASTER_SQL, [masterId, sqlInstant(nowMs), exceptId]);
}

/** A batch of holds whose time is up, claimed FOR UPDATE SKIP LOCKED: how many expired. */
export async function expireDueHolds(m: Db, nowMs: number, batchSize: number): Promise<number> {
  const [r] = await m.query<{ n: number }[]>(EXPIRE_DUE_HOLDS_SQL, [sqlInstant(nowMs), batchSize]);
  return r.n;
}

/** A fresh hold that cannot be paid (no invoice) ends at once. */
export async function endHold(m: Db, id: number): Promise<void> {
  await m.query(END_HOLD_SQL, [id]);
}

/**
 * The answer of a booking that asked for a deposit, read again (the insert's own answer cannot see the
 * deposit row its statement wrote): a fresh hold first gets its invoice link from deposits/; when Telegram
 * will not make one, the hold ends and the booking is refused (503).
 */
export async function depositAnswer(
  m: DataSource,
  deposits: BookingDeposits,
  inserted: AppointmentRow,
): Promise<AppointmentRow> {
  const row = (await appointmentById(m, inserted.id)) ?? inserted;
  if (row.status !== 'awaiting_payment') return row;
  if (!(await deposits.attachInvoice(row))) {
    await endHold(m, row.id);
    throw new DomainError('deposit_invoice_failed');
  }
  return (await appointmentById(m, row.id)) ?? row;
}

/** The hold taken again until `untilMs` (a unique violation of the no-overlap constraint when taken). */
export async function retakeHold(m: Db, id: number, nowMs: number, untilMs: number, q: MonthQuota): Promise<void> {
  await m.query(RETAKE_HOLD_SQL, [id, sqlInstant(nowMs), sqlInstant(untilMs), q.zone, q.limit]);
}

/** Paid: the booking is planned (BL002 when its month is full, an overlap when its time was taken). */
export async function planPaidBooking(m: Db, id: number, nowMs: number, q: MonthQuota): Promise<void> {
  await m.query(MAKE_PLANNED_SQL, [id, sqlInstant(nowMs), q.zone, q.limit]);
}

/** Paid, but its time was taken: the client picks another time, the deposit moves there. */
export async function markPaymentConflict(m: Db, id: number, nowMs: number): Promise<void> {
  await m.query(MAKE_CONFLICT_SQL, [id, sqlInstant(nowMs)]);
}
