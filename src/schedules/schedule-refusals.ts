import { text, type RefusalForms } from '../common/domain-error';
import { SCHEDULE_MSG } from './schedule-messages';

/** How the API words the schedules' refusals. */
export const SCHEDULE_REFUSALS: RefusalForms<
  'block_not_found' | 'block_occurrence_not_found' | 'override_not_found' | 'block_series_not_found'
> = {
  block_not_found: { status: 404, detail: text(SCHEDULE_MSG.blockNotFound) },
  block_occurrence_not_found: { status: 404, detail: text(SCHEDULE_MSG.occurrenceNotFound) },
  override_not_found: { status: 404, detail: text(SCHEDULE_MSG.overrideNotFound) },
  block_series_not_found: { status: 404, detail: text(SCHEDULE_MSG.seriesNotFound) },
};
