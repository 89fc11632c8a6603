import { REVIEW_MSG } from './review-messages';

const DAY = 86_400_000;
/** A visit can be reviewed this long after its end. */
export const REVIEW_WINDOW_MS = 30 * DAY;
/** The author may change a review this long after writing it. */
export const EDIT_WINDOW_MS = 7 * DAY;

/** Why a booking cannot be reviewed now: the API words it in Russian, the bot in the reader's language. */
export type ReviewRefusal = 'cancelled' | 'no_show' | 'not_ended' | 'too_late';

export const REFUSAL_MSG: Record<ReviewRefusal, string> = {
  cancelled: REVIEW_MSG.cancelled,
  no_show: REVIEW_MSG.noShow,
  not_ended: REVIEW_MSG.notEnded,
  too_late: REVIEW_MSG.tooLate,
};

/** The refusal for a booking in `status` that ends at `endsMs`, or null when it can be reviewed at `nowMs`. */
export function reviewRefusal(b: { status: string; ends_ms: number }, nowMs: number): ReviewRefusal | null {
  if (b.status === 'cancelled') return 'cancelled';
  if (b.status === 'no_show') return 'no_show';
  if (b.ends_ms > nowMs) return 'not_ended';
  if (nowMs - b.ends_ms > REVIEW_WINDOW_MS) return 'too_late';
  return null;
}
