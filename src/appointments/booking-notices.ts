import type { AppointmentNotice, NotificationDraft, NotificationPayloads } from '../notifications/notification-kinds';
import { toAppointmentResponse, type AppointmentRow } from './appointment.mapper';
import type { Recipient } from './booking-context';

type Side = AppointmentNotice['to'];
type BookingKind = 'appointment_booked' | 'appointment_cancelled' | 'appointment_rescheduled';
type Extra<K extends BookingKind> = Omit<NotificationPayloads[K], keyof AppointmentNotice>;

/** A person to tell and which side of the booking they read it as. */
export interface Addressee extends Recipient {
  to: Side;
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

/** The part every booking notice shares, written for side `to`. */
export function noticeOf(row: AppointmentRow, to: Side): AppointmentNotice {
  const a = toAppointmentResponse(row);
  return {
    appointment_id: a.id,
    to,
    starts_at: a.starts_at,
    time_zone: a.time_zone,
    service_name: a.service?.name ?? null,
    master_name: fullName(a.master.first_name, a.master.last_name) ?? '',
    client_name: fullName(a.client.first_name, a.client.last_name),
    client_phone: a.client.phone,
    organization_name: a.organization?.name ?? null,
  };
}

/** The master of `row` as an addressee. */
export const masterOf = (row: AppointmentRow): Addressee => ({
  user_id: row.master_id,
  chat_id: row.m_chat,
  to: 'master',
});

/** The registered client of `row`, if any (a manual booking's client has no chat). */
export const clientOf = (row: AppointmentRow): Addressee[] =>
  row.client_id !== null && row.c_chat !== null ? [{ user_id: row.client_id, chat_id: row.c_chat, to: 'client' }] : [];

/** One draft per person: the actor never hears about their own change, and nobody hears twice. */
export function bookingDrafts<K extends BookingKind>(
  kind: K,
  row: AppointmentRow,
  addressees: Addressee[],
  actorId: number,
  extra: Extra<K>,
): NotificationDraft<K>[] {
  const seen = new Set<number>([actorId]);
  const out: NotificationDraft<K>[] = [];
  for (const a of addressees) {
    if (seen.has(a.user_id)) continue;
    seen.add(a.user_id);
    const payload = { ...noticeOf(row, a.to), ...extra } as NotificationPayloads[K];
    out.push({ chatId: a.chat_id, userId: a.user_id, kind, payload });
  }
  return out;
}
