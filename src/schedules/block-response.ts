import { formatInstant } from '../time-core/zone';
import type { BlockRow } from './blocks.sql';
import type { ExternalBusyRow } from '../calendar-sync/calendar-busy.sql';
import type { BlockResponse, ExternalBusyResponse } from './schedules.contract';

/** A block row in the master's zone. */
export function blockResponse(r: BlockRow, zone: string): BlockResponse {
  return {
    id: r.id,
    starts_at: formatInstant(Number(r.starts_ms), zone),
    ends_at: formatInstant(Number(r.ends_ms), zone),
    note: r.note,
    series_id: r.series_id,
    rrule: r.rrule,
  };
}

/** An outside busy time in the master's zone: its times and where it comes from, nothing else. */
export function externalBusyResponse(r: ExternalBusyRow, zone: string): ExternalBusyResponse {
  return {
    starts_at: formatInstant(Number(r.starts_ms), zone),
    ends_at: formatInstant(Number(r.ends_ms), zone),
    provider: r.provider,
    label: r.provider === 'google' ? 'Занято (Google)' : 'Занято (календарь)',
  };
}
