import type { EntityManager } from 'typeorm';
import { sqlInstant } from '../database/sql-instant';
import type { NotificationDraft } from '../notifications/notification-kinds';
import { APPOINTMENT_SELECT, type AppointmentRow } from './appointment.mapper';
import { bookingDrafts, clientOf } from './booking-notices';

/** Seats that still hold a place (a visit already marked completed or no-show stays as it is). */
const CANCEL_SEATS_SQL = `
  WITH a AS (
    UPDATE appointments SET status = 'cancelled', cancelled_by = $2, cancel_reason = $3, cancelled_at = $4,
                            updated_at = $4
     WHERE session_id = $1 AND status IN ('planned', 'confirmed', 'awaiting_payment') RETURNING *)
  ${APPOINTMENT_SELECT('a')}`;

/**
 * Cancels every live seat of a group session for the business (`by`), inside the session's cancellation
 * (`m`): each seat's paid deposit becomes refund_due (the deposits trigger: a business's cancellation), and
 * each attendee is told in the chat. Answers the notices to queue with the change.
 */
export async function cancelSessionSeats(
  m: EntityManager,
  sessionId: number,
  by: 'master' | 'organization',
  reason: string | null,
  now: number,
): Promise<NotificationDraft<'appointment_cancelled'>[]> {
  const rows: AppointmentRow[] = await m.query(CANCEL_SEATS_SQL, [sessionId, by, reason, sqlInstant(now)]);
  // the actor (0: nobody) is never one of the attendees, so each client is told
  return rows.flatMap((row) =>
    bookingDrafts('appointment_cancelled', row, clientOf(row), 0, { cancelled_by: by, reason }),
  );
}
