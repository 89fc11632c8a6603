// The client base of a business: plain types the mini app (and the exports) import with `import type`.
import type { AppointmentStatus } from '../appointments/appointments.contract';

export type ClientSegment = 'all' | 'new' | 'regular' | 'lost' | 'no_show';
export type ClientSort = 'last_visit' | 'visits' | 'spent' | 'name';

export interface ClientListQuery {
  /** Part of the name or of the phone's digits. */
  q?: string;
  segment?: ClientSegment;
  sort?: ClientSort;
  cursor?: string;
  /** 1..50, default 20. */
  limit?: number;
}

/** One client of the business: a registered user, or the phone of manual bookings. */
export interface ClientRow {
  /** Opaque; names the client in /clients/{key}. */
  key: string;
  /** The registered user's id; null for a client known by phone only. */
  client_id: number | null;
  name: string;
  phone: string | null;
  visits: number;
  no_shows: number;
  cancelled: number;
  /** The sum of the visits' frozen prices, roubles. */
  total_spent: number;
  /** Starts of the first and last visit (ISO 8601 with the view's offset). */
  first_visit: string | null;
  last_visit: string | null;
  /** The next booking that is planned or confirmed. */
  next_booking: string | null;
  /** The business's private note and tags. */
  note: string | null;
  tags: string[];
}

export interface ClientListResponse {
  items: ClientRow[];
  next_cursor: string | null;
}

export interface ClientHistoryItem {
  appointment_id: number;
  starts_at: string;
  status: AppointmentStatus;
  price: number | null;
  service: { id: number; name: string } | null;
  master: { id: number; first_name: string; last_name: string | null };
}

export interface ClientCardResponse extends ClientRow {
  /** Newest first. */
  history: ClientHistoryItem[];
}

/** Absent fields stay as they are; null or '' clears the note, [] the tags. */
export interface ClientNoteRequest {
  note?: string | null;
  tags?: string[];
}
