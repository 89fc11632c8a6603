/**
 * The caller's client base as GET /clients reads it, and the version of its data: the CTEs that open the
 * page's statement (clients.sql.ts) and, alone, the statement that checks a kept page (kept-pages.ts).
 */
import { VIEW_SQL } from '../access/business-view.sql';
import { DEFAULT_VIEW_ZONE } from '../access/business-view';

/**
 * The caller's view (VIEW_SQL: $1 the caller, $2 NULL) as the kept rows' keys, with BusinessViewService.resolve's
 * rules: whether they have a client base, its organization (0: outside organizations), its master (0: all of
 * the organization's), its zone, and whose notes it shows (an organization's, else the independent master's).
 * `version`: the md5 of the view's rows of report_versions (moved by every write the page reads, migrations
 * 1764600000000 and 1764660000000), an organization's every row or one master's and the organization's
 * (master 0), in key order: the whole set, as numbers are committed in any order. A digest and not the text,
 * since the page's statement repeats it on each of its rows.
 */
export const PAGE_VIEW = `
  r AS (${VIEW_SQL}),
  k AS (
    SELECT r.managed_id IS NOT NULL OR r.served_id IS NOT NULL OR r.independent AS allowed,
           COALESCE(r.managed_id, r.served_id, 0) AS org,
           CASE WHEN r.managed_id IS NOT NULL THEN 0 ELSE $1::int END AS master,
           CASE WHEN r.managed_id IS NOT NULL THEN COALESCE(r.managed_zone, '${DEFAULT_VIEW_ZONE}')
                ELSE COALESCE(r.own_zone, r.served_zone, '${DEFAULT_VIEW_ZONE}') END AS zone,
           COALESCE(r.managed_id, r.served_id) AS notes_org,
           CASE WHEN r.managed_id IS NULL AND r.served_id IS NULL THEN $1::int END AS notes_master
      FROM r),
  v AS (
    SELECT k.*, CASE WHEN k.allowed THEN (
             SELECT COALESCE(md5(string_agg(x.master_id || ':' || x.version, ',' ORDER BY x.master_id)), '')
               FROM report_versions x
              WHERE x.organization_id = k.org AND (k.master = 0 OR x.master_id = 0 OR x.master_id = k.master))
           END AS version
      FROM k)`;

/** PAGE_VIEW's answer alone ($1 the caller, $2 NULL): a page asked again is this one statement while it holds. */
export const PAGE_VIEW_SQL = `WITH ${PAGE_VIEW} SELECT v.allowed, v.org, v.master, v.zone, v.version FROM v`;
