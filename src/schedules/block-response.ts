import { formatInstant } from '../time-core/zone';
import type { BlockRow } from './blocks.sql';
import type { BlockResponse } from './schedules.contract';

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
