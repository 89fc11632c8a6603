/**
 * The public sessions lists: ONE statement per request. It answers the list's version (the database's
 * number for the page's data, public_sessions_versions, moved by triggers on every change that can alter
 * the list) and, only when that differs from the version of the answer the process keeps ($5), the whole
 * response as JSON text ({ sessions: [PublicSession] }, instants already written with the zone's offset),
 * so the API passes the bytes on without parsing and writing again what the database built (a studio's
 * month is 200 sessions), with the instants until which that answer holds as time goes by.
 */
import { bookableMemberRow } from '../access/access.sql';
import { SERVICE_DEPOSIT_JSON } from '../deposits/deposit.sql';

/** `offset` (int minutes east of UTC) as '+03:00' / '-05:30'. */
const offsetText = (offset: string) =>
  `CASE WHEN ${offset} < 0 THEN '-' ELSE '+' END || to_char(make_interval(mins => abs(${offset})), 'HH24:MI')`;

/**
 * Instant `instant` (timestamptz) as ISO 8601 with `zone`'s offset, whole seconds, as instantFormatter
 * writes it: '2026-12-02T12:00:00+03:00'.
 */
export const isoInZone = (instant: string, zone: string): string => {
  const local = `(${instant} AT TIME ZONE ${zone})`;
  const offset = `(round(extract(epoch FROM ${local} - (${instant} AT TIME ZONE 'UTC')) / 60)::int)`;
  return `to_char(${local}, 'YYYY-MM-DD"T"HH24:MI:SS') || ${offsetText(offset)}`;
};

const NOW = `to_timestamp($4::float8 / 1000)`;
/** How far the list reaches when the request names no last date. */
export const DEFAULT_DAYS = 62;

/** Where one page's list is read from: its sessions, its zone, its version. */
interface Page {
  /** Every session of the page, bookable master or not, for row `g`. */
  scope: (g: string) => string;
  /** Of those, the sessions shown, for row `g` and its master `mu`. */
  bookable: string;
  zone: string;
  /** The version text: the page (kind and id, so a link given to another page never matches) and its number. */
  version: string;
}

/**
 * The statement of one page: `from` its tables (they name the page's rows for `p`), one row when the page
 * exists, with `version`, `body` (null when the version is $5's), `first_ms` (the first answered session's
 * start: the list holds before it, when it leaves) and `next_ms` (with no last date: the first session past
 * the reach, which comes in when the reach passes it). Sessions scheduled, not started, from $2 to $3 (dates
 * in the zone; null: from now, DEFAULT_DAYS days), $4 now (epoch ms). Counts only: who booked is never read.
 * The list's read is gated on the version (a one-time filter): an unchanged list costs a few index reads.
 */
const pageSql = (p: Page, from: string, deposits: boolean) => `
  SELECT ${p.version} AS version,
         CASE WHEN ${p.version} = $5 THEN NULL ELSE a.body END AS body, a.first_ms, a.next_ms
    ${from}
    CROSS JOIN LATERAL (
      SELECT json_build_object('sessions', COALESCE(json_agg(json_build_object(
               'id', g.id,
               'service', json_build_object('id', s.id, 'name', s.name, 'duration_minutes', s.duration_minutes,
                                            'price', s.price::float8, 'deposit', ${deposits ? SERVICE_DEPOSIT_JSON('s') : 'NULL'}),
               'master', json_build_object('id', mu.id, 'first_name', mu.first_name, 'last_name', mu.last_name),
               'starts_at', ${isoInZone('g.starts_at', p.zone)}, 'ends_at', ${isoInZone('g.ends_at', p.zone)},
               'capacity', g.capacity, 'seats_left', g.capacity - g.seats_taken) ORDER BY g.starts_at, g.id),
             '[]'::json))::text AS body,
             extract(epoch FROM min(g.starts_at))::float8 * 1000 AS first_ms,
             CASE WHEN $3::date IS NULL AND ${p.version} IS DISTINCT FROM $5 THEN (
               SELECT extract(epoch FROM min(n.starts_at))::float8 * 1000 FROM group_sessions n
                WHERE ${p.scope('n')} AND n.status = 'scheduled' AND n.starts_at >= ${NOW} + interval '${DEFAULT_DAYS} days')
             END AS next_ms
        FROM (SELECT * FROM group_sessions g
               WHERE ${p.version} IS DISTINCT FROM $5
                 AND ${p.scope('g')} AND g.status = 'scheduled'
                 AND g.starts_at > ${NOW}
                 AND g.starts_at >= COALESCE(($2::date)::timestamp AT TIME ZONE ${p.zone}, ${NOW})
                 AND g.starts_at < COALESCE(($3::date + 1)::timestamp AT TIME ZONE ${p.zone},
                                            ${NOW} + interval '${DEFAULT_DAYS} days')
              OFFSET 0) g
        JOIN services s ON s.id = g.service_id
        JOIN users mu ON mu.id = g.master_id
       WHERE ${p.bookable}) a`;

/** $1 the independent master's link. */
export const publicMasterSessionsSql = (deposits: boolean) =>
  pageSql(
    {
      scope: (g) => `${g}.master_id = u.id AND ${g}.organization_id IS NULL`,
      bookable: 'true',
      zone: `COALESCE(ms.time_zone, 'Europe/Moscow')`,
      version: `('m' || u.id || ':' || COALESCE(v.version, 0))`,
    },
    `FROM master_profiles mp
    JOIN users u ON u.id = mp.user_id AND NOT u.is_blocked
    LEFT JOIN master_schedules ms ON ms.master_id = u.id
    LEFT JOIN public_sessions_versions v ON v.kind = 'm' AND v.owner_id = u.id`,
    deposits,
  ) +
  `
   WHERE mp.deep_link = $1`;

/** $1 the organization's link: the sessions of its bookable masters. */
export const publicOrganizationSessionsSql = (deposits: boolean) =>
  pageSql(
    {
      scope: (g) => `${g}.organization_id = o.id`,
      bookable: `EXISTS (SELECT 1 FROM organization_members m
                WHERE m.organization_id = o.id AND m.user_id = g.master_id AND ${bookableMemberRow('m', 'mu')})`,
      zone: 'o.time_zone',
      version: `('o' || o.id || ':' || COALESCE(v.version, 0))`,
    },
    `FROM organizations o
    JOIN users ow ON ow.id = o.owner_id AND NOT ow.is_blocked
    LEFT JOIN public_sessions_versions v ON v.kind = 'o' AND v.owner_id = o.id`,
    deposits,
  ) +
  `
   WHERE o.deep_link = $1`;
