/**
 * What a service may refuse, as a stable code: the HTTP answer carries it beside its Russian `detail`
 * (`{"detail": …, "code": …}`), the bot words it in the reader's language, the mini app decides on it.
 * Nobody decides by matching the text. Plain types only: the bot and the mini app import them.
 */
export type DomainErrorCode =
  | 'not_registered'
  | 'account_blocked'
  | 'forbidden'
  | 'appointment_not_found'
  | 'appointment_cancelled'
  | 'appointment_finished'
  | 'appointment_started'
  | 'appointment_changed'
  | 'cancel_cutoff_passed'
  | 'slot_taken'
  | 'slot_unavailable'
  | 'phone_required'
  | 'invitation_not_found'
  | 'invitation_not_awaiting_decision'
  | 'already_member'
  | 'deposit_state'
  | 'search_timeout'
  | 'review_not_a_visit'
  | 'review_own_business'
  | 'rrule_invalid'
  | 'support_conversation_not_found'
  | 'support_business_not_found'
  | 'support_manager_needs_enterprise'
  | 'support_manager_not_registered'
  | 'move_into_past'
  | 'session_not_found'
  | 'session_full'
  | 'session_cancelled'
  | 'session_started'
  | 'session_seat_held'
  | 'session_capacity_below_taken'
  | 'session_needs_group_service'
  | 'session_required';

/** The values a code carries, so other languages can say what the Russian `detail` says. */
export interface DomainErrorValues {
  /** Too late for the client to cancel or move online: the master's cutoff and whom to call. */
  cancel_cutoff_passed: { hours: number; phone: string | null };
  /** A recurrence rule (RRULE) the calendar does not take: the offending part ('FREQ', 'UNTIL', …). */
  rrule_invalid: { part: string };
}

export type ValuesOf<C extends DomainErrorCode> = C extends keyof DomainErrorValues
  ? DomainErrorValues[C]
  : Record<never, never>;

/** A refusal as data (the answers the bot gets): its code as `reason`, and the code's values. */
export type Refusal<C extends DomainErrorCode = DomainErrorCode> = C extends DomainErrorCode
  ? { ok: false; reason: C } & ValuesOf<C>
  : never;

/** An error answer of the API that came from a domain refusal. */
export interface DomainErrorResponse {
  detail: string;
  code: DomainErrorCode;
}

/** The refusals of anyone acting by their Telegram id (the bot's buttons): unknown, or blocked. */
export type ActorRefusalCode = 'not_registered' | 'account_blocked';
