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
  | 'review_not_found'
  | 'review_no_client'
  | 'review_not_your_booking'
  | 'review_already_written'
  | 'review_edit_window_passed'
  | 'review_view_forbidden'
  | 'review_not_author'
  | 'review_cancelled'
  | 'review_no_show'
  | 'review_not_ended'
  | 'review_too_late'
  | 'review_reply_forbidden'
  | 'review_already_reported'
  | 'review_cursor_invalid'
  | 'link_invalid'
  | 'master_not_found'
  | 'organization_not_found'
  | 'already_registered'
  | 'invitation_id_not_found'
  | 'invitation_not_cancellable'
  | 'own_invitation'
  | 'api_key_invalid'
  | 'api_key_route'
  | 'api_key_scope'
  | 'api_key_not_found'
  | 'integrations_owner_only'
  | 'webhook_not_found'
  | 'webhook_url_unsafe'
  | 'template_placeholder_unknown'
  | 'template_brace_unclosed'
  | 'template_too_long'
  | 'block_not_found'
  | 'block_occurrence_not_found'
  | 'override_not_found'
  | 'block_series_not_found'
  | 'service_not_found'
  | 'payment_not_found'
  | 'payment_already_refunded'
  | 'plans_disabled'
  | 'plan_required'
  | 'plan_already_active'
  | 'masters_limit'
  | 'calendar_sync_off'
  | 'calendar_google_off'
  | 'calendar_login_failed'
  | 'calendar_address_refused'
  | 'calendar_connection_not_found'
  | 'calendar_not_listed'
  | 'calendar_oauth_state'
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
  /** A webhook URL the server will not call: not https, not resolved, or not a public address. */
  webhook_url_unsafe: { reason: 'invalid' | 'not_https' | 'not_resolved' | 'not_public' };
  /** An own notification text names a placeholder its kind does not have. */
  template_placeholder_unknown: { name: string };
  /** An own notification text has a brace that does not close (`at`: its 1-based position). */
  template_brace_unclosed: { at: number };
  /** An own notification text with the longest real values would pass Telegram's 4,096 characters. */
  template_too_long: { length: number };
  /** A feature of a higher plan: which plan opens it (the mini app opens the plan sheet on this code). */
  plan_required: { plan: 'pro' | 'enterprise' };
  plan_already_active: { plan: PlanCode };
  /** The plan's cap on masters was reached. */
  masters_limit: { plan: PlanCode; limit: number };
  /** A CalDAV server refused the login, or a Google exchange failed: the service's own reason. */
  calendar_login_failed: { reason: string };
  /** A CalDAV address that is not https or not a public server: why. */
  calendar_address_refused: { reason: string };
  /** PUT …/calendars named a calendar the account does not have. */
  calendar_not_listed: { id: string };
}

/** A plan's name (billing's PlanName: the billing refusals' forms hold the two to the same names). */
export type PlanCode = 'basic' | 'pro' | 'enterprise';

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
