/**
 * GET /appointments/calendar's whole answer (CalendarResponse), written by ONE statement as JSON text that
 * Node only writes the instants into (calendar-instants.ts) and sends: the bookings (every status) of one
 * master or one organization starting in [$2, $3), and each of their masters, services and organizations
 * once. A salon's week is ~1,400 bookings of 25 masters, 0.65 MB of JSON: parsing the database's JSON,
 * mapping each booking, writing and encoding the answer again cost Node ~23 ms of CPU a request; now Node
 * ~12-16 ms and PostgreSQL ~4 ms more than before (bench/calendar-week.mjs).
 *
 * The text is what JSON.stringify wrote of the answer Node built before (test/api/calendar-json.e2e-spec.ts):
 * each booking's fields as appointmentFields (appointment.mapper.ts) writes them, keys in its order, with
 * its instants in its master's zone (the master's schedule zone, else the organization's, else Moscow). */
import { mastersOwnBookings } from '../access/access.sql';
import { JSON_BOOLEAN, JSON_INTEGER, JSON_OBJECT, JSON_VALUE } from '../database/json-text.sql';
import { EPOCH_MS } from '../schedules/schedule-bundle.sql';
import { INSTANT_MARK } from './calendar-instants';

/** Most bookings one calendar answers (a salon of 25 masters over 62 busy days stays under it). */
export const CALENDAR_LIMIT = 5000;

/** A row of the statement: the next piece of the answer's JSON text (read as text: nobody parses it). */
export interface CalendarSqlRow {
  text: string;
}

const v = JSON_VALUE;
const int = JSON_INTEGER;
/** An instant of booking `a` in its master's zone, marked for Node to write (calendar-instants.ts). */
const instant = (col: string) => INSTANT_MARK(col, 'a.zone');

/** A booking of `a` (with its client `c`), as appointmentFields writes it. */
const BOOKING = JSON_OBJECT({
  id: int('a.id'),
  master_id: int('a.master_id'),
  service_id: int('a.service_id'),
  organization_id: int('a.organization_id'),
  client_id: int('a.client_id'),
  starts_at: instant('a.starts_at'),
  ends_at: instant('a.ends_at'),
  time_zone: v('a.zone'),
  // Math.round((ends_ms - starts_ms) / 60000) on the same float8 milliseconds
  duration_minutes: int(`floor((${EPOCH_MS('a.ends_at')} - ${EPOCH_MS('a.starts_at')}) / 60000 + 0.5)::int`),
  status: v('a.status'),
  price: v('a.price::float8'),
  comment: v('a.comment'),
  cancelled_by: v('a.cancelled_by'),
  cancel_reason: v('a.cancel_reason'),
  cancelled_at: instant('a.cancelled_at'),
  manual: JSON_BOOLEAN('a.client_id IS NULL'),
  created_at: instant('a.created_at'),
  // a manual booking's client is what staff typed; a registered one as their profile is now
  client: `CASE WHEN a.client_id IS NULL THEN ${JSON_OBJECT({
    id: `'null'`,
    first_name: v('a.client_name'),
    last_name: `'null'`,
    phone: v('a.client_phone'),
  })} ELSE ${JSON_OBJECT({
    id: int('a.client_id'),
    first_name: v('COALESCE(c.first_name, a.client_name)'),
    last_name: v('c.last_name'),
    phone: v('COALESCE(c.phone, a.client_phone)'),
  })} END`,
  deposit: `CASE WHEN a.d_amount IS NULL THEN 'null' ELSE ${JSON_OBJECT({
    amount: int('a.d_amount'),
    status: v('a.d_status'),
  })} END`,
  series_id: int('a.series_id'),
  session_id: int('a.session_id'),
});

/** A (master, organization) pair `k` of the bookings: how that organization's bookings show the master. */
const MASTER = JSON_OBJECT({
  id: int('k.master_id'),
  organization_id: int('k.organization_id'),
  first_name: v('mu.first_name'),
  last_name: v('mu.last_name'),
  phone: v('mu.phone'),
  specialization: v('mp.specialization'),
  deep_link: v('CASE WHEN k.organization_id IS NULL THEN mp.deep_link END'),
  master_code: v('om.master_code'),
});

const SERVICE = JSON_OBJECT({
  id: int('s.id'),
  name: v('s.name'),
  duration_minutes: int('s.duration_minutes'),
  price: v('s.price::float8'),
});

const ORGANIZATION = JSON_OBJECT({ id: int('o.id'), name: v('o.name'), address: v('o.address'), phone: v('o.phone') });

/** Bookings a row of the answer holds (~30 KB of text). */
const CHUNK = 64;

/**
 * `where` filters `a` (appointments); $2 and $3 bound the starts; $4, $5 and $6 are from, to and time_zone.
 * The answer's text comes in rows, in order (`part`): the head up to the bookings' '[', the bookings 64 a
 * row, then the rest ('],"masters":[…]}'); joined they are the answer. Rows of ~30 KB rather than one of
 * 0.65 MB: a value that large has PostgreSQL grow and copy 0.65 MB buffers (the aggregate, the output)
 * and Node's driver grow its read buffer to 1 MB and decode one large string, all in fresh memory (on the
 * bench machine ~450 page faults and 6 ms more of PostgreSQL's CPU a request, and 6 ms more of Node's).
 */
const calendarSql = (where: string) => `
  WITH a AS MATERIALIZED (
    SELECT a.*, COALESCE(ms.time_zone, o.time_zone, 'Europe/Moscow') AS zone,
           d.amount AS d_amount, d.status AS d_status
      FROM (SELECT a.*, row_number() OVER (ORDER BY a.starts_at, a.id) AS n
              FROM appointments a
             -- a hold that was never paid is its client's alone
             WHERE ${where} AND a.status <> 'expired' AND a.starts_at >= $2 AND a.starts_at < $3
             ORDER BY a.starts_at, a.id LIMIT ${CALENDAR_LIMIT}) a
      LEFT JOIN master_schedules ms ON ms.master_id = a.master_id
      LEFT JOIN organizations o ON o.id = a.organization_id
      LEFT JOIN appointment_deposits d ON d.appointment_id = a.id)
  SELECT text FROM (
    SELECT 0 AS part,
           concat('{"from":', ${v('$4::text')}, ',"to":', ${v('$5::text')}, ',"time_zone":', ${v('$6::text')},
                  ',"appointments":[') AS text
    UNION ALL
    SELECT 1 + (a.n - 1) / ${CHUNK},
           CASE WHEN min(a.n) > 1 THEN ',' ELSE '' END || string_agg(${BOOKING}, ',' ORDER BY a.n)
      FROM a LEFT JOIN users c ON c.id = a.client_id
     GROUP BY (a.n - 1) / ${CHUNK}
    UNION ALL
    SELECT ${CALENDAR_LIMIT + 1} /* after every row of bookings */, concat(
      '],"masters":[',
      (SELECT string_agg(${MASTER}, ',' ORDER BY k.master_id, k.organization_id)
         FROM (SELECT DISTINCT master_id, organization_id FROM a) k
         JOIN users mu ON mu.id = k.master_id
         LEFT JOIN master_profiles mp ON mp.user_id = k.master_id
         LEFT JOIN organization_members om
                ON om.organization_id = k.organization_id AND om.user_id = k.master_id AND om.role = 'master'),
      '],"services":[',
      (SELECT string_agg(${SERVICE}, ',' ORDER BY s.id) FROM services s WHERE s.id IN (SELECT service_id FROM a)),
      '],"organizations":[',
      (SELECT string_agg(${ORGANIZATION}, ',' ORDER BY o.id)
         FROM organizations o WHERE o.id IN (SELECT organization_id FROM a)),
      ']}')
  ) pieces
  ORDER BY part`;

/** $1 the master: their bookings outside organizations, and those of organizations they serve now. */
export const OWN_CALENDAR_SQL = calendarSql(mastersOwnBookings('a', '$1'));
/** $1 the organization. */
export const ORGANIZATION_CALENDAR_SQL = calendarSql('a.organization_id = $1');
/** $1 the organization, $7 one master of it. */
export const ORGANIZATION_MASTER_CALENDAR_SQL = calendarSql('a.organization_id = $1 AND a.master_id = $7');
