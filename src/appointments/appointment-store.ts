import { DataSource, EntityManager } from 'typeorm';
import { sqlState } from '../database/sql-state';
import { DomainError } from '../common/domain-error';
import { preparedQuery } from '../database/prepared-query';
import { APPOINTMENT_SELECT, AppointmentRow } from './appointment.mapper';
import type { DepositHold } from './booking-deposit.port';

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
  /** A booking that waits for its deposit (src/deposits): it holds the time until then, unpaid. */
  hold?: DepositHold;
  /** A client's paid deposit whose time was taken (payment_conflict) moves to this booking. */
  movesDepositOf?: number;
  /** A seat of this group session (its times are the session's; the database counts the seats). */
  sessionId?: number;
}

const BY_ID_SQL = `${APPOINTMENT_SELECT()} WHERE a.id = $1`;

const BY_KEY_SQL = `${APPOINTMENT_SELECT()} WHERE a.client_id = $1 AND a.idempotency_key = $2`;

/** Live future bookings a client may hold with one master and in all (0: no limit). */
export interface BookingQuota {
  perMaster: number;
  perClient: number;
}

/** No quota: staff's manual bookings. */
export const NO_QUOTA: BookingQuota = { perMaster: 0, perClient: 0 };

/** One booking as its answer reads it, if it exists. */
export async function appointmentById(db: DataSource, id: number): Promise<AppointmentRow | null> {
  const [row] = await preparedQuery<AppointmentRow>(db, BY_ID_SQL, [id]);
  return row ?? null;
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
