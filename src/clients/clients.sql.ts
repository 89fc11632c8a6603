/**
 * The client base as one statement: the view's bookings grouped by client (CLIENT_KEY_SQL), with the
 * business's note, filtered by search and segment, sorted and paged. Parameters:
 * $1 organization, $2 masters (viewBookingsSql), $3 now (epoch ms), $4 one client's key or null,
 * $5 a name pattern (ILIKE) or null, $6 and $7 phone digits to look for or null, $8 the segment,
 * $9 "new" since (epoch ms), $10 "lost" before (epoch ms: the start of the day 60 days ago), $11 limit, $12 offset.
 */
import { EPOCH_MS } from '../schedules/schedule-bundle.sql';
import { CLIENT_KEY_SQL, viewBookingsSql, type BusinessView } from '../statistics/business-view';
import type { ClientSort } from './clients.contract';

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

export const clientsSql = (view: BusinessView, sort: ClientSort): string => `
  WITH b AS (
    SELECT a.client_id, a.client_name, a.client_phone, a.status, a.price, a.starts_at, k.key
      FROM appointments a CROSS JOIN LATERAL (SELECT ${CLIENT_KEY_SQL('a')} AS key) k
     WHERE ${viewBookingsSql(view, 'a', '$1', '$2')} AND k.key IS NOT NULL AND ($4::text IS NULL OR k.key = $4::text)
  ), g AS (
    SELECT b.key, max(b.client_id) AS client_id,
           count(*) FILTER (WHERE b.status = 'completed')::int AS visits,
           count(*) FILTER (WHERE b.status = 'no_show')::int AS no_shows,
           count(*) FILTER (WHERE b.status = 'cancelled')::int AS cancelled,
           COALESCE(sum(b.price) FILTER (WHERE b.status = 'completed'), 0) AS total_spent,
           min(b.starts_at) FILTER (WHERE b.status = 'completed') AS first_visit,
           max(b.starts_at) FILTER (WHERE b.status = 'completed') AS last_visit,
           min(b.starts_at) FILTER (WHERE b.status IN ('planned', 'confirmed') AND b.starts_at > ${at('$3')}) AS next_booking,
           max(b.starts_at) FILTER (WHERE b.status <> 'cancelled') AS last_live,
           (array_agg(b.client_name ORDER BY b.starts_at DESC))[1] AS booked_name,
           (array_agg(b.client_phone ORDER BY b.starts_at DESC))[1] AS booked_phone
      FROM b GROUP BY b.key
  ), c AS (
    SELECT g.*,
           COALESCE(CASE WHEN u.id IS NOT NULL THEN u.first_name || COALESCE(' ' || u.last_name, '') END,
                    g.booked_name, '') AS name,
           CASE WHEN u.id IS NOT NULL THEN COALESCE(u.phone, g.booked_phone) ELSE '+' || substr(g.key, 3) END AS phone
      FROM g LEFT JOIN users u ON u.id = g.client_id
  )
  SELECT c.key, c.client_id, c.name, c.phone, c.visits, c.no_shows, c.cancelled, c.total_spent::text AS total_spent,
         ${EPOCH_MS('c.first_visit')} AS first_visit, ${EPOCH_MS('c.last_visit')} AS last_visit,
         ${EPOCH_MS('c.next_booking')} AS next_booking, n.note, COALESCE(n.tags, '[]'::jsonb) AS tags
    FROM c LEFT JOIN client_notes n ON n.client_key = c.key AND ${notesOf(view, 'n')}
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
   LIMIT $11 OFFSET $12`;

/** One client's bookings in the view, newest first ($1, $2 the view, $3 the client's key). */
export const historySql = (view: BusinessView): string => `
  SELECT a.id AS appointment_id, ${EPOCH_MS('a.starts_at')} AS starts_at, a.status, a.price::text AS price,
         s.id AS service_id, s.name AS service_name, u.id AS master_id, u.first_name, u.last_name
    FROM appointments a
    JOIN users u ON u.id = a.master_id
    LEFT JOIN services s ON s.id = a.service_id
   WHERE ${viewBookingsSql(view, 'a', '$1', '$2')} AND ${CLIENT_KEY_SQL('a')} = $3::text
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
