import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { normalizePhone } from '../common/validators/phone';
import type { PlanLimitsService } from '../billing/plan-limits.service';
import type { User } from '../users/entities/user.entity';
import type { AppointmentRow } from './appointment.mapper';
import { depositAnswer, expireHoldsOfMaster } from './appointment-holds';
import { appointmentByKey, type BookingQuota, type NewAppointment } from './appointment-store';
import type { BookingContexts } from './booking-context';
import type { BookingDeposits } from './booking-deposit.port';
import type { BookingInserts } from './booking-insert';
import type { SeatSessions } from './seat-session.port';
import { clientConfirmation } from './booking-notices';
import { bookingPreview } from './booking-preview';

/** What a seat needs from BookingService: its readers and rules, passed in (no second copy of them). */
export interface SeatDeps {
  db: DataSource;
  contexts: BookingContexts;
  plans: PlanLimitsService;
  inserts: BookingInserts;
  deposits: BookingDeposits;
  sessions: SeatSessions;
  quota: BookingQuota;
}

const HELD_SEAT_SQL = `
  SELECT 1 FROM appointments WHERE session_id = $1 AND client_id = $2
     AND status NOT IN ('cancelled', 'expired', 'payment_conflict')`;

const fullName = (u: Pick<User, 'firstName' | 'lastName'>) => [u.firstName, u.lastName].filter(Boolean).join(' ');

/**
 * A client takes a seat of a group session (POST /appointments { session_id }): an ordinary booking with the
 * session's master, service and times, so it gets its own reminders, cutoff, review request, deposit and
 * plan record. The database decides every race: the seat counter refuses the seat past the capacity
 * (session_full), the partial unique index a second seat of one client (session_seat_held). The master is
 * not told of each seat: the summary round (src/sessions/session-notices.ts) tells them at most every 15 min.
 */
export async function bookSeat(
  d: SeatDeps,
  user: User,
  sessionId: number,
  key: string | null,
  comment: string | null,
  now: number,
): Promise<AppointmentRow> {
  const first = key ? await appointmentByKey(d.db, user.id, key) : null;
  if (first) return sameSeat(first, sessionId);
  const session = await d.sessions.sessionOf(sessionId);
  if (!session) throw new DomainError('session_not_found');
  if (session.status !== 'scheduled') throw new DomainError('session_cancelled');
  if (session.starts_ms <= now) throw new DomainError('session_started');
  if (session.seats_taken >= session.capacity) throw new DomainError('session_full');
  if (d.deposits.enabled) await expireHoldsOfMaster(d.db, session.master_id, now);
  const ctx = await d.contexts.load(session.master_id, session.service_id, session.starts_ms, user.id);
  if (!ctx || !ctx.service) throw new DomainError('service_not_found');
  if (ctx.master_id === user.id) throw new DomainError('self_booking');
  const phone = user.phone ? (normalizePhone(user.phone) ?? user.phone) : null;
  if (!phone) throw new DomainError('phone_required');

  const values: NewAppointment = {
    masterId: session.master_id,
    clientId: user.id,
    organizationId: session.organization_id,
    serviceId: session.service_id,
    clientName: fullName(user),
    clientPhone: phone,
    startMs: session.starts_ms,
    endMs: session.ends_ms,
    occupiedUntilMs: session.occupied_ms,
    price: ctx.service.price,
    comment,
    createdBy: user.id,
    idempotencyKey: key,
    sessionId,
  };
  const business = { organizationId: session.organization_id, masterId: session.master_id };
  const records = await d.plans.recordsQuota(business, true);
  const deposit = await d.deposits.forBooking(user.id, ctx.service, now);
  const notices = clientConfirmation(bookingPreview(ctx, values, user, now)).map((n) => ({
    ...n,
    payload: { ...n.payload, session_id: sessionId },
  }));
  // a seat waiting for its deposit holds it (the counter counts it); its confirmation waits with the deposit
  const hold = deposit ? { hold: { ...deposit.hold, notices } } : {};
  const row = await d.inserts.insert({ ...values, ...hold }, notices, now, d.quota, records);
  if (row) {
    await d.plans.afterBooked(business, session.starts_ms, records);
    return deposit ? depositAnswer(d.db, d.deposits, row) : row;
  }
  // nothing inserted: a twin request with this key won, or this client already holds a seat
  const winner = key ? await appointmentByKey(d.db, user.id, key) : null;
  if (winner) return sameSeat(winner, sessionId);
  const held: unknown[] = await d.db.query(HELD_SEAT_SQL, [sessionId, user.id]);
  if (held.length > 0) throw new DomainError('session_seat_held');
  throw new DomainError('session_full');
}

/** A key answers only a repeat of the same request: the same session. */
function sameSeat(first: AppointmentRow, sessionId: number): AppointmentRow {
  if (first.session_id !== sessionId) throw new DomainError('idempotency_key_reused');
  return first;
}
