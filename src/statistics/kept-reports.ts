/**
 * Reports kept in the process (statistics.service.ts): each with the version of its data (report_versions),
 * served again while the database answers the same version.
 */
import type { BusinessView } from '../access/business-view';
import { keep } from '../common/keep-recent';
import type { StatisticsReportResponse } from './statistics.contract';
import type { ReportRange } from './statistics.service';

/** A report kept in the process with the version of its data and the masters it lists. */
export interface KeptReport {
  version: string;
  masters: number[];
  answer: StatisticsReportResponse;
  /** The answer as JSON bytes, written when first sent (its compressed copies go with it). */
  body?: Buffer;
}

/** How many reports to keep (a view, range and lost_after_days each), and callers' questions. */
const KEPT_REPORTS = 256;

/** `value` as the most recently used of `map`, a store of reports or of callers' questions. */
export const keepReport = <T>(map: Map<string, T>, key: string, value: T): T => keep(map, key, value, KEPT_REPORTS);

/**
 * What a report depends on besides the data: the view's bookings and zone, the range, lost_after_days (as
 * asked: no figure depends on the clock).
 */
export const reportKey = (view: BusinessView, range: ReportRange): string =>
  `${view.organizationId}|${view.masterIds?.join(',') ?? '*'}|${view.timeZone}|${range.from}|${range.to}|${range.lostAfterDays}`;
