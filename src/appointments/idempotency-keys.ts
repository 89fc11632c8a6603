import type { AppointmentRow } from './appointment.mapper';
import { DomainError } from '../common/domain-error';

/**
 * Idempotency keys of bookings. A client's key is printable ASCII without spaces (what UUIDs, ULIDs and
 * random tokens are made of). The keys the server books under itself (a waitlist offer's booking) hold a
 * space, so no client can send one first and have the server's booking answered with theirs.
 */
export const CLIENT_KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

/** The key of the booking that taking a waitlist offer makes: a repeated tap answers that booking. */
export const waitlistOfferKey = (offerId: number): string => `waitlist offer ${offerId}`;

/** What a booking request asks for, as far as its key must match. */
export interface KeyedRequest {
  master_id: number;
  service_id: number;
  starts_at: string;
}

/**
 * The booking a key made is the answer only to a repeat of the same request (same master, service and
 * start); a key sent again with another one would answer a booking the client did not ask for: 422.
 */
export function assertSameRequest(first: AppointmentRow, request: KeyedRequest): AppointmentRow {
  const same =
    first.master_id === request.master_id &&
    first.service_id === request.service_id &&
    first.starts_ms === Date.parse(request.starts_at);
  if (!same) throw new DomainError('idempotency_key_reused');
  return first;
}
