/**
 * The version of a free_on answer's data: search's (search-version.sql.ts) and, in the same snapshot, the
 * versions of what the slot engine read for the providers it examined (free_on_versions, moved by triggers:
 * see migration 1764680000000; calendar_busy_versions for outside busy times). Each part only grows while
 * its rows change (every new version is a larger number of one sequence), so equal text is equal data.
 *
 * $1 the viewer's telegram id (null for none), $2 $3 the page's masters and organizations (the viewer's
 * favorites among them), $4 the examined masters, $5 the examined organizations (all their members count:
 * who is a member moves search_versions), $6 the examined services (their group sessions and capacity).
 */
export const FREE_ON_VERSION_AND_FAVORITES_SQL = `
  WITH masters AS (
    SELECT unnest($4::int[]) AS id
    UNION SELECT m.user_id FROM organization_members m WHERE m.organization_id = ANY($5::int[]))
  SELECT concat_ws(':', (SELECT sum(n) FROM search_versions),
           (SELECT COALESCE(sum(fv.version), 0) FROM free_on_versions fv
             WHERE fv.kind = 0 AND fv.id IN (SELECT id FROM masters)),
           (SELECT COALESCE(sum(fv.version), 0) FROM free_on_versions fv WHERE fv.kind = 1 AND fv.id = ANY($6::int[])),
           (SELECT COALESCE(sum(cv.version), 0) FROM calendar_busy_versions cv
             WHERE cv.master_id IN (SELECT id FROM masters))) AS version,
         ARRAY(SELECT f.master_id FROM favorite_masters f
                WHERE f.client_id = v.id AND f.master_id = ANY($2::int[])) AS masters,
         ARRAY(SELECT f.organization_id FROM favorite_organizations f
                WHERE f.client_id = v.id AND f.organization_id = ANY($3::int[])) AS organizations
    FROM (SELECT (SELECT u.id FROM users u WHERE u.telegram_id = $1::bigint) AS id OFFSET 0) v`;
