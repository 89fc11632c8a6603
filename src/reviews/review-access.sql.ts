import { managesOrganization, mastersBooking, organizationStaff } from '../access/access.sql';

/**
 * The client of booking row `a` (its organization row `o`) is of the business the booking is with: its
 * master, or the organization's owner, an admin or any of its masters. They may not review it: the
 * business does not rate itself.
 */
export const clientOfOwnBusiness = (a: string, o: string): string =>
  `COALESCE(${a}.master_id = ${a}.client_id OR ${managesOrganization(o, `${a}.client_id`)}
     OR ${organizationStaff(`${a}.organization_id`, `${a}.client_id`)}, false)`;

/**
 * Who the caller ($2) is to a booking ($1) and its review, in one row. Its master while the booking is
 * theirs to answer for (a master who left the organization no longer is); staff: the organization's owner
 * and unblocked admins.
 */
export const BOOKING_FOR_REVIEW_SQL = `
  SELECT a.id, a.client_id, a.status, (extract(epoch FROM a.ends_at) * 1000)::float8 AS ends_ms,
         COALESCE(a.client_id = $2, false) AS is_client, ${mastersBooking('a', '$2')} AS is_master,
         COALESCE(${managesOrganization('o', '$2')}, false) AS is_staff, ${clientOfOwnBusiness('a', 'o')} AS own_business,
         r.id AS review_id, r.author_id, (extract(epoch FROM r.created_at) * 1000)::float8 AS review_created_ms
    FROM appointments a
    LEFT JOIN organizations o ON o.id = a.organization_id
    LEFT JOIN reviews r ON r.appointment_id = a.id
   WHERE a.id = $1`;

export interface BookingForReview {
  id: number;
  client_id: number | null;
  status: string;
  ends_ms: number;
  is_client: boolean;
  is_master: boolean;
  is_staff: boolean;
  /** The booking's client is of its business (clientOfOwnBusiness). */
  own_business: boolean;
  review_id: number | null;
  author_id: number | null;
  review_created_ms: number | null;
}

/** The review ($1) and whether the caller ($2) answers for it: its master, or the organization's staff. */
export const REVIEW_FOR_REPLY_SQL = `
  SELECT r.id, ${mastersBooking('r', '$2')} OR COALESCE(${managesOrganization('o', '$2')}, false) AS may_reply
    FROM reviews r
    LEFT JOIN organizations o ON o.id = r.organization_id
   WHERE r.id = $1`;

/** $1 appointment, $2 author, $3 rating, $4 text, $5 now. Nothing when the booking already has one. */
export const INSERT_REVIEW_SQL = `
  INSERT INTO reviews (appointment_id, author_id, master_id, organization_id, rating, text, visit_no_show,
                       created_at, updated_at)
  SELECT a.id, $2, a.master_id, a.organization_id, $3, $4, a.status = 'no_show', $5, $5
    FROM appointments a WHERE a.id = $1
  ON CONFLICT (appointment_id) DO NOTHING
  RETURNING id`;
