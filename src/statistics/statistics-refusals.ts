import { text, type RefusalForms } from '../common/domain-error';
import { STATS_MSG } from './statistics-messages';

/** How the API words the refusals of statistics/ (the report, the client base's and the digest's views). */
export const STATISTICS_REFUSALS: RefusalForms<
  | 'statistics_forbidden'
  | 'client_base_forbidden'
  | 'digest_forbidden'
  | 'statistics_not_your_master'
  | 'statistics_master_not_found'
  | 'report_range_reversed'
  | 'report_range_too_long'
> = {
  statistics_forbidden: { status: 403, detail: text(STATS_MSG.forbidden) },
  client_base_forbidden: { status: 403, detail: text(STATS_MSG.clientsForbidden) },
  digest_forbidden: { status: 403, detail: text(STATS_MSG.digestForbidden) },
  statistics_not_your_master: { status: 403, detail: text(STATS_MSG.notYourMaster) },
  statistics_master_not_found: { status: 404, detail: text(STATS_MSG.masterNotFound) },
  report_range_reversed: { status: 422, detail: text(STATS_MSG.rangeReversed) },
  report_range_too_long: { status: 422, detail: text(STATS_MSG.rangeTooLong) },
};
