/**
 * GET /appointments/calendar's bookings, ONE statement: the bookings (every status) of one master or one
 * organization starting in [$2, $3), and each of their masters, services and organizations once. A salon's
 * week is ~1,400 bookings of 25 masters: with the master, service and organization repeated on every row
 * it was 1.17 MB of JSON (and 7 joins a row); listed once beside the bookings, 0.67 MB.
 *
 * One row of four JSON columns. `rows` holds one array a booking (CalendarRowTuple, by start), `masters`
 * one array a (master, organization) pair of the bookings (CalendarMasterTuple: how bookings in that
 * organization show the master, and the zone their instants are written in), `services` and
 * `organizations` their answers' objects.
 */
import { EPOCH_MS } from '../schedules/schedule-bundle.sql';
import type {
  AppointmentOrganization,
  AppointmentService,
  AppointmentStatus,
  CancelledBy,
} from './appointments.contract';

/** Most bookings one calendar answers (a salon of 25 masters over 62 busy days stays under it). */
export const CALENDAR_LIMIT = 5000;

export type CalendarRowTuple = [
  id: number,
  master_id: number,
  service_id: number | null,
  organization_id: number | null,
  client_id: number | null,
  status: AppointmentStatus,
  price: number | null,
  starts_ms: number,
  ends_ms: number,
  cancelled_ms: number | null,
  created_ms: number,
  comment: string | null,
  cancelled_by: CancelledBy | null,
  cancel_reason: string | null,
  client_name: string | null,
  client_phone: string | null,
  c_first_name: string | null,
  c_last_name: string | null,
  c_phone: string | null,
];

export type CalendarMasterTuple = [
  master_id: number,
  organization_id: number | null,
  first_name: string,
  last_name: string | null,
  phone: string | null,
  specialization: string | null,
  deep_link: string | null,
  master_code: string | null,
  time_zone: string,
];

export interface CalendarSqlRow {
  rows: CalendarRowTuple[];
  masters: CalendarMasterTuple[];
  services: AppointmentService[];
  organizations: AppointmentOrganization[];
}

/** `where` filters `a` (appointments); $2 and $3 bound the starts. */
const calendarSql = (where: string) => `
  WITH a AS MATERIALIZED (
    SELECT a.* FROM appointments a
     WHERE ${where} AND a.starts_at >= $2 AND a.starts_at < $3
     ORDER BY a.starts_at, a.id LIMIT ${CALENDAR_LIMIT})
  SELECT
    COALESCE((
      SELECT json_agg(json_build_array(
               a.id, a.master_id, a.service_id, a.organization_id, a.client_id, a.status, a.price::float8,
               ${EPOCH_MS('a.starts_at')}, ${EPOCH_MS('a.ends_at')}, ${EPOCH_MS('a.cancelled_at')},
               ${EPOCH_MS('a.created_at')}, a.comment, a.cancelled_by, a.cancel_reason, a.client_name,
               a.client_phone, c.first_name, c.last_name, c.phone) ORDER BY a.starts_at, a.id)
        FROM a LEFT JOIN users c ON c.id = a.client_id), '[]'::json) AS rows,
    COALESCE((
      SELECT json_agg(json_build_array(
               k.master_id, k.organization_id, mu.first_name, mu.last_name, mu.phone, mp.specialization,
               CASE WHEN k.organization_id IS NULL THEN mp.deep_link END, om.master_code,
               COALESCE(ms.time_zone, o.time_zone, 'Europe/Moscow')) ORDER BY k.master_id, k.organization_id)
        FROM (SELECT DISTINCT master_id, organization_id FROM a) k
        JOIN users mu ON mu.id = k.master_id
        LEFT JOIN master_profiles mp ON mp.user_id = k.master_id
        LEFT JOIN organization_members om
               ON om.organization_id = k.organization_id AND om.user_id = k.master_id AND om.role = 'master'
        LEFT JOIN master_schedules ms ON ms.master_id = k.master_id
        LEFT JOIN organizations o ON o.id = k.organization_id), '[]'::json) AS masters,
    COALESCE((
      SELECT json_agg(json_build_object(
               'id', s.id, 'name', s.name, 'duration_minutes', s.duration_minutes, 'price', s.price::float8) ORDER BY s.id)
        FROM services s WHERE s.id IN (SELECT service_id FROM a)), '[]'::json) AS services,
    COALESCE((
      SELECT json_agg(json_build_object('id', o.id, 'name', o.name, 'address', o.address, 'phone', o.phone) ORDER BY o.id)
        FROM organizations o WHERE o.id IN (SELECT organization_id FROM a)), '[]'::json) AS organizations`;

/** $1 the master. */
export const OWN_CALENDAR_SQL = calendarSql('a.master_id = $1');
/** $1 the organization. */
export const ORGANIZATION_CALENDAR_SQL = calendarSql('a.organization_id = $1');
/** $1 the organization, $4 one master of it. */
export const ORGANIZATION_MASTER_CALENDAR_SQL = calendarSql('a.organization_id = $1 AND a.master_id = $4');
