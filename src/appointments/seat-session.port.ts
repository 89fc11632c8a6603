/**
 * The group session a seat is booked in (src/sessions owns group_sessions). appointments/ knows only this
 * port: sessions/ implements it and provides it as SEAT_SESSIONS, so the folders do not import each other in
 * a loop (sessions/ books and cancels its seats through appointments/).
 */

/** A session as a seat reads it. */
export interface SeatSession {
  id: number;
  service_id: number;
  master_id: number;
  organization_id: number | null;
  starts_ms: number;
  ends_ms: number;
  occupied_ms: number;
  capacity: number;
  seats_taken: number;
  status: 'scheduled' | 'cancelled';
}

export interface SeatSessions {
  /** The session `id`, if it exists (one read). */
  sessionOf(id: number): Promise<SeatSession | null>;
}

export const SEAT_SESSIONS = Symbol('SEAT_SESSIONS');
