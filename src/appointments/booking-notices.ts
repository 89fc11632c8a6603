import type { AppointmentNotice, NotificationDraft, NotificationPayloads } from '../notifications/notification-kinds';
import { formatInstant } from '../scheduling/zone';
import { appointmentClient, type AppointmentRow } from './appointment.mapper';
import type { Recipient } from './booking-context';

type Side = AppointmentNotice['to'];
type BookingKind = 'appointment_booked' | 'appointment_cancelled' | 'appointment_rescheduled';
type Extra<K extends BookingKind> = Omit<NotificationPayloads[K], keyof AppointmentNotice>;

/** A person to tell and which side of the booking they read it as. */
export interface Addressee extends Recipient {
  to: Side;
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

/** What a notice tells of a booking: the columns of its AppointmentRow that noticeOf and masterOf read. */
export type NoticeRow = Pick<
  AppointmentRow,
  | 'id'
  | 'master_id'
  | 'm_chat'
  | 'starts_ms'
  | 'time_zone'
  | 'service_id'
  | 's_name'
  | 'm_first_name'
  | 'm_last_name'
  | 'client_id'
  | 'client_name'
  | 'client_phone'
  | 'c_first_name'
  | 'c_last_name'
  | 'c_phone'
  | 'organization_id'
  | 'o_name'
>;

/** The part every booking notice shares, written for side `to` (as the booking's answer shows it). */
export function noticeOf(row: NoticeRow, to: Side): AppointmentNotice {
  const client = appointmentClient(row);
  return {
    appointment_id: row.id,
    to,
    starts_at: formatInstant(row.starts_ms, row.time_zone),
    time_zone: row.time_zone,
    service_name: row.service_id === null ? null : row.s_name,
    master_name: fullName(row.m_first_name, row.m_last_name) ?? '',
    client_name: fullName(client.first_name, client.last_name),
    client_phone: client.phone,
    organization_name: row.organization_id === null ? null : row.o_name,
  };
}

/** The master of `row` as an addressee. */
export const masterOf = (row: Pick<AppointmentRow, 'master_id' | 'm_chat'>): Addressee => ({
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
  row: NoticeRow,
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
