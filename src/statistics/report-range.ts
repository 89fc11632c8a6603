import { validationError } from '../common/field-error';
import { daysBetween } from '../time-core/calendar-date';
import { STATS_MSG } from './statistics-messages';

/** Most days a report (or an export of bookings) may cover, both ends included. */
export const MAX_REPORT_DAYS = 366;

/** `to` not before `from`, at most 366 days; else 422 on ["query", "to"]. */
export function assertReportRange(from: string, to: string): void {
  const span = daysBetween(from, to);
  const msg = span < 0 ? STATS_MSG.rangeReversed : span + 1 > MAX_REPORT_DAYS ? STATS_MSG.rangeTooLong : null;
  if (msg) throw validationError(['query', 'to'], msg);
}
