import type { DataSource } from 'typeorm';
import { appointmentFields, AppointmentRow, toAppointmentResponse } from '../../src/appointments/appointment.mapper';
import type {
  AppointmentOrganization,
  AppointmentService,
  CalendarMaster,
  CalendarResponse,
} from '../../src/appointments/appointments.contract';
import { Made, makeMaster, makeMember, makeOwner, makeService, makeUser } from '../factories';
import { makeSchedule } from '../factories/schedules';

// The calendar's old answer (Node's mapping), and a salon whose bookings exercise every field of it.

/** The answer as Node built it (the calendar's old mapping), from APPOINTMENT_SELECT's rows by start. */
export function nodeAnswer(from: string, to: string, zone: string, rows: AppointmentRow[]): CalendarResponse {
  const masters = new Map<string, CalendarMaster>();
  const services = new Map<number, AppointmentService>();
  const organizations = new Map<number, AppointmentOrganization>();
  for (const r of rows) {
    const { master, service, organization } = toAppointmentResponse(r);
    const { id, ...shown } = master;
    masters.set(`${r.master_id}:${r.organization_id}`, { id, organization_id: r.organization_id, ...shown });
    if (service) services.set(service.id, service);
    if (organization) organizations.set(organization.id, organization);
  }
  const byId = <T extends { id: number }>(m: Map<unknown, T>) => [...m.values()].sort((a, b) => a.id - b.id);
  // by master, then organization (NULL last, as PostgreSQL sorts it)
  const org = (m: CalendarMaster) => m.organization_id ?? Infinity;
  return {
    from,
    to,
    time_zone: zone,
    appointments: rows.map((r) => appointmentFields(r, r.time_zone)),
    masters: [...masters.values()].sort((a, b) => a.id - b.id || org(a) - org(b)),
    services: byId(services),
    organizations: byId(organizations),
  };
}

interface Booking {
  master: number;
  org?: number | null;
  service?: number | null;
  client?: number | null;
  clientName?: string | null;
  clientPhone?: string | null;
  starts: string;
  ends: string;
  status?: string;
  price?: number | string | null;
  comment?: string | null;
  cancelledBy?: string | null;
  cancelReason?: string | null;
  cancelledAt?: string | null;
  createdAt?: string;
}

export async function insertBooking(db: DataSource, b: Booking): Promise<number> {
  const [{ id }]: { id: number }[] = await db.query(
    `INSERT INTO appointments (master_id, organization_id, service_id, client_id, client_name, client_phone,
                               starts_at, ends_at, occupied_until, status, price, comment, cancelled_by,
                               cancel_reason, cancelled_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, $13, $14, COALESCE($15::timestamptz, now()))
     RETURNING id`,
    [
      b.master,
      b.org ?? null,
      b.service ?? null,
      b.client ?? null,
      b.clientName === undefined ? 'Гость' : b.clientName,
      b.clientPhone === undefined ? '+79161112233' : b.clientPhone,
      b.starts,
      b.ends,
      b.status ?? 'planned',
      b.price === undefined ? 2000 : b.price,
      b.comment ?? null,
      b.cancelledBy ?? null,
      b.cancelReason ?? null,
      b.cancelledAt ?? null,
      b.createdAt ?? null,
    ],
  );
  return id;
}

export const TRICKY = 'Кавычки "так", \\слэш\\, </script>\nновая строка\tтаб \u0001\u001f ёжик 💇‍♀️ 𝄞 \u2028 конец';

/** An hour from a UTC wall time ('YYYY-MM-DDTHH:MM[:SS.sss]'). */
function slot(utc: string) {
  const starts = Date.parse(`${utc}Z`);
  return { starts: new Date(starts).toISOString(), ends: new Date(starts + 3_600_000).toISOString() };
}

export interface CalendarWorld {
  /** Of a salon in Berlin (no address) with an admin. */
  owner: Made & { org: { id: number } };
  admin: Made;
  /** The salon's master in New York; one with no schedule (Berlin); one also independent (Kathmandu). */
  ny: Made;
  plain: Made;
  both: Made;
  /** An independent master in Kolkata, and one with no bookings (no schedule: Moscow). */
  solo: Made;
  idle: Made;
}

/**
 * Bookings from 2026-10-24 to 2026-11-02 across both DST changes: registered and manual clients, a client
 * without last name and phone, every status, a cancellation with reason and time, comments with quotes,
 * backslashes, control characters, Cyrillic and emoji, null and fractional prices, no service, seconds and
 * milliseconds, and 150 more (the answer's text comes 64 bookings a row); two outside the range.
 */
export async function calendarWorld(db: DataSource): Promise<CalendarWorld> {
  const owner = await makeOwner(db, { name: 'Салон "Лотос" \\ «Ёлка» 🌸', address: null });
  await db.query(`UPDATE organizations SET time_zone = 'Europe/Berlin' WHERE id = $1`, [owner.org.id]);
  const admin = await makeMember(db, owner.org, 'admin');
  const ny = await makeMember(db, owner.org, 'master');
  await makeSchedule(db, ny.user.id, { timeZone: 'America/New_York' });
  const plain = await makeMember(db, owner.org, 'master'); // no schedule: the organization's zone
  const independent = await makeMaster(db, { specialization: 'Барбер "№1"' });
  const both = await makeMember(db, owner.org, 'master', independent);
  await makeSchedule(db, both.user.id, { timeZone: 'Asia/Kathmandu' });
  const solo = await makeMaster(db, { specialization: null });
  await makeSchedule(db, solo.user.id, { timeZone: 'Asia/Kolkata' });
  const idle = await makeMaster(db);
  const org = owner.org.id;
  const manicure = (await makeService(db, { organizationId: org }, { name: 'Маникюр 💅', price: 2000 })).id;
  const pedicure = (await makeService(db, { organizationId: org }, { name: 'Педикюр', price: 1500.5 })).id;
  const cut = (await makeService(db, { masterId: solo.user.id }, { name: 'Стрижка', price: null })).id;
  const shave = (await makeService(db, { masterId: both.user.id }, { name: 'Бритьё', durationMinutes: 45 })).id;
  const anna = (await makeUser(db, 'client', { firstName: 'Анна', lastName: 'Ли', phone: '+79160000001' })).user.id;
  const bare = (await makeUser(db, 'client', { firstName: 'Bob', lastName: null, phone: null })).user.id;

  const at = { master: ny.user.id, org, service: manicure };
  // New York leaves summer time on 2026-11-01 at 02:00: 01:30 EDT to 01:30 EST is one hour
  await insertBooking(db, { ...at, client: anna, starts: '2026-11-01T05:30:00Z', ends: '2026-11-01T06:30:00Z' });
  await insertBooking(db, {
    ...at,
    client: bare,
    clientName: 'Боб',
    clientPhone: '+79169998877',
    starts: '2026-10-26T13:00:00Z',
    ends: '2026-10-26T14:00:00Z',
    status: 'confirmed',
    price: 1500.5,
    comment: TRICKY,
    createdAt: '2026-10-01T12:34:56.789Z',
  });
  await insertBooking(db, {
    ...at,
    starts: '2026-10-26T13:00:00Z',
    ends: '2026-10-26T14:00:00Z',
    status: 'cancelled',
    cancelledBy: 'master',
    cancelReason: 'Заболел "мастер"\nперенесём',
    cancelledAt: '2026-10-20T10:11:12.345Z',
  });
  // Berlin leaves summer time on 2026-10-25 at 03:00: 01:30 CEST to 02:30 CET is two hours
  await insertBooking(db, {
    master: plain.user.id,
    org,
    service: pedicure,
    clientName: 'Пётр "Петя"',
    clientPhone: null,
    starts: '2026-10-24T23:30:00Z',
    ends: '2026-10-25T01:30:00Z',
    price: null,
    comment: '',
  });
  await insertBooking(db, {
    master: plain.user.id,
    org,
    service: null,
    client: anna,
    starts: '2026-10-27T08:00:30.250Z',
    ends: '2026-10-27T08:46:00.250Z', // 45.5 minutes: 46
    status: 'completed',
    price: '0.01',
  });
  await insertBooking(db, {
    master: plain.user.id,
    org,
    service: manicure,
    clientName: null,
    starts: '2026-11-02T21:00:00Z',
    ends: '2026-11-02T22:00:00Z',
    status: 'no_show',
    price: '99999999.99',
  });
  await insertBooking(db, {
    master: both.user.id,
    org,
    service: manicure,
    client: anna,
    ...slot('2026-10-28T06:15'),
  });
  await insertBooking(db, { master: both.user.id, service: shave, client: bare, ...slot('2026-10-28T09:15') });
  await insertBooking(db, { master: both.user.id, service: shave, clientName: 'Ян', ...slot('2026-10-29T09:15') });
  await insertBooking(db, {
    master: solo.user.id,
    service: cut,
    client: anna,
    price: null,
    ...slot('2026-10-30T04:30'),
  });
  await insertBooking(db, { master: solo.user.id, service: cut, client: anna, ...slot('2026-10-31T18:29:59.999') });
  // outside every range asked below
  await insertBooking(db, { ...at, client: anna, starts: '2026-11-10T10:00:00Z', ends: '2026-11-10T11:00:00Z' });
  await insertBooking(db, { master: solo.user.id, service: cut, ...slot('2026-10-20T10:00') });
  // 150 more, an hour each of the three from 2026-10-29 11:00 UTC: the answer's text comes 64 bookings a row
  await db.query(
    `INSERT INTO appointments (master_id, organization_id, service_id, client_id, client_name, client_phone,
                               starts_at, ends_at, occupied_until, price)
     SELECT (ARRAY[$1, $2, $3]::int[])[i % 3 + 1], $4, CASE WHEN i % 2 = 0 THEN $5::int ELSE $6::int END,
            CASE WHEN i % 4 > 0 THEN $7::int END, 'Гость ' || i, '+7916000' || lpad(i::text, 4, '0'),
            timestamptz '2026-10-29T11:00:00Z' + (i / 3) * interval '1 hour',
            timestamptz '2026-10-29T12:00:00Z' + (i / 3) * interval '1 hour',
            timestamptz '2026-10-29T12:00:00Z' + (i / 3) * interval '1 hour', 2000 + i
       FROM generate_series(0, 149) i`,
    [ny.user.id, plain.user.id, both.user.id, org, pedicure, manicure, anna],
  );
  return { owner, admin, ny, plain, both, solo, idle };
}
