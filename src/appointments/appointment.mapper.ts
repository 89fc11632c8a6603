import { formatInstant } from '../time-core/zone';
import type {
  AppointmentResponse,
  AppointmentStatus,
  CalendarAppointment,
  CancelledBy,
  DepositStatus,
} from './appointments.contract';

const MS = (col: string) => `(extract(epoch FROM ${col}) * 1000)::float8`;

/**
 * Everything an appointment answer shows, from `source` aliased `a` (the table, or a CTE of rows just
 * written). The zone is the master's schedule zone, else the organization's, else Moscow (the default a
 * schedule would get). The registered client is shown as their profile is now; a manual booking's client
 * is the name and phone staff typed. `extraColumns` (', x AS y, …') adds what one caller needs.
 */
export const APPOINTMENT_SELECT = (source = 'appointments', extraColumns = '') => `
  SELECT a.id, a.master_id, a.service_id, a.organization_id, a.client_id, a.status, a.price::float8 AS price,
         ${MS('a.starts_at')} AS starts_ms, ${MS('a.ends_at')} AS ends_ms,
         ${MS('a.cancelled_at')} AS cancelled_ms, ${MS('a.created_at')} AS created_ms,
         a.comment, a.cancelled_by, a.cancel_reason, a.client_name, a.client_phone,
         COALESCE(ms.time_zone, o.time_zone, 'Europe/Moscow') AS time_zone,
         mu.first_name AS m_first_name, mu.last_name AS m_last_name, mu.phone AS m_phone,
         mp.specialization AS m_specialization, mp.address AS m_address,
         CASE WHEN a.organization_id IS NULL THEN mp.deep_link END AS m_deep_link, om.master_code AS m_code,
         s.name AS s_name, s.duration_minutes AS s_duration, s.price::float8 AS s_price,
         c.first_name AS c_first_name, c.last_name AS c_last_name, c.phone AS c_phone,
         mu.telegram_id::float8 AS m_chat, c.telegram_id::float8 AS c_chat,
         o.name AS o_name, o.address AS o_address, o.phone AS o_phone,
         d.amount AS d_amount, d.status AS d_status, d.invoice_url AS d_invoice_url,
         a.series_id, a.session_id, ${MS('a.hold_until')} AS hold_ms, COALESCE(ms.cancel_cutoff_hours, 3) AS cancel_cutoff_hours ${extraColumns}
    FROM ${source} a
    JOIN users mu ON mu.id = a.master_id
    LEFT JOIN master_profiles mp ON mp.user_id = a.master_id
    LEFT JOIN organization_members om
           ON om.organization_id = a.organization_id AND om.user_id = a.master_id AND om.role = 'master'
    LEFT JOIN master_schedules ms ON ms.master_id = a.master_id
    LEFT JOIN services s ON s.id = a.service_id
    LEFT JOIN users c ON c.id = a.client_id
    LEFT JOIN organizations o ON o.id = a.organization_id
    LEFT JOIN appointment_deposits d ON d.appointment_id = a.id`;

/** One row of APPOINTMENT_SELECT. */
export interface AppointmentRow {
  id: number;
  master_id: number;
  service_id: number | null;
  organization_id: number | null;
  client_id: number | null;
  status: AppointmentStatus;
  price: number | null;
  starts_ms: number;
  ends_ms: number;
  cancelled_ms: number | null;
  created_ms: number;
  comment: string | null;
  cancelled_by: CancelledBy | null;
  cancel_reason: string | null;
  client_name: string | null;
  client_phone: string | null;
  time_zone: string;
  m_first_name: string;
  m_last_name: string | null;
  m_phone: string | null;
  m_specialization: string | null;
  /** The master's own address (their profile); notices prefer the organization's. */
  m_address: string | null;
  /** The independent master's link (bookings outside an organization), else null. */
  m_deep_link: string | null;
  /** The organization master's code (bookings in an organization), else null. */
  m_code: string | null;
  s_name: string | null;
  s_duration: number | null;
  s_price: number | null;
  c_first_name: string | null;
  c_last_name: string | null;
  c_phone: string | null;
  /** Telegram chats of the master and the registered client (for notices; never answered). */
  m_chat: number;
  c_chat: number | null;
  o_name: string | null;
  o_address: string | null;
  o_phone: string | null;
  /** Its deposit (appointment_deposits), all null when it has none. */
  d_amount: number | null;
  d_status: DepositStatus | null;
  d_invoice_url: string | null;
  /** Until when an `awaiting_payment` booking holds its time. */
  hold_ms: number | null;
  /** The master's cutoff: a client cancels at least this many hours before the start (3 without a schedule). */
  cancel_cutoff_hours: number;
  /** The repeating visits it is one of (appointment_series), else null (absent: a row read without it). */
  series_id?: number | null;
  /** The group session it is a seat of, else null (absent: a row read without it). */
  session_id?: number | null;
}

/** The columns of an appointment answer that are the booking's own (not its master, service or organization). */
export type AppointmentOwnColumns = Pick<
  AppointmentRow,
  | 'id'
  | 'master_id'
  | 'service_id'
  | 'organization_id'
  | 'client_id'
  | 'status'
  | 'price'
  | 'starts_ms'
  | 'ends_ms'
  | 'cancelled_ms'
  | 'created_ms'
  | 'comment'
  | 'cancelled_by'
  | 'cancel_reason'
  | 'client_name'
  | 'client_phone'
  | 'c_first_name'
  | 'c_last_name'
  | 'c_phone'
  | 'd_amount'
  | 'd_status'
  | 'series_id'
  | 'session_id'
>;

/**
 * The booking's own fields of its answer, instants written in `zone`. The calendar writes the same fields
 * in SQL (BOOKING in calendar.sql.ts): change both (test/api/calendar-json.e2e-spec.ts holds them equal).
 */
export function appointmentFields(r: AppointmentOwnColumns, zone: string): CalendarAppointment {
  const at = (ms: number) => formatInstant(ms, zone);
  return {
    id: r.id,
    master_id: r.master_id,
    service_id: r.service_id,
    organization_id: r.organization_id,
    client_id: r.client_id,
    starts_at: at(r.starts_ms),
    ends_at: at(r.ends_ms),
    time_zone: zone,
    duration_minutes: Math.round((r.ends_ms - r.starts_ms) / 60_000),
    status: r.status,
    price: r.price,
    comment: r.comment,
    cancelled_by: r.cancelled_by,
    cancel_reason: r.cancel_reason,
    cancelled_at: r.cancelled_ms === null ? null : at(r.cancelled_ms),
    manual: r.client_id === null,
    created_at: at(r.created_ms),
    client:
      r.client_id === null
        ? { id: null, first_name: r.client_name, last_name: null, phone: r.client_phone }
        : {
            id: r.client_id,
            first_name: r.c_first_name ?? r.client_name,
            last_name: r.c_last_name,
            phone: r.c_phone ?? r.client_phone,
          },
    deposit: r.d_amount === null || r.d_status === null ? null : { amount: r.d_amount, status: r.d_status },
    series_id: r.series_id ?? null,
    session_id: r.session_id ?? null,
  };
}

export function toAppointmentResponse(r: AppointmentRow): AppointmentResponse {
  return {
    ...appointmentFields(r, r.time_zone),
    ...(r.status === 'awaiting_payment' && r.d_amount !== null && r.hold_ms !== null
      ? {
          payment: {
            amount: r.d_amount,
            currency: 'RUB' as const,
            invoice_url: r.d_invoice_url,
            hold_until: formatInstant(r.hold_ms, r.time_zone),
            cancel_cutoff_hours: r.cancel_cutoff_hours,
          },
        }
      : {}),
    master: {
      id: r.master_id,
      first_name: r.m_first_name,
      last_name: r.m_last_name,
      phone: r.m_phone,
      specialization: r.m_specialization,
      deep_link: r.m_deep_link,
      master_code: r.m_code,
    },
    service:
      r.service_id === null || r.s_name === null
        ? null
        : { id: r.service_id, name: r.s_name, duration_minutes: r.s_duration, price: r.s_price },
    organization:
      r.organization_id === null || r.o_name === null
        ? null
        : { id: r.organization_id, name: r.o_name, address: r.o_address, phone: r.o_phone },
  };
}
