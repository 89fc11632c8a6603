import { expandRrule, formatRrule, parseRrule, checkRruleBounds, type RecurrenceRule } from '../time-core/recurrence';
import { zonedDate } from '../time-core/zone';
import { weekdayIndex } from '../time-core/calendar-date';

/** What repeating visits may be: weekly, every 1–8 weeks, 2–12 visits or until a date within half a year. */
export const SERIES_LIMITS = { maxInterval: 8, minCount: 2, maxCount: 12, maxUntilDays: 183 } as const;

const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** The visits of a series: the canonical rule text and every start (the first is the given one). */
export interface SeriesPlan {
  rrule: string;
  starts: number[];
}

/**
 * The starts of repeating visits from `text` (RFC 5545 RRULE) and the first start, as wall-clock times in the
 * master's `zone`; or the part of the rule that is refused. A visit repeats on the first start's weekday
 * only (BYDAY may name that day and no other), so the first visit is always one of the series.
 */
export function planSeries(text: string, firstStartMs: number, zone: string): SeriesPlan | { refused: string } {
  const parsed = parseRrule(text.trim().replace(/^RRULE:/i, ''));
  if (!parsed.ok) return { refused: parsed.part };
  const rule = parsed.rule;
  const refused = refusedPart(rule, firstStartMs, zone);
  if (refused) return { refused };
  const starts = expandRrule(rule, firstStartMs, zone);
  if (starts.length < SERIES_LIMITS.minCount) return { refused: rule.count !== null ? 'COUNT' : 'UNTIL' };
  return { rrule: formatRrule(rule), starts };
}

function refusedPart(rule: RecurrenceRule, firstStartMs: number, zone: string): string | null {
  if (rule.freq !== 'WEEKLY') return 'FREQ';
  if (rule.interval < 1 || rule.interval > SERIES_LIMITS.maxInterval) return 'INTERVAL';
  if (rule.byMonthDay.length > 0) return 'BYMONTHDAY';
  const weekday = WEEKDAY_CODES[weekdayIndex(zonedDate(firstStartMs, zone))];
  if (rule.byDay.some((d) => d.weekday !== weekday || d.nth !== null)) return 'BYDAY';
  if (rule.count !== null && (rule.count < SERIES_LIMITS.minCount || rule.count > SERIES_LIMITS.maxCount)) {
    return 'COUNT';
  }
  return checkRruleBounds(rule, firstStartMs, zone, SERIES_LIMITS.maxUntilDays);
}

/** Every how many weeks a stored series' rule repeats (1 when it does not say). */
export function everyWeeks(rrule: string): number {
  const parsed = parseRrule(rrule);
  return parsed.ok ? parsed.rule.interval : 1;
}
