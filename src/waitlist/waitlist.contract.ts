/**
 * Shapes of the waitlist routes; the mini app imports them with `import type`. Dates are the
 * master's ('YYYY-MM-DD' in `time_zone`).
 */

/** POST /api/waitlist { session_id }: wait for a seat of a full group session (freed seats are offered). */
export interface JoinSessionWaitlistRequest {
  session_id: number;
}

/** POST /api/waitlist: wait for a free time of this master's service on the dates from..to (both included). */
export interface JoinWaitlistRequest {
  /** The `id` of the public master (or organization-master) page: the master's user id. */
  master_id: number;
  service_id: number;
  from: string;
  /** At most 30 days after `from`. */
  to: string;
}

export type WaitlistStatus = 'active' | 'left' | 'fulfilled';

export interface WaitlistEntryResponse {
  id: number;
  status: WaitlistStatus;
  from: string;
  to: string;
  /** The master's zone: the dates and any offered time are in it. */
  time_zone: string;
  /** ISO 8601 with the master's offset. */
  created_at: string;
  master: {
    id: number;
    first_name: string;
    last_name: string | null;
    specialization: string | null;
    /** The independent master's page (/master/<deep_link>), for an own service; else null. */
    deep_link: string | null;
    /** The organization master's page (/organization-master/<master_code>), for a salon's service; else null. */
    master_code: string | null;
  };
  service: { id: number; name: string; duration_minutes: number | null; price: number | null };
  organization: { id: number; name: string } | null;
  /** The group session waited for (from = to = its date), else null. */
  session_id: number | null;
}

/** GET /api/waitlist/my: the caller's active entries whose last date has not passed, soonest first. */
export interface WaitlistListResponse {
  waitlist: WaitlistEntryResponse[];
}
