import { text, type RefusalForms } from '../common/domain-error';
import { SERIES_MSG } from './appointment-series.messages';
import { BOOKING_MSG, cutoffPassed } from './booking-messages';

/** How the API words the booking's refusals. */
export const BOOKING_REFUSALS: RefusalForms<
  | 'appointment_not_found'
  | 'appointment_cancelled'
  | 'appointment_finished'
  | 'appointment_started'
  | 'appointment_changed'
  | 'cancel_cutoff_passed'
  | 'slot_taken'
  | 'slot_unavailable'
  | 'phone_required'
  | 'move_into_past'
  | 'rrule_invalid'
  | 'self_booking'
  | 'same_time'
  | 'manual_too_early'
  | 'manual_too_late'
  | 'visit_not_started'
  | 'idempotency_key_reused'
  | 'per_master_limit'
  | 'per_client_limit'
  | 'series_rule'
  | 'series_deposit'
  | 'series_conflict'
  | 'series_client_incomplete'
> = {
  appointment_not_found: { status: 404, detail: text(BOOKING_MSG.appointmentNotFound) },
  appointment_cancelled: { status: 409, detail: text(BOOKING_MSG.alreadyCancelled) },
  appointment_finished: { status: 409, detail: text(BOOKING_MSG.alreadyFinished) },
  appointment_started: { status: 422, detail: text(BOOKING_MSG.alreadyStarted) },
  appointment_changed: { status: 409, detail: text(BOOKING_MSG.changedMeanwhile) },
  cancel_cutoff_passed: { status: 422, detail: (v) => cutoffPassed(v.hours, v.phone) },
  slot_taken: { status: 409, detail: text(BOOKING_MSG.slotTaken) },
  slot_unavailable: { status: 422, detail: text(BOOKING_MSG.slotUnavailable) },
  phone_required: { status: 422, detail: text(BOOKING_MSG.phoneRequired) },
  move_into_past: { status: 422, detail: text(BOOKING_MSG.moveIntoPast) },
  rrule_invalid: { status: 422, detail: (v) => `Правило повторения: неверная часть ${v.part}` },
  self_booking: { status: 422, detail: text(BOOKING_MSG.selfBooking) },
  same_time: { status: 422, detail: text(BOOKING_MSG.sameTime) },
  manual_too_early: { status: 422, detail: text(BOOKING_MSG.manualTooEarly) },
  manual_too_late: { status: 422, detail: text(BOOKING_MSG.manualTooLate) },
  visit_not_started: { status: 422, detail: text(BOOKING_MSG.notStartedYet) },
  idempotency_key_reused: { status: 422, detail: text(BOOKING_MSG.idempotencyKeyReused) },
  per_master_limit: { status: 422, detail: (v) => BOOKING_MSG.perMasterLimit(v.limit) },
  per_client_limit: { status: 422, detail: (v) => BOOKING_MSG.perClientLimit(v.limit) },
  series_rule: { status: 422, detail: (v) => SERIES_MSG.rule(v.part), body: (v) => ({ part: v.part }) },
  series_deposit: { status: 422, detail: text(SERIES_MSG.deposit) },
  series_conflict: {
    status: 409,
    detail: (v) => (v.nothing_free ? SERIES_MSG.nothingFree : SERIES_MSG.conflict),
    body: (v) => ({ conflicts: v.conflicts }),
  },
  series_client_incomplete: { status: 422, detail: text(SERIES_MSG.clientIncomplete) },
};
