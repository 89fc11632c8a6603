const DAY = 86_400_000;
/** A visit can be reviewed this long after its end. */
export const REVIEW_WINDOW_MS = 30 * DAY;
/** The author may change a review this long after writing it. */
export const EDIT_WINDOW_MS = 7 * DAY;

/**
 * Why a booking cannot be reviewed now: the API words it in Russian, the bot in the reader's language.
 * `not_a_visit`: the booking was never due to happen (a deposit hold left unpaid, or paid for a time taken
 * meanwhile); `own_business`: its client is of the business reviewed (its master, any master, the owner
 * or an admin of its organization).
 */
export type ReviewRefusal = 'cancelled' | 'no_show' | 'not_a_visit' | 'own_business' | 'not_ended' | 'too_late';

/** The statuses of a booking that was due to happen: only these are visits to review (or to ask about). */
const VISIT_STATUSES: readonly string[] = ['planned', 'confirmed', 'completed'];

/** What the rules read of a booking: its status, its end, and whether its client is of its business. */
export interface ReviewedBooking {
  status: string;
  ends_ms: number;
  own_business: boolean;
}

/**
 * Whether the booking is a visit its client may review at all, whatever the time: the API, the chat's
 * stars and the review requests all ask this.
 */
export function visitRefusal(b: Omit<ReviewedBooking, 'ends_ms'>): ReviewRefusal | null {
  if (b.status === 'cancelled') return 'cancelled';
  if (b.status === 'no_show') return 'no_show';
  if (!VISIT_STATUSES.includes(b.status)) return 'not_a_visit';
  if (b.own_business) return 'own_business';
  return null;
}

/** The refusal for a booking that ends at `ends_ms`, or null when it can be reviewed at `nowMs`. */
export function reviewRefusal(b: ReviewedBooking, nowMs: number): ReviewRefusal | null {
  const refusal = visitRefusal(b);
  if (refusal) return refusal;
  if (b.ends_ms > nowMs) return 'not_ended';
  if (nowMs - b.ends_ms > REVIEW_WINDOW_MS) return 'too_late';
  return null;
}
