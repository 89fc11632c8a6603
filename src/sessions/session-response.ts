import { formatInstant } from '../time-core/zone';
import type { SessionResponse } from './sessions.contract';
import type { SessionRow } from './sessions.sql';
import { DomainError } from '../common/domain-error';

export function toSessionResponse(r: SessionRow): SessionResponse {
  return {
    id: r.id,
    service_id: r.service_id,
    master_id: r.master_id,
    starts_at: formatInstant(r.starts_ms, r.time_zone),
    ends_at: formatInstant(r.ends_ms, r.time_zone),
    capacity: r.capacity,
    seats_taken: r.seats_taken,
    seats_left: r.status === 'scheduled' ? Math.max(0, r.capacity - r.seats_taken) : 0,
    series_id: r.series_id,
    status: r.status,
  };
}

/**
 * 409 session_conflict: the master's time is not free. `conflicts` lists the single bookings (appointment ids)
 * in the way, `sessions` the master's other sessions in the way.
 */
export const sessionConflict = (conflicts: number[], sessions: number[]) =>
  new DomainError('session_conflict', { conflicts, sessions });
