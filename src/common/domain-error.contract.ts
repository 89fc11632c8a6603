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
  | 'session_required'
  | 'session_start_in_past'
  | 'session_conflict'
  | 'deep_link_unavailable'
  | 'too_many_requests'
  | 'user_not_found'
  | 'cannot_block_self'
  | 'init_data_invalid'
  | 'init_data_expired'
  | 'telegram_user_missing'
  | 'role_exists'
  | 'role_not_addable'
  | 'role_not_held'
  | 'admin_role_not_removable'
  | 'primary_role_not_removable'
  | 'organization_required'
  | 'organization_exists'
  | 'export_busy'
  | 'export_not_found'
  | 'export_link_expired'
  | 'export_pdf_report_only'
  | 'export_range_required'
  | 'export_date_invalid'
  | 'statistics_forbidden'
  | 'client_base_forbidden'
  | 'digest_forbidden'
  | 'statistics_not_your_master'
  | 'statistics_master_not_found'
  | 'report_range_reversed'
  | 'report_range_too_long'
  | 'feed_masters_only'
  | 'feed_not_found'
  | 'ics_link_expired'
  | 'waitlist_duplicate'
  | 'waitlist_entry_not_found'
  | 'waitlist_self'
  | 'waitlist_range_reversed'
  | 'waitlist_range_too_long'
  | 'waitlist_dates_past'
  | 'waitlist_beyond_horizon'
  | 'waitlist_too_many'
  | 'deposit_invoice_failed'
  | 'payments_off'
  | 'deposit_needs_price'
  | 'deposit_below_minimum'
  | 'deposit_above_price'
  | 'online_booking_paused'
  | 'records_limit'
  | 'plan_invoice_failed'
  | 'plan_cancel_failed'
  | 'plan_refund_failed'
  | 'calendar_masters_only'
  | 'template_kind_not_found'
  | 'client_not_found'
  | 'client_cursor_invalid'
  | 'min_participants_invalid'
  | 'error_log_too_large'
  | 'webhook_off'
  | 'webhook_secret_invalid'
  | 'webhook_update_invalid'
  | 'webhook_update_failed'
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
  | 'series_client_incomplete';

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
  /** A client booking online past the business's records of the month: the phone to call instead. */
  online_booking_paused: { phone: string | null };
  /** The records of the month are full (staff hear the plan's cap, a client only to call `phone`). */
  records_limit: { online: boolean; phone: string | null; plan: PlanCode; limit: number };
  /** A client's cap on active bookings with one master, or in all. */
  per_master_limit: { limit: number };
  per_client_limit: { limit: number };
  /** A repeating visit's rule refused: the part (FREQ, INTERVAL, COUNT, UNTIL, BYDAY, …); the answer names it. */
  series_rule: { part: string };
  /** Times of a series that are not free (the answer lists them); `nothing_free`: none of them is. */
  series_conflict: { conflicts: string[]; nothing_free: boolean };
  /** A session's time is not free: single bookings (appointment ids) and other sessions in the way. */
  session_conflict: { conflicts: number[]; sessions: number[] };
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
