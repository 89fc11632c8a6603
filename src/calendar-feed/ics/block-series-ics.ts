import type { ICalEventData } from 'ical-generator';
import { addDays } from '../../time-core/calendar-date';
import { expandRrule, formatRrule, parseRrule } from '../../time-core/recurrence';
import { formatInstant, localToInstant } from '../../time-core/zone';
import { IcalInstant } from './ical-instant';

/** A master's recurring block as the feed query reads it (src/schedules/blocks.sql.ts, masterSeriesJson). */
export interface FeedBlockSeries {
  id: number;
  rrule: string;
  first_ms: number;
  duration_minutes: number;
  time_zone: string;
  note: string | null;
  exdates: number[];
}

const MINUTE = 60_000;

/** 'YYYYMMDDTHHMMSS' of an instant on `zone`'s wall clock (EXDATE;TZID=…). */
const wallText = (ms: number, zone: string): string => formatInstant(ms, zone).slice(0, 19).replace(/[-:]/g, '');

/** 'YYYYMMDDTHHMMSSZ' in UTC (an RRULE's UNTIL beside a zoned DTSTART must be UTC, RFC 5545 §3.3.10). */
const utcText = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The span (first start, last end) the series covers, for the VTIMEZONE's years. */
export function seriesSpan(s: FeedBlockSeries): [number, number] {
  const parsed = parseRrule(s.rrule);
  const starts = parsed.ok ? expandRrule(parsed.rule, Number(s.first_ms), s.time_zone) : [Number(s.first_ms)];
  return [starts[0], starts[starts.length - 1] + s.duration_minutes * MINUTE];
}

/**
 * One VEVENT for a whole series: DTSTART/DTEND of the first occurrence in the master's zone, its RRULE
 * (UNTIL as the end of that date in the zone, in UTC) and an EXDATE per occurrence removed alone.
 */
export function blockSeriesEvent(s: FeedBlockSeries, host: string, now: number): ICalEventData {
  const first = Number(s.first_ms);
  const parsed = parseRrule(s.rrule);
  let rrule = s.rrule;
  if (parsed.ok && parsed.rule.until !== null) {
    const endOfDay = localToInstant(addDays(parsed.rule.until, 1), 0, s.time_zone) - 1000;
    rrule = `${formatRrule({ ...parsed.rule, until: null })};UNTIL=${utcText(endOfDay)}`;
  }
  const lines = [`RRULE:${rrule}`];
  if (s.exdates.length > 0) {
    const dates = s.exdates.map((x) => wallText(Number(x), s.time_zone)).join(',');
    lines.push(`EXDATE;TZID=${s.time_zone}:${dates}`);
  }
  return {
    id: `block-series-${s.id}@${host}`,
    start: new IcalInstant(first),
    end: new IcalInstant(first + s.duration_minutes * MINUTE),
    timezone: s.time_zone,
    stamp: new Date(now),
    summary: s.note ?? 'Занято',
    repeating: lines.join('\n'),
  };
}
