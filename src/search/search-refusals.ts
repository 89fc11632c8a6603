import { text, type RefusalForms } from '../common/domain-error';
import { SEARCH_MSG } from './search-messages';

/** How the API words the search's refusals. */
export const SEARCH_REFUSALS: RefusalForms<'search_timeout'> = {
  search_timeout: { status: 503, detail: text(SEARCH_MSG.timedOut) },
};
