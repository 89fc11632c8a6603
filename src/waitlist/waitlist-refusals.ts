import { text, type RefusalForms } from '../common/domain-error';
import { WAITLIST_MSG } from './waitlist-messages';

/** How the API words the refusals of waitlist/. */
export const WAITLIST_REFUSALS: RefusalForms<
  | 'waitlist_duplicate'
  | 'waitlist_entry_not_found'
  | 'waitlist_self'
  | 'waitlist_range_reversed'
  | 'waitlist_range_too_long'
  | 'waitlist_dates_past'
  | 'waitlist_beyond_horizon'
  | 'waitlist_too_many'
> = {
  waitlist_duplicate: { status: 409, detail: text(WAITLIST_MSG.duplicate) },
  waitlist_entry_not_found: { status: 404, detail: text(WAITLIST_MSG.entryNotFound) },
  waitlist_self: { status: 422, detail: text(WAITLIST_MSG.selfWaiting) },
  waitlist_range_reversed: { status: 422, detail: text(WAITLIST_MSG.rangeReversed) },
  waitlist_range_too_long: { status: 422, detail: text(WAITLIST_MSG.rangeTooLong) },
  waitlist_dates_past: { status: 422, detail: text(WAITLIST_MSG.datesPast) },
  waitlist_beyond_horizon: { status: 422, detail: text(WAITLIST_MSG.beyondHorizon) },
  waitlist_too_many: { status: 422, detail: text(WAITLIST_MSG.tooMany) },
};
