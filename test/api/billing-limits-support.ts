import type { DataSource } from 'typeorm';
import type { Organization } from '../../src/organizations/entities/organization.entity';
import { makeInvitation, makeMember, makeOwner, makeUser, type Made } from '../factories';
import { auth, tgUser, type TestApp } from '../support/test-app';
import { ALL_DAY, book, client, independentMaster, setNow, type IndependentMaster } from './appointments-support';

/** Shared steps of the plan limit tests, run on PostgreSQL and on embedded PGlite. */

// Tuesday 2026-12-01 09:00 Moscow; the month counted is December in Moscow
export const NOW = '2026-12-01T09:00:00+03:00';

export async function salonWithMasters(db: DataSource, masters: number): Promise<Made & { org: Organization }> {
  const owner = await makeOwner(db, { name: 'Салон Лотос', phone: '+74951234567' });
  for (let i = 0; i < masters; i++) await makeMember(db, owner.org, 'master');
  return owner;
}

/** The business is on `plan`, paid until a month after NOW. */
export async function onPlan(db: DataSource, where: { organizationId?: number; masterId?: number }, plan: string) {
  await db.query(
    `INSERT INTO billing_accounts (organization_id, master_id, plan, paid_until, auto_renew)
     VALUES ($1, $2, $3, '2026-12-31T09:00:00+03:00', true)`,
    [where.organizationId ?? null, where.masterId ?? null, plan],
  );
}

export function invite(t: TestApp, owner: Made & { org: Organization }, role: 'master' | 'admin' = 'master') {
  return t.http.post('/api/invitations').set(auth(owner.tg)).send({ organization_id: owner.org.id, role });
}

/** A registered user accepts a pending master invitation (their place then waits for the owner). */
export async function accepter(t: TestApp, org: Organization) {
  const inv = await makeInvitation(t.db, org, 'master');
  const user = await makeUser(t.db, 'client');
  return () =>
    t.http
      .post('/api/invitations/accept')
      .set(auth(user.tg))
      .send({ invitation_id: inv.id, invitation_code: inv.deepLinkCode });
}

/** A new person registers through a master invitation link (and is in the team at once). */
export async function registrant(t: TestApp, org: Organization) {
  const inv = await makeInvitation(t.db, org, 'master');
  const who = tgUser();
  return () =>
    t.http.post('/api/registration/register-organization-master').set(auth(who)).send({
      invitation_id: inv.id,
      invitation_code: inv.deepLinkCode,
      first_name: 'Нина',
      phone: '+79163334455',
    });
}

/** An independent master (phone +79160000001, all day) with `n` live bookings in December already. */
export async function busyMaster(t: TestApp, n: number): Promise<IndependentMaster> {
  setNow(t, NOW);
  const m = await independentMaster(t.db, { pattern: ALL_DAY, horizonDays: 365, minNoticeMinutes: 0 });
  await t.db.query(`UPDATE users SET phone = '+79160000001' WHERE id = $1`, [m.user.id]);
  await t.db.query(
    `INSERT INTO appointments (master_id, service_id, client_name, client_phone, starts_at, ends_at, occupied_until,
                               status, price, created_by)
     SELECT $1, $2, 'Гость', '+79161112233', s, s + interval '1 hour', s + interval '1 hour', 'planned', 1500, $1
       FROM generate_series('2026-12-10T00:00:00Z'::timestamptz, '2026-12-10T00:00:00Z'::timestamptz
                            + ($3::int - 1) * interval '1 hour', interval '1 hour') s`,
    [m.user.id, m.service.id, n],
  );
  return m;
}

/** A client's online booking with `m` at `startsAt`. */
export async function bookWith(t: TestApp, m: IndependentMaster, startsAt: string) {
  const c = await client(t.db, { phone: '+79161234567' });
  return book(t, c, { master_id: m.user.id, service_id: m.service.id, starts_at: startsAt });
}

export function manualWith(t: TestApp, m: IndependentMaster, startsAt: string) {
  return t.http.post('/api/appointments/manual').set(auth(m.tg)).send({
    master_id: m.user.id,
    service_id: m.service.id,
    starts_at: startsAt,
    client_name: 'Пётр',
    client_phone: '+79165556677',
  });
}

/** Usage notices queued for a chat, oldest first. */
export async function usageNotices(db: DataSource, chatId: number): Promise<Record<string, unknown>[]> {
  const rows = await db.query<{ payload: Record<string, unknown> }[]>(
    `SELECT payload FROM outbox_messages WHERE chat_id = $1 AND kind = 'billing_records_usage' ORDER BY id`,
    [chatId],
  );
  return rows.map((r) => r.payload);
}

export const ONLINE_REFUSAL = {
  detail: 'Онлайн-запись к этому мастеру временно недоступна. Запишитесь по телефону: +79160000001',
  code: 'online_booking_paused',
};
export const MASTERS_REFUSAL = { detail: 'На тарифе Basic — не больше 5 мастеров', code: 'masters_limit' };

/** Status codes of requests sent at once, sorted. */
export const statuses = async (...requests: PromiseLike<{ status: number }>[]): Promise<number[]> =>
  (await Promise.all(requests)).map((r) => r.status).sort();

/** `who` moves booking `id` to `startsAt`. */
export const moveTo = (t: TestApp, who: Made, id: number, startsAt: string) =>
  t.http.post(`/api/appointments/${id}/reschedule`).set(auth(who.tg)).send({ starts_at: startsAt });

/** `n` more live bookings of `m` on 2027-01-10 (January in Moscow), an hour apart from 03:00 Moscow. */
export async function januaryBookings(db: DataSource, m: IndependentMaster, n: number): Promise<void> {
  await db.query(
    `INSERT INTO appointments (master_id, service_id, client_name, client_phone, starts_at, ends_at, occupied_until,
                               status, price, created_by)
     SELECT $1, $2, 'Гость', '+79161112233', s, s + interval '1 hour', s + interval '1 hour', 'planned', 1500, $1
       FROM generate_series('2027-01-10T00:00:00Z'::timestamptz, '2027-01-10T00:00:00Z'::timestamptz
                            + ($3::int - 1) * interval '1 hour', interval '1 hour') s`,
    [m.user.id, m.service.id, n],
  );
}

/**
 * A client's deposit booking of `m` at `startsAt` (500 ₽) whose hold lapsed unpaid (expired): its deposit
 * still awaits the money, so paying it takes the time again. Answers the client and the booking id.
 */
export async function lapsedHold(t: TestApp, m: IndependentMaster, startsAt: string) {
  const c = await client(t.db, { phone: '+79161230000' });
  const [{ id }] = await t.db.query<{ id: number }[]>(
    `INSERT INTO appointments (master_id, client_id, service_id, client_name, client_phone, starts_at, ends_at,
                               occupied_until, status, price, created_by)
     VALUES ($1, $2, $3, 'Иван', '+79161230000', $4, $4::timestamptz + interval '1 hour',
             $4::timestamptz + interval '1 hour', 'expired', 1500, $2) RETURNING id`,
    [m.user.id, c.user.id, m.service.id, startsAt],
  );
  await t.db.query(`INSERT INTO appointment_deposits (appointment_id, amount) VALUES ($1, 500)`, [id]);
  return { client: c, id };
}
