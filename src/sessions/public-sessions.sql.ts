/**
 * The public sessions lists: ONE statement per request that answers the whole response as JSON text
 * ({ sessions: [PublicSession] }, instants already written with the zone's offset), so the API passes the
 * bytes on without parsing and writing again what the database built (a studio's month is 200 sessions).
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

/**
 * The response's JSON text: the sessions `where` picks (rows `g` of a page whose zone is `zone`), scheduled,
 * not started, from $2 to $3 (dates in the zone; null: from now, 62 days), $4 now (epoch ms). Counts only:
 * who booked is never read.
 */
const PUBLIC_SESSIONS = (where: string, zone: string, deposits: boolean) => `json_build_object('sessions', COALESCE((
    SELECT json_agg(json_build_object(
             'id', g.id,
             'service', json_build_object('id', s.id, 'name', s.name, 'duration_minutes', s.duration_minutes,
                                          'price', s.price::float8, 'deposit', ${deposits ? SERVICE_DEPOSIT_JSON('s') : 'NULL'}),
             'master', json_build_object('id', mu.id, 'first_name', mu.first_name, 'last_name', mu.last_name),
             'starts_at', ${isoInZone('g.starts_at', zone)}, 'ends_at', ${isoInZone('g.ends_at', zone)},
             'capacity', g.capacity, 'seats_left', g.capacity - g.seats_taken) ORDER BY g.starts_at, g.id)
      FROM group_sessions g
      JOIN services s ON s.id = g.service_id
      JOIN users mu ON mu.id = g.master_id
     WHERE ${where} AND g.status = 'scheduled'
       AND g.starts_at > to_timestamp($4::float8 / 1000)
       AND g.starts_at >= COALESCE(($2::date)::timestamp AT TIME ZONE ${zone}, to_timestamp($4::float8 / 1000))
       AND g.starts_at < COALESCE(($3::date + 1)::timestamp AT TIME ZONE ${zone},
                                  to_timestamp($4::float8 / 1000) + interval '62 days')), '[]'::json))::text`;

/** $1 the independent master's link: one row (`body`) when the page exists. */
export const publicMasterSessionsSql = (deposits: boolean) => `
  SELECT ${PUBLIC_SESSIONS('g.master_id = u.id AND g.organization_id IS NULL', `COALESCE(ms.time_zone, 'Europe/Moscow')`, deposits)} AS body
    FROM master_profiles mp
    JOIN users u ON u.id = mp.user_id
    LEFT JOIN master_schedules ms ON ms.master_id = u.id
   WHERE mp.deep_link = $1 AND NOT u.is_blocked`;

/** $1 the organization's link: the sessions of its bookable masters; one row (`body`) when the page exists. */
export const publicOrganizationSessionsSql = (deposits: boolean) => `
  SELECT ${PUBLIC_SESSIONS(
    `g.organization_id = o.id AND EXISTS (SELECT 1 FROM organization_members m
              WHERE m.organization_id = o.id AND m.user_id = g.master_id AND ${bookableMemberRow('m', 'mu')})`,
    'o.time_zone',
    deposits,
  )} AS body
    FROM organizations o
    JOIN users ow ON ow.id = o.owner_id
   WHERE o.deep_link = $1 AND NOT ow.is_blocked`;
