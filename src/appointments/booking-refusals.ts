import { text, type RefusalForms } from '../common/domain-error';
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
};
