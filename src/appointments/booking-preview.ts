/**
 * The row a new booking will be, built before it is inserted from what the booking was decided on (the
 * slot check's context, the values to insert and the caller), so its notices can travel in the same
 * statement as the insert (appointment-store.ts). It reads as APPOINTMENT_SELECT would read the new row;
 * only the id is unknown (0): the statement sets each notice's appointment_id to the new row's.
 */
import type { User } from '../users/entities/user.entity';
import type { AppointmentRow } from './appointment.mapper';
import type { NewAppointment } from './appointment-store';
import { type BookingContext, contextZone } from './booking-context';

/** `client`: the registered client booking for themself, null for a manual booking. */
export function bookingPreview(
  ctx: BookingContext,
  v: NewAppointment,
  client: Pick<User, 'firstName' | 'lastName' | 'phone' | 'telegramId'> | null,
  now: number,
): AppointmentRow {
  const o = ctx.organization;
  return {
    id: 0,
    master_id: ctx.master_id,
    service_id: v.serviceId,
    organization_id: v.organizationId,
    client_id: v.clientId,
    status: 'planned',
    price: v.price,
    starts_ms: v.startMs,
    ends_ms: v.endMs,
    cancelled_ms: null,
    created_ms: now,
    comment: v.comment,
    cancelled_by: null,
    cancel_reason: null,
    client_name: v.clientName,
    client_phone: v.clientPhone,
    time_zone: contextZone(ctx),
    m_first_name: ctx.first_name,
    m_last_name: ctx.last_name,
    m_phone: ctx.phone,
    m_specialization: ctx.specialization,
    m_address: ctx.address,
    m_deep_link: null,
    m_code: null,
    s_name: ctx.service?.name ?? null,
    s_duration: ctx.service?.duration_minutes ?? null,
    s_price: ctx.service?.price ?? null,
    c_first_name: client?.firstName ?? null,
    c_last_name: client?.lastName ?? null,
    c_phone: client?.phone ?? null,
    m_chat: ctx.telegram_id,
    c_chat: client ? Number(client.telegramId) : null,
    o_name: o?.name ?? null,
    o_address: o?.address ?? null,
    o_phone: o?.phone ?? null,
    d_amount: null,
    d_status: null,
    d_invoice_url: null,
    hold_ms: null,
    cancel_cutoff_hours: ctx.cancel_cutoff_hours,
    series_id: null,
    session_id: v.sessionId ?? null,
  };
}
