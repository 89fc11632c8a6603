import { text, type RefusalForms } from '../common/domain-error';
import { REVIEW_MSG } from './review-messages';

/** How the API words the reviews' refusals. */
export const REVIEW_REFUSALS: RefusalForms<'review_not_a_visit' | 'review_own_business'> = {
  review_not_a_visit: { status: 422, detail: text(REVIEW_MSG.notAVisit) },
  review_own_business: { status: 403, detail: text(REVIEW_MSG.ownBusiness) },
};
