/**
 * The version of a report's data (report_versions, moved by triggers: see migration 1764600000000), as
 * text: every version row the report depends on, "organization.master:number" in key order. Text, not the
 * largest number: numbers come from a sequence but are committed in any order, so only the whole set
 * changes whenever any row does. Read by the report's statement with the view ($1 organization, $2 masters)
 * and `masters`, an int[] of the masters the report lists (their own rows, organization -1).
 */
import type { BusinessView } from '../access/business-view';
import { VIEW_SQL } from '../access/business-view.sql';

/** The view's own rows: an organization's every row, else the one master's and the organization's. */
const ownRows = (view: BusinessView, v: string): string =>
  view.masterIds === null
    ? `${v}.organization_id = $1::int AND $2::int[] IS NULL`
    : `${v}.organization_id = COALESCE($1::int, 0) AND (${v}.master_id = 0 OR ${v}.master_id = ANY($2::int[]))`;

export const reportVersionSql = (view: BusinessView, masters: string): string => `
  SELECT COALESCE(string_agg(v.organization_id || '.' || v.master_id || ':' || v.version, ','
                             ORDER BY v.organization_id, v.master_id), '')
    FROM (SELECT * FROM report_versions v WHERE ${ownRows(view, 'v')}
          UNION ALL
          SELECT * FROM report_versions v WHERE v.organization_id = -1 AND v.master_id = ANY(${masters})) v`;

/**
 * The caller's view (VIEW_SQL's row: $1 the caller, $2 the master asked about) and, beside it, the version
 * of that view's report as reportVersionSql reads it for the view resolve() makes of the row, with $3 the
 * masters the kept report lists: a report asked again is one statement.
 */
export const VIEW_AND_REPORT_VERSION_SQL = `
  SELECT v.*, (
    SELECT COALESCE(string_agg(r.organization_id || '.' || r.master_id || ':' || r.version, ','
                               ORDER BY r.organization_id, r.master_id), '')
      FROM (SELECT * FROM report_versions r
             WHERE r.organization_id = COALESCE(v.managed_id, v.served_id, 0)
               AND ((v.managed_id IS NOT NULL AND $2::int IS NULL) OR r.master_id = 0
                    OR r.master_id = CASE WHEN v.managed_id IS NOT NULL THEN $2::int ELSE $1::int END)
            UNION ALL
            SELECT * FROM report_versions r WHERE r.organization_id = -1 AND r.master_id = ANY($3::int[])) r
  ) AS version
    FROM (${VIEW_SQL}) v`;
