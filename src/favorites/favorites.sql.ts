/**
 * The favorites' statements. Who may be kept is who has a public page: a master who is not blocked and is
 * bookable (independent, or a master of an organization whose owner is not blocked), an organization whose
 * owner is not blocked. The same rules hide a kept one that was blocked later: rows stay, reads skip them.
 * Parameters: $1 the client's user id, $2 the master's user id or the organization's id.
 */
import { bookableMaster, bookableMemberRow, visibleOrganization } from '../access/access.sql';
import { RATING_SQL, REVIEWS_COUNT_SQL, STATS_JOIN } from '../reviews/review-stats.sql';
import { EPOCH_MS, scheduleBundleSql } from '../schedules/schedule-bundle.sql';

const PUBLIC_MASTER = `SELECT pm.id FROM users pm
  WHERE pm.id = $2 AND NOT pm.is_blocked AND ${bookableMaster('pm.id')}`;

const PUBLIC_ORGANIZATION = `SELECT o.id FROM organizations o WHERE o.id = $2 AND ${visibleOrganization('o')}`;

export const ADD_MASTER_SQL = `
  WITH target AS (${PUBLIC_MASTER}),
       added AS (INSERT INTO favorite_masters (client_id, master_id) SELECT $1, id FROM target
                 ON CONFLICT DO NOTHING RETURNING 1)
  SELECT EXISTS (SELECT 1 FROM target) AS found`;

export const REMOVE_MASTER_SQL = `
  WITH removed AS (DELETE FROM favorite_masters WHERE client_id = $1 AND master_id = $2 RETURNING 1)
  SELECT EXISTS (${PUBLIC_MASTER}) AS found`;

export const ADD_ORGANIZATION_SQL = `
  WITH target AS (${PUBLIC_ORGANIZATION}),
       added AS (INSERT INTO favorite_organizations (client_id, organization_id) SELECT $1, id FROM target
                 ON CONFLICT DO NOTHING RETURNING 1)
  SELECT EXISTS (SELECT 1 FROM target) AS found`;

export const REMOVE_ORGANIZATION_SQL = `
  WITH removed AS (DELETE FROM favorite_organizations WHERE client_id = $1 AND organization_id = $2 RETURNING 1)
  SELECT EXISTS (${PUBLIC_ORGANIZATION}) AS found`;

/** The master's data for the slot engine over the padded window ($2, $3 dates; $4, $5 epoch ms). */
const BUNDLE = scheduleBundleSql({ overridesFrom: '$2::date', overridesTo: '$3::date', fromMs: '$4', toMs: '$5' });

/**
 * The kept masters with their page (an independent master's own link first, else their first bookable
 * organization membership), rating, the durations of the services they perform there, and the data the
 * slot engine needs for next_free. One statement for the whole list.
 */
export const LIST_MASTERS_SQL = `
  SELECT u.id, u.first_name, u.last_name, mp.specialization,
         ${RATING_SQL('st')} AS rating, ${REVIEWS_COUNT_SQL('st')} AS reviews_count,
         CASE WHEN mp.deep_link IS NOT NULL THEN '/master/' || mp.deep_link
              ELSE '/organization-master/' || om.master_code END AS book_path,
         ARRAY(SELECT DISTINCT COALESCE(s.duration_minutes, 60) FROM services s
                WHERE CASE WHEN mp.deep_link IS NOT NULL THEN s.master_id = u.id AND s.organization_id IS NULL
                           ELSE s.organization_id = om.organization_id
                                AND (om.service_ids IS NULL OR s.id = ANY(om.service_ids)) END
                  -- a group service is booked by its sessions' seats, never as a free time of its own
                  AND COALESCE(s.capacity, 1) <= 1) AS durations,
         ARRAY(SELECT ${EPOCH_MS('g.starts_at')} FROM group_sessions g
                WHERE g.master_id = u.id AND g.status = 'scheduled' AND g.seats_taken < g.capacity
                  AND g.starts_at >= to_timestamp($4::float8 / 1000) AND g.starts_at < to_timestamp($5::float8 / 1000)
                  AND (g.organization_id IS NULL) = (mp.deep_link IS NOT NULL)
                ORDER BY g.starts_at) AS sessions,
         ${BUNDLE}
    FROM favorite_masters f
    JOIN users u ON u.id = f.master_id AND NOT u.is_blocked
    LEFT JOIN master_profiles mp ON mp.user_id = u.id
    LEFT JOIN LATERAL (
      SELECT m.master_code, m.organization_id, oms.service_ids
        FROM organization_members m
        JOIN organizations o ON o.id = m.organization_id
        JOIN users ow ON ow.id = o.owner_id
        LEFT JOIN organization_master_services oms ON oms.organization_id = m.organization_id AND oms.master_id = u.id
       WHERE m.user_id = u.id AND m.master_code IS NOT NULL AND ${bookableMemberRow('m', 'u', 'ow')}
       ORDER BY m.joined_at, m.id LIMIT 1) om ON mp.deep_link IS NULL
    LEFT JOIN master_schedules ms ON ms.master_id = u.id
    ${STATS_JOIN('st', 'master', 'u.id')}
   WHERE f.client_id = $1 AND (mp.deep_link IS NOT NULL OR om.master_code IS NOT NULL)
   ORDER BY f.created_at DESC, u.id`;

/** The kept organizations whose owner is not blocked, with their rating. */
export const LIST_ORGANIZATIONS_SQL = `
  SELECT o.id, o.name, o.address, ${RATING_SQL('st')} AS rating, ${REVIEWS_COUNT_SQL('st')} AS reviews_count,
         '/organization/' || o.deep_link AS book_path
    FROM favorite_organizations f
    JOIN organizations o ON o.id = f.organization_id
    ${STATS_JOIN('st', 'organization', 'o.id')}
   WHERE f.client_id = $1 AND ${visibleOrganization('o')}
   ORDER BY f.created_at DESC, o.id`;
