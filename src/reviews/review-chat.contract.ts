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
