import { text, type RefusalForms } from '../common/domain-error';
import { FEED_MSG } from './feed-messages';

/** How the API words the refusals of calendar-feed/. */
export const FEED_REFUSALS: RefusalForms<'feed_masters_only' | 'feed_not_found' | 'ics_link_expired'> = {
  feed_masters_only: { status: 403, detail: text(FEED_MSG.mastersOnly) },
  feed_not_found: { status: 404, detail: text(FEED_MSG.feedNotFound) },
  ics_link_expired: { status: 404, detail: text(FEED_MSG.icsLinkExpired) },
};
