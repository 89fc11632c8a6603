/**
 * The client base as one statement over the kept per-client figures (client_stats, kept by the database
 * from the business's bookings): the view's rows, with the business's note, filtered by search and
 * segment, sorted and paged; only the page's next bookings are looked up in appointments. Parameters:
 * $1 organization, $2 masters (viewParams), $3 now (epoch ms), $4 one client's key or null,
 * $5 a name pattern (ILIKE) or null, $6 and $7 phone digits to look for or null, $8 the segment,
 * $9 "new" since (epoch ms), $10 "lost" before (epoch ms: the start of the day 60 days ago), $11 limit, $12 offset.
 */
import { EPOCH_MS, EPOCH_MS_FAST } from '../schedules/schedule-bundle.sql';
import { CLIENT_KEY_SQL, viewBookingsSql, viewClientRowsSql, type BusinessView } from '../access/business-view';
import type { ClientSort } from './clients.contract';
import { PAGE_VIEW } from './client-page-view.sql';

const at = (param: string) => `to_timestamp(${param}::float8 / 1000)`;

const ORDER: Record<ClientSort, string> = {
  last_visit: 'c.last_visit DESC NULLS LAST, c.key',
  visits: 'c.visits DESC, c.last_visit DESC NULLS LAST, c.key',
  spent: 'c.total_spent DESC, c.key',
  name: 'lower(c.name), c.key',
};

/** Whose notes: the organization's, or the independent master's (the view's one master). */
const notesOf = (view: BusinessView, n: string) =>
  view.organizationId !== null ? `${n}.organization_id = $1::int` : `${n}.master_id = ($2::int[])[1]`;

/** The registered client of kept row `s` (its key 'u:<id>'), else null. */
const CLIENT_ID = (s: string) => `CASE WHEN ${s}.client_key LIKE 'u:%' THEN substr(${s}.client_key, 3)::int END`;

/** The first of `bookings` (a condition on appointments `a`) planned or confirmed after $3. */
const FIRST_LIVE = (bookings: string) => `(
    SELECT a.starts_at FROM appointments a
     WHERE ${bookings} AND a.status IN ('planned', 'confirmed') AND a.starts_at > ${at('$3')}
     ORDER BY a.starts_at LIMIT 1)`;

/**
 * The first planned or confirmed booking after $3 of kept row `c`: all of an organization's (one probe of
 * appointments_org_client_live_idx), or one master's there or outside organizations.
 */
const NEXT_BOOKING = `CASE WHEN c.master_id = 0
    THEN ${FIRST_LIVE('a.organization_id = c.organization_id AND a.client_key = c.key')}
    ELSE ${FIRST_LIVE('a.master_id = c.master_id AND a.client_key = c.key AND COALESCE(a.organization_id, 0) = c.organization_id')} END`;

/**
 * The kept rows of a client base (`where` picks them from client_stats `s`) with the client's name and phone,
 * then searched, filtered by segment, sorted and cut to the window: CTEs `c` and `p` ($3..$12 as above).
 */
const windowSql = (where: string, sort: ClientSort): string => `
  c AS (
    SELECT s.organization_id, s.master_id, s.client_key AS key,
           ${CLIENT_ID('s')} AS client_id,
           s.visits, s.no_shows, s.cancelled, s.revenue AS total_spent, s.first_visit, s.last_visit, s.last_live,
           COALESCE(CASE WHEN u.id IS NOT NULL THEN u.first_name || COALESCE(' ' || u.last_name, '') END,
                    s.booked_name, '') AS name,
           CASE WHEN u.id IS NOT NULL THEN COALESCE(u.phone, s.booked_phone) ELSE '+' || substr(s.client_key, 3) END AS phone
      FROM client_stats s
      LEFT JOIN users u ON u.id = ${CLIENT_ID('s')}
     WHERE ${where} AND ($4::text IS NULL OR s.client_key = $4::text)
  ), p AS (
    SELECT c.* FROM c
     WHERE ($5::text IS NULL OR c.name ILIKE $5::text
            OR ($6::text IS NOT NULL AND regexp_replace(COALESCE(c.phone, ''), '\\D', '', 'g') LIKE '%' || $6::text || '%')
            OR ($7::text IS NOT NULL AND regexp_replace(COALESCE(c.phone, ''), '\\D', '', 'g') LIKE '%' || $7::text || '%'))
       AND CASE $8::text
             WHEN 'new' THEN c.first_visit >= ${at('$9')}
             WHEN 'regular' THEN c.visits >= 3
             WHEN 'lost' THEN c.last_visit < ${at('$10')} AND c.last_live <= c.last_visit
             WHEN 'no_show' THEN c.no_shows > 0
             ELSE true END
     ORDER BY ${ORDER[sort]}
     LIMIT $11 OFFSET $12
  )`;

export const clientsSql = (view: BusinessView, sort: ClientSort): string => `
  WITH ${windowSql(viewClientRowsSql(view, 's'), sort)}
  SELECT c.key, c.client_id, c.name, c.phone, c.visits, c.no_shows, c.cancelled, c.total_spent::text AS total_spent,
         ${EPOCH_MS('c.first_visit')} AS first_visit, ${EPOCH_MS('c.last_visit')} AS last_visit,
         ${EPOCH_MS(NEXT_BOOKING)} AS next_booking, n.note, COALESCE(n.tags, '[]'::jsonb) AS tags
    FROM p c LEFT JOIN client_notes n ON n.client_key = c.key AND ${notesOf(view, 'n')}
   ORDER BY ${ORDER[sort]}`;

/**
 * clientPageSql: GET /clients in ONE statement: the caller's view (PAGE_VIEW) and its window of rows
 * ($3..$12 as clientsSql's, $11 one more than the page), each with the view's answer (`allowed`, `org`,
 * `master`, `zone`) and the version of the page's data read in the same snapshot (a page is kept with it:
 * kept-pages.ts), the instants as epoch ms. At least one row: with no client base (`allowed` false) or no
 * client in the window, a single row whose key is null. Node writes the JSON: PostgreSQL writing it as text (a string per field, the
 * key's base64, the tags' array) cost it more than the rows (0.6 against 0.4 ms of a backend's CPU for a
 * page of 50, with the same work left in Node). Each of the view's values is read through a one-row subquery,
 * so the kept rows are an index scan in the order asked, as with parameters.
 */
const pageSql = (sort: ClientSort): string => `
  WITH ${PAGE_VIEW},
  ${windowSql(`s.organization_id = (SELECT org FROM v) AND s.master_id = (SELECT master FROM v) AND (SELECT allowed FROM v)`, sort)}
  SELECT v.allowed, v.org, v.master, v.zone, v.version, c.key, c.client_id, c.name, c.phone, c.visits,
         c.no_shows, c.cancelled, c.total_spent::text AS total_spent, ${EPOCH_MS_FAST('c.first_visit')} AS first_visit,
         ${EPOCH_MS_FAST('c.last_visit')} AS last_visit, ${EPOCH_MS_FAST(NEXT_BOOKING)} AS next_booking,
         n.note, COALESCE(n.tags, '[]'::jsonb) AS tags
    FROM v LEFT JOIN p c ON true
    LEFT JOIN client_notes n ON n.client_key = c.key
          AND (n.organization_id = v.notes_org OR n.master_id = v.notes_master)
   ORDER BY ${ORDER[sort]}`;

const PAGE_SQL = new Map<ClientSort, string>();

/** clientPageSql's text of a sort, written once (a new text each request is work to build and to hash). */
export function clientPageSql(sort: ClientSort): string {
  let sql = PAGE_SQL.get(sort);
  if (sql === undefined) PAGE_SQL.set(sort, (sql = pageSql(sort)));
  return sql;
}

/**
 * One client's bookings in the view, newest first ($1, $2 the view, $3 the client's key): read through
 * the masters the kept rows name for the client, so each is one probe of (master, client) and not a scan
 * of the business's whole history.
 */
export const historySql = (view: BusinessView): string => `
  SELECT a.id AS appointment_id, ${EPOCH_MS('a.starts_at')} AS starts_at, a.status, a.price::text AS price,
         s.id AS service_id, s.name AS service_name, u.id AS master_id, u.first_name, u.last_name
    FROM appointments a
    JOIN users u ON u.id = a.master_id
    LEFT JOIN services s ON s.id = a.service_id
   WHERE ${viewBookingsSql(view, 'a', '$1', '$2')} AND ${CLIENT_KEY_SQL('a')} = $3::text
     AND a.master_id IN (SELECT s.master_id FROM client_stats s
                          WHERE s.organization_id = COALESCE($1::int, 0) AND s.client_key = $3::text AND s.master_id <> 0)
   ORDER BY a.starts_at DESC, a.id DESC`;

/**
 * Writes the note and tags ($4, $5; $6 and $7 say whether each was given) of client $3 for the business
 * $1 (an organization) or $2 (an independent master), by user $8.
 */
export const upsertNoteSql = (view: BusinessView): string => {
  const col = view.notesOwner.organizationId !== null ? 'organization_id' : 'master_id';
  return `
  INSERT INTO client_notes (organization_id, master_id, client_key, note, tags, updated_by)
  VALUES ($1::int, $2::int, $3, $4, COALESCE($5::jsonb, '[]'::jsonb), $8)
  ON CONFLICT (${col}, client_key) WHERE ${col} IS NOT NULL DO UPDATE
     SET note = CASE WHEN $6::boolean THEN EXCLUDED.note ELSE client_notes.note END,
         tags = CASE WHEN $7::boolean THEN EXCLUDED.tags ELSE client_notes.tags END,
         updated_by = EXCLUDED.updated_by, updated_at = now()`;
};
