import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { preparedQuery } from '../database/prepared-query';
import { sqlInstant } from '../database/sql-instant';
import type { NotificationDraft } from '../notifications/notification-kinds';
import { outboxDraftsJson, outboxInsertFrom } from '../notifications/outbox-sql';
import { APPOINTMENT_SELECT, AppointmentRow } from './appointment.mapper';

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
// The notices ($15, outboxDraftsJson) are queued by the same statement, with the new row's id, and only
// when the row went in: the booking and its notices commit together in one round trip.
const INSERT_SQL = `
  WITH a AS (
    INSERT INTO appointments (master_id, client_id, organization_id, service_id, client_name, client_phone,
                              starts_at, ends_at, occupied_until, status, price, comment, created_by,
                              idempotency_key, created_at, updated_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz, $8::timestamptz, $9::timestamptz, 'planned', $10, $11, $12,
            $13, $14::timestamptz, $14::timestamptz)
    ON CONFLICT DO NOTHING
    RETURNING *),
  notices AS (${outboxInsertFrom('$15', 'a', "jsonb_build_object('appointment_id', a.id)")})
  ${APPOINTMENT_SELECT('a')}`;

const BY_ID_SQL = `${APPOINTMENT_SELECT()} WHERE a.id = $1`;
const BY_KEY_SQL = `${APPOINTMENT_SELECT()} WHERE a.client_id = $1 AND a.idempotency_key = $2`;

/**
 * Inserts the booking and queues `notices` for it (their appointment_id is set to the new row's), in one
 * statement; null when a conflict (key or overlap) kept the row out, and then nothing is queued.
 */
export async function insertAppointment(
  db: DataSource,
  v: NewAppointment,
  notices: readonly NotificationDraft[],
  now: number,
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
    ]);
    return row ?? null;
  } catch (e) {
    if (isOverlap(e)) throw slotTaken();
    throw e;
  }
}

export async function appointmentById(db: DataSource | EntityManager, id: number): Promise<AppointmentRow | null> {
  const rows: AppointmentRow[] =
    db instanceof DataSource ? await preparedQuery(db, BY_ID_SQL, [id]) : await db.query(BY_ID_SQL, [id]);
  return rows[0] ?? null;
}

/** The booking a client made with `key`, if any. */
export async function appointmentByKey(db: DataSource, clientId: number, key: string): Promise<AppointmentRow | null> {
  const [row] = await preparedQuery<AppointmentRow>(db, BY_KEY_SQL, [clientId, key]);
  return row ?? null;
}

/** SQLSTATE 23P01: the no-overlap constraint refused the row (someone holds that time). */
export function isOverlap(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const e = error as QueryFailedError & { code?: string; driverError?: { code?: string } };
  return (e.code ?? e.driverError?.code) === '23P01';
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
