import type { DataSource } from 'typeorm';
import type { AppointmentStatus } from '../../src/appointments/entities/appointment.entity';
import { makeAppointment, makeMaster, makeMember, makeOwner, makeService, makeUser, type Made } from '../factories';
import { makeBlock, makeOverride, makeSchedule, weeklyPattern } from '../factories/schedules';

/**
 * The hand-built data of the report tests. Every instant is written in UTC with its local reading beside
 * it; the expected figures are worked out by hand in the specs.
 */

export interface Booking {
  master: Made;
  at: string;
  minutes?: number;
  status: AppointmentStatus;
  price?: number | null;
  client?: Made | null;
  phone?: string;
  serviceId?: number | null;
  organizationId?: number | null;
}

export async function book(db: DataSource, b: Booking): Promise<number> {
  const startsAt = new Date(b.at);
  const a = await makeAppointment(
    db,
    {
      masterId: b.master.user.id,
      organizationId: b.organizationId ?? null,
      serviceId: b.serviceId ?? null,
      clientId: b.client?.user.id ?? null,
      clientName: b.client ? 'Клиент' : 'Гость по телефону',
      clientPhone: b.phone ?? (b.client ? '+79160000099' : null),
      startsAt,
      endsAt: new Date(startsAt.getTime() + (b.minutes ?? 60) * 60_000),
      price: b.price === undefined ? 1000 : b.price,
    },
    b.status,
  );
  return a.id;
}

export const person = (db: DataSource, firstName: string) => makeUser(db, 'client', { firstName, lastName: null });

/**
 * An independent master in Europe/Berlin whose report week 2026-10-19..25 ends with the autumn change
 * (Sunday 25 October, 03:00 CEST -> 02:00 CET). Works Mon–Fri 09:00–18:00, Sat 10:00–14:00,
 * Sun 01:00–05:00 (five real hours on the 25th, four on the 18th); Wednesday the 21st is overridden to
 * 12:00–16:00, Thursday the 22nd has a block 10:00–12:00.
 */
export async function berlinWeek(db: DataSource) {
  const master = await makeMaster(db);
  await db.query(`UPDATE users SET first_name = 'Ганс', last_name = 'Мюллер' WHERE id = $1`, [master.user.id]);
  const day: [string, string][] = [['09:00', '18:00']];
  await makeSchedule(db, master.user.id, {
    timeZone: 'Europe/Berlin',
    pattern: weeklyPattern({
      mon: day,
      tue: day,
      wed: day,
      thu: day,
      fri: day,
      sat: [['10:00', '14:00']],
      sun: [['01:00', '05:00']],
    }),
  });
  await makeOverride(db, master.user.id, '2026-10-21', [['12:00', '16:00']]);
  await makeBlock(db, master.user.id, '2026-10-22T08:00:00Z', '2026-10-22T10:00:00Z'); // 10:00–12:00 CEST

  const cut = await makeService(db, { masterId: master.user.id }, { name: 'Стрижка' });
  const colour = await makeService(db, { masterId: master.user.id }, { name: 'Окрашивание' });
  const nails = await makeService(db, { masterId: master.user.id }, { name: 'Маникюр' });
  const [u1, u2, u3, u4, u5, u6, u7, u8, u9] = await Promise.all(
    ['Первый', 'Второй', 'Третий', 'Четвёртый', 'Пятый', 'Шестой', 'Седьмой', 'Восьмой', 'Девятый'].map((n) =>
      person(db, n),
    ),
  );
  const m = { master };
  const rows: Booking[] = [
    // the week
    { ...m, at: '2026-10-18T22:30:00Z', status: 'completed', price: 500, client: u4, serviceId: cut.id }, // Mon 00:30
    { ...m, at: '2026-10-19T08:00:00Z', status: 'completed', price: 1000, client: u1, serviceId: cut.id }, // Mon 10:00
    { ...m, at: '2026-10-20T15:30:00Z', status: 'completed', price: 2000, phone: '+79160000001', serviceId: colour.id }, // Tue 17:30
    { ...m, at: '2026-10-21T08:00:00Z', status: 'planned', client: u2, serviceId: cut.id }, // Wed 10:00 (override: off)
    { ...m, at: '2026-10-21T10:00:00Z', status: 'no_show', price: 1500, client: u2, serviceId: cut.id }, // Wed 12:00
    { ...m, at: '2026-10-22T08:30:00Z', status: 'cancelled', client: u1, serviceId: cut.id }, // Thu 10:30
    {
      ...m,
      at: '2026-10-22T09:00:00Z', // Thu 11:00–13:00, the first hour blocked
      minutes: 120,
      status: 'completed',
      price: null,
      phone: '8 (916) 000-00-01',
      serviceId: cut.id,
    },
    {
      ...m,
      at: '2026-10-25T00:30:00Z',
      minutes: 120,
      status: 'completed',
      price: 3000,
      client: u3,
      serviceId: nails.id,
    }, // Sun 02:30 CEST–03:30 CET
    { ...m, at: '2026-10-25T23:30:00Z', status: 'planned', client: u1, serviceId: cut.id }, // Mon 26th 00:30 CET: next week
    // the week before
    { ...m, at: '2026-10-13T08:00:00Z', status: 'completed', price: 1000, client: u1, serviceId: cut.id }, // Tue 10:00
    { ...m, at: '2026-10-14T08:00:00Z', status: 'cancelled', client: u5, serviceId: cut.id }, // Wed 10:00
    // older history
    { ...m, at: '2026-07-01T08:00:00Z', status: 'completed', price: 800, client: u6 },
    { ...m, at: '2026-08-31T08:00:00Z', status: 'completed', price: 800, client: u7 },
    { ...m, at: '2026-11-10T09:00:00Z', status: 'planned', client: u7 },
    { ...m, at: '2026-08-20T08:00:00Z', status: 'completed', price: 800, client: u8 },
    { ...m, at: '2026-09-10T08:00:00Z', status: 'cancelled', client: u8 },
    { ...m, at: '2026-08-26T08:00:00Z', status: 'completed', price: 800, client: u9 },
  ];
  for (const r of rows) await book(db, r);
  return { master, services: { cut, colour, nails } };
}

/**
 * A salon in Asia/Vladivostok (UTC+10) whose report week is 2026-11-02..08 there. Анна works in the
 * salon's zone Mon–Fri 10:00–19:00; Борис keeps his schedule in Europe/Moscow (UTC+3), every day
 * 09:00–21:00; Вера is a master with neither schedule nor bookings.
 */
export async function vladivostokSalon(db: DataSource) {
  const owner = await makeOwner(db, { name: 'Салон у моря' });
  await db.query(`UPDATE organizations SET time_zone = 'Asia/Vladivostok' WHERE id = $1`, [owner.org.id]);
  const admin = await makeMember(db, owner.org, 'admin');
  const named = async (first: string, last: string) => {
    const m = await makeMember(db, owner.org, 'master');
    await db.query(`UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1`, [m.user.id, first, last]);
    return m;
  };
  const borisM = await named('Борис', 'Москвин');
  const annaM = await named('Анна', 'Вострикова');
  const veraM = await named('Вера', 'Пустая');
  const weekdays: [string, string][] = [['10:00', '19:00']];
  await makeSchedule(db, annaM.user.id, {
    timeZone: 'Asia/Vladivostok',
    pattern: weeklyPattern({ mon: weekdays, tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays }),
  });
  const daily: [string, string][] = [['09:00', '21:00']];
  await makeSchedule(db, borisM.user.id, {
    timeZone: 'Europe/Moscow',
    pattern: weeklyPattern({ mon: daily, tue: daily, wed: daily, thu: daily, fri: daily, sat: daily, sun: daily }),
  });
  const cut = await makeService(db, { organizationId: owner.org.id }, { name: 'Стрижка' });
  const styling = await makeService(db, { organizationId: owner.org.id }, { name: 'Укладка' });
  const c1 = await person(db, 'Клиент-1');
  const c2 = await person(db, 'Клиент-2');
  const inOrg = { organizationId: owner.org.id };
  const rows: Booking[] = [
    // Tue 27 Oct 10:00 VLAT: the week before
    {
      ...inOrg,
      master: annaM,
      at: '2026-10-27T00:00:00Z',
      status: 'completed',
      price: 2000,
      client: c1,
      serviceId: cut.id,
    },
    // Mon 2 Nov 10:00 VLAT
    {
      ...inOrg,
      master: annaM,
      at: '2026-11-02T00:00:00Z',
      status: 'completed',
      price: 2500,
      client: c1,
      serviceId: cut.id,
    },
    // Sun 1 Nov 18:00 MSK = Mon 2 Nov 01:00 VLAT
    {
      ...inOrg,
      master: borisM,
      at: '2026-11-01T15:00:00Z',
      status: 'completed',
      price: 1200,
      phone: '+79031112233',
      serviceId: styling.id,
    },
    // Tue 3 Nov 11:00 VLAT
    {
      ...inOrg,
      master: annaM,
      at: '2026-11-03T01:00:00Z',
      status: 'cancelled',
      price: 2500,
      client: c2,
      serviceId: cut.id,
    },
    // Sun 8 Nov 16:30 MSK = 23:30 VLAT: the week's last half hour
    {
      ...inOrg,
      master: borisM,
      at: '2026-11-08T13:30:00Z',
      status: 'no_show',
      price: 800,
      client: c2,
      serviceId: cut.id,
    },
    // Sun 8 Nov 17:30 MSK = Mon 9 Nov 00:30 VLAT: the next week for the salon, this week for Борис
    {
      ...inOrg,
      master: borisM,
      at: '2026-11-08T14:30:00Z',
      status: 'completed',
      price: 999,
      client: c1,
      serviceId: cut.id,
    },
  ];
  for (const r of rows) await book(db, r);
  const other = await makeOwner(db, { name: 'Чужой салон' });
  const otherMaster = await makeMember(db, other.org, 'master');
  await book(db, {
    master: otherMaster,
    organizationId: other.org.id,
    at: '2026-11-03T01:00:00Z',
    status: 'completed',
    price: 5000,
    client: c1,
  });
  return { owner, admin, annaM, borisM, veraM, other, otherMaster, c1, services: { cut, styling } };
}
