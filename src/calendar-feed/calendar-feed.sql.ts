import { masterNow, mastersBooking, mastersOwnBookings } from '../access/access.sql';
import { MASTER_ZONE } from '../access/master-zone.sql';
import { APPOINTMENT_SELECT } from '../appointments/appointment.mapper';
import { masterSeriesJson } from '../schedules/blocks.sql';

const MS = (col: string) => `(extract(epoch FROM ${col}) * 1000)::float8`;

/** Most events one feed answers (a busy master has a few hundred in its window). */
export const FEED_LIMIT = 3000;

/** The caller ($1) as a feed owner: a master?, their registration's calendar choice, zone, and feed if any. */
export const OWNER_SQL = `
  SELECT ${masterNow('$1')} AS is_master,
         (SELECT calendar_type FROM master_profiles WHERE user_id = $1) AS calendar_type,
         ${MASTER_ZONE('$1')} AS time_zone,
         f.token, ${MS('f.created_at')} AS created_ms, ${MS('f.rotated_at')} AS rotated_ms
    FROM (SELECT 1) one
    LEFT JOIN calendar_feeds f ON f.master_id = $1`;

const RETURNING = `RETURNING token, ${MS('created_at')} AS created_ms, ${MS('rotated_at')} AS rotated_ms`;

/** The first feed of master $1 (a concurrent first call may have made it: then nothing is returned). */
export const CREATE_SQL = `
  INSERT INTO calendar_feeds (master_id, token, created_at) VALUES ($1, $2, $3)
  ON CONFLICT (master_id) DO NOTHING ${RETURNING}`;

/** A new token for master $1: the old one finds nothing from now on. */
export const ROTATE_SQL = `
  INSERT INTO calendar_feeds (master_id, token, created_at) VALUES ($1, $2, $3)
  ON CONFLICT (master_id) DO UPDATE SET token = EXCLUDED.token, rotated_at = EXCLUDED.created_at ${RETURNING}`;

const UPDATED = `, ${MS('a.updated_at')} AS updated_ms`;

/**
 * A whole feed in one query: the feed of token $1 (none: an unknown token, or its owner is blocked or no
 * longer a master), its master's name and zone, and every booking of theirs not cancelled starting in
 * [$2, $3) that they still serve (none of an organization they left), one row each (one row with a null
 * id when there are none).
 */
export const FEED_SQL = `
  SELECT mu.first_name AS feed_first_name, mu.last_name AS feed_last_name, ${MASTER_ZONE('f.master_id')} AS feed_zone,
         ${masterSeriesJson('f.master_id')} AS feed_series, x.*
    FROM calendar_feeds f
    JOIN users mu ON mu.id = f.master_id AND NOT mu.is_blocked
    LEFT JOIN LATERAL (
      ${APPOINTMENT_SELECT('appointments', UPDATED)}
       WHERE ${mastersOwnBookings('a', 'f.master_id')} AND a.status NOT IN ('cancelled', 'expired', 'payment_conflict', 'awaiting_payment') AND a.starts_at >= $2 AND a.starts_at < $3
       ORDER BY a.starts_at, a.id LIMIT ${FEED_LIMIT}) x ON true
   WHERE f.token = $1 AND ${masterNow('f.master_id')}`;

/** Appointment $1 as the caller $2 relates to it: as its master (still serving it), its client, or neither. */
export const ONE_SQL = `${APPOINTMENT_SELECT(
  'appointments',
  `${UPDATED}, ${mastersBooking('a', '$2')} AS is_master, COALESCE(a.client_id = $2, false) AS is_client`,
)} WHERE a.id = $1`;
