/**
 * The version of search's data (search_versions, moved by triggers: see migration 1764650000000): the sum of
 * its counters, as text. Every commit that changes what a search or the map reads adds to it, so two reads
 * that see the same sum see the same data.
 */

/** The version alone (the map, an anonymous search, and before an answer is made to be kept). */
export const SEARCH_VERSION_SQL = `SELECT sum(n)::text AS version FROM search_versions`;

/**
 * The version and, in the same snapshot, the favorites of the viewer ($1: telegram id, null for none)
 * among masters $2 and organizations $3 (the providers of a kept page). OFFSET 0 keeps the viewer's row
 * looked up once, not once per list.
 */
export const SEARCH_VERSION_AND_FAVORITES_SQL = `
  SELECT (SELECT sum(n) FROM search_versions)::text AS version,
         ARRAY(SELECT f.master_id FROM favorite_masters f
                WHERE f.client_id = v.id AND f.master_id = ANY($2::int[])) AS masters,
         ARRAY(SELECT f.organization_id FROM favorite_organizations f
                WHERE f.client_id = v.id AND f.organization_id = ANY($3::int[])) AS organizations
    FROM (SELECT (SELECT u.id FROM users u WHERE u.telegram_id = $1::bigint) AS id OFFSET 0) v`;
