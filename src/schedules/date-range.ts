import { fieldErrors, validationError } from '../common/field-error';
import { daysBetween } from '../time-core/calendar-date';
import { SCHEDULE_MSG } from './schedule-messages';

/** Most days one read may cover (both ends included). */
export const MAX_RANGE_DAYS = 62;

/** ?from..to (valid dates already): `to` not before `from`, at most 62 days. Else 422 on ["query","to"]. */
export function assertDateRange(from: string, to: string): void {
  const span = daysBetween(from, to);
  if (span < 0) throw rangeError(SCHEDULE_MSG.rangeReversed);
  if (span + 1 > MAX_RANGE_DAYS) throw rangeError(SCHEDULE_MSG.rangeTooLong);
}

function rangeError(msg: string) {
  return validationError(['query', 'to'], msg);
}

/** 422 at `loc` (a rule only the service can check, e.g. inside the pattern). */
export { fieldErrors };
