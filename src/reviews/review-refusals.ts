import { text, type RefusalForms } from '../common/domain-error';
import type { DomainErrorCode } from '../common/domain-error.contract';
import { REVIEW_MSG } from './review-messages';
import type { ReviewRefusal } from './review-rules';

/** The code of each refusal of the review rules. */
export const REFUSAL_CODE = {
  cancelled: 'review_cancelled',
  no_show: 'review_no_show',
  not_a_visit: 'review_not_a_visit',
  own_business: 'review_own_business',
  not_ended: 'review_not_ended',
  too_late: 'review_too_late',
} as const satisfies Record<ReviewRefusal, DomainErrorCode>;

/** How the API words the reviews' refusals. */
export const REVIEW_REFUSALS: RefusalForms<
  | 'review_not_found'
  | 'review_no_client'
  | 'review_not_your_booking'
  | 'review_already_written'
  | 'review_edit_window_passed'
  | 'review_view_forbidden'
  | 'review_not_author'
  | 'review_cancelled'
  | 'review_no_show'
  | 'review_not_a_visit'
  | 'review_own_business'
  | 'review_not_ended'
  | 'review_too_late'
  | 'review_reply_forbidden'
  | 'review_already_reported'
  | 'review_cursor_invalid'
> = {
  review_not_found: { status: 404, detail: text(REVIEW_MSG.reviewNotFound) },
  review_no_client: { status: 422, detail: text(REVIEW_MSG.noClient) },
  review_not_your_booking: { status: 403, detail: text(REVIEW_MSG.notYourBooking) },
  review_already_written: { status: 409, detail: text(REVIEW_MSG.alreadyReviewed) },
  review_edit_window_passed: { status: 422, detail: text(REVIEW_MSG.editWindowPassed) },
  review_view_forbidden: { status: 403, detail: text(REVIEW_MSG.viewForbidden) },
  review_not_author: { status: 403, detail: text(REVIEW_MSG.notAuthor) },
  review_cancelled: { status: 422, detail: text(REVIEW_MSG.cancelled) },
  review_no_show: { status: 422, detail: text(REVIEW_MSG.noShow) },
  review_not_a_visit: { status: 422, detail: text(REVIEW_MSG.notAVisit) },
  review_own_business: { status: 403, detail: text(REVIEW_MSG.ownBusiness) },
  review_not_ended: { status: 422, detail: text(REVIEW_MSG.notEnded) },
  review_too_late: { status: 422, detail: text(REVIEW_MSG.tooLate) },
  review_reply_forbidden: { status: 403, detail: text(REVIEW_MSG.replyForbidden) },
  review_already_reported: { status: 409, detail: text(REVIEW_MSG.alreadyReported) },
  review_cursor_invalid: { status: 422, detail: text(REVIEW_MSG.cursorInvalid) },
};
