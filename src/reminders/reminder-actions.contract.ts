import type { ActorRefusalCode, Refusal } from '../common/domain-error.contract';

/** What can stop a client's «Приду» or «Отменить» under a reminder. */
export type VisitRefusalCode =
  | ActorRefusalCode
  | 'appointment_not_found'
  | 'appointment_cancelled'
  | 'appointment_finished'
  | 'appointment_started'
  | 'appointment_changed'
  | 'cancel_cutoff_passed';

/**
 * The reminder's «Приду» (confirmVisit) and «Отменить» (cancelVisit), as the booking's client. A refusal
 * names its code; `cancel_cutoff_passed` carries the master's cutoff `hours` and `phone`.
 */
export type VisitResult =
  { ok: true; outcome: 'confirmed' | 'already_confirmed' | 'cancelled' } | Refusal<VisitRefusalCode>;

/** What the bot asks of reminders: the two buttons under a reminder, as the booking's client. */
export interface VisitsPort {
  /** «Приду»: planned -> confirmed (the master is told). */
  confirmVisit(telegramId: number, appointmentId: number): Promise<VisitResult>;
  /** «Отменить»: the client's cancel (POST /api/appointments/{id}/cancel rules, cutoff included). */
  cancelVisit(telegramId: number, appointmentId: number): Promise<VisitResult>;
}
