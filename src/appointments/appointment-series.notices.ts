import type { NotificationDraft, SeriesNotice } from '../notifications/notification-kinds';
import type { AppointmentRow } from './appointment.mapper';
import type { BookingContext } from './booking-context';
import { type Addressee, bookingDrafts, clientConfirmation, masterOf } from './booking-notices';
import { formatInstant } from '../time-core/zone';

/** The series a notice names: its id, every how many weeks, and the starts of `rows`. */
export function seriesNotice(rows: AppointmentRow[], s: Omit<SeriesNotice, 'starts'>): SeriesNotice {
  return { ...s, starts: rows.map((r) => formatInstant(r.starts_ms, r.time_zone)) };
}

/**
 * The notices of a new series: ONE message per person naming every visit (twelve messages for one tap would
 * be noise), about its first booking; each visit still gets its own reminders, being a booking. The master's
 * side hears of it as of a single booking (the actor never does); the client who booked gets their confirmation.
 */
export function seriesBookedDrafts(
  rows: AppointmentRow[],
  s: Omit<SeriesNotice, 'starts'>,
  ctx: BookingContext,
  actorId: number,
): NotificationDraft[] {
  const first = rows[0];
  const series = seriesNotice(rows, s);
  const staff = ctx.staff.map((r): Addressee => ({ ...r, to: 'master' }));
  const drafts = bookingDrafts('appointment_booked', first, [masterOf(first), ...staff], actorId, {
    comment: first.comment,
    manual: first.client_id === null,
    series,
  });
  const mine = clientConfirmation(first).map((d) => ({ ...d, payload: { ...d.payload, series } }));
  return [...drafts, ...mine];
}

/** The other side of a series cancelled from one visit on: one message naming the cancelled visits. */
export function seriesCancelledDrafts(
  rows: AppointmentRow[],
  s: Omit<SeriesNotice, 'starts'>,
  told: Addressee[],
  actorId: number,
  cancelledBy: 'client' | 'master' | 'organization',
): NotificationDraft[] {
  const first = rows[0];
  const series = seriesNotice(rows, s);
  return bookingDrafts('appointment_cancelled', first, told, actorId, {
    cancelled_by: cancelledBy,
    reason: first.cancel_reason,
    series,
  });
}
