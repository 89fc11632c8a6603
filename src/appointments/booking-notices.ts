import type {
  AppointmentNotice,
  NotificationDraft,
  NotificationPayloads,
  TemplateSource,
} from '../notifications/notification-kinds';
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

/** Where to come and whom to call, for the client's notices: the organization's address, else the master's;
 *  the master's phone, else the organization's (as the cutoff answer names it). */
export function contactOf(row: AppointmentRow): { address: string | null; contact_phone: string | null } {
  return { address: row.o_address ?? row.m_address, contact_phone: row.m_phone ?? row.o_phone };
}

/**
 * The business whose own texts a client's notice of `row` may use (the organization's, else the independent
 * master's), with the booking's values for the placeholders; `price`: what {price} says (a deposit's amount).
 */
export function templateOf(row: AppointmentRow, price: number | null = row.price): TemplateSource {
  const n = noticeOf(row, 'client');
  return {
    organizationId: row.organization_id,
    masterId: row.master_id,
    values: {
      client_name: n.client_name,
      master_name: n.master_name,
      service: n.service_name,
      starts_at: n.starts_at,
      address: contactOf(row).address,
      business_name: n.organization_name ?? n.master_name,
      price,
    },
  };
}

/** The client's own confirmation of the booking they just made (they are the actor, and still told). */
export function clientConfirmation(row: AppointmentRow): NotificationDraft<'appointment_booked'>[] {
  return clientOf(row).map((a) => ({
    chatId: a.chat_id,
    userId: a.user_id,
    kind: 'appointment_booked',
    payload: { ...noticeOf(row, 'client'), comment: row.comment, manual: false, ...contactOf(row) },
    template: templateOf(row),
  }));
}

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
    out.push({
      chatId: a.chat_id,
      userId: a.user_id,
      kind,
      payload,
      ...(a.to === 'client' ? { template: templateOf(row) } : {}),
    });
  }
  return out;
}
