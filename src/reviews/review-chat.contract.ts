import type { ActorRefusalCode, Refusal } from '../common/domain-error.contract';
import type { ReviewRefusal } from './review-rules';

/**
 * A star (or «Не спрашивать») under the review request. `created`/`changed`: the review of that booking has
 * `rating` now; refusals name why (the booking is not the caller's, not yet over, cancelled, ...).
 */
export type ReviewTapResult =
  | { ok: true; outcome: 'created' | 'changed' | 'muted'; rating: number | null; bookAgainPath: string | null }
  | Refusal<ActorRefusalCode>
  | {
      ok: false;
      reason: 'not_found' | ReviewRefusal | 'edit_window_passed';
    };

/** What the bot asks of reviews: the buttons under a review request. */
export interface ReviewRequestsPort {
  /** A star: writes (or, within 7 days, changes) the caller's review of the booking. */
  rate(telegramId: number, appointmentId: number, rating: number): Promise<ReviewTapResult>;
  /** «Не спрашивать»: no more requests to the caller. */
  mute(telegramId: number): Promise<ReviewTapResult>;
}
