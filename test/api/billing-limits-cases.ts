import { checkoutRefusalText } from '../../bot/locales/payments';
import type { AppConfig } from '../../src/config/app.config';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import {
  accepter,
  bookWith,
  busyMaster,
  invite,
  manualWith,
  MASTERS_REFUSAL,
  NOW,
  ONLINE_REFUSAL,
  onPlan,
  registrant,
  salonWithMasters,
  statuses,
  usageNotices,
  januaryBookings,
  lapsedHold,
  moveTo,
} from './billing-limits-support';
import { appointmentRow, book, client } from './appointments-support';
import { DepositsService } from '../../src/deposits/deposits.service';
import type { Made } from '../factories';

const DEC_20 = '2026-12-20T10:00:00+03:00';
const JAN_20 = '2027-01-20T10:00:00+03:00';
const RECORDS_REFUSAL = { detail: 'На тарифе Basic — не больше 100 записей в месяц', code: 'records_limit' };

/** Live bookings (records) of `m` in the Moscow month starting at `monthStart`. */
async function liveIn(t: TestApp, m: { user: { id: number } }, monthStart: string): Promise<number> {
  const [{ n }] = await t.db.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM appointments
      WHERE master_id = $1 AND starts_at >= $2::timestamptz AND starts_at < $2::timestamptz + interval '1 month'
        AND status NOT IN ('cancelled', 'expired', 'payment_conflict')`,
    [m.user.id, monthStart],
  );
  return n;
}

/** The plan limits with billing on, the same cases on PostgreSQL and on embedded PGlite. */
export function describePlanLimits(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`plan limits with BILLING=stars (${name})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ billing: 'stars', ...overrides });
    }, 60000);
    afterAll(() => t.close());
    beforeEach(() => setNow(t, NOW));

    it('Basic: a 6th master cannot be invited; admins can; Pro takes 25; a downgrade removes nobody', async () => {
      const owner = await salonWithMasters(t.db, 5);
      const refused = await invite(t, owner).expect(422);
      expect(refused.body).toEqual(MASTERS_REFUSAL);
      await invite(t, owner, 'admin').expect(201);

      await onPlan(t.db, { organizationId: owner.org.id }, 'pro');
      await invite(t, owner).expect(201);
      const joining = await registrant(t, owner.org);
      await joining().expect(201);
      const billing = await t.http.get('/api/billing').set(auth(owner.tg)).expect(200);
      expect(billing.body).toMatchObject({ plan: 'pro', limits: { masters: 25 }, usage: { masters: 6 } });

      // the paid period ran out 3 days and more ago: Basic again, all 6 stay, a 7th is refused
      setNow(t, '2027-01-04T09:00:00+03:00');
      const after = await t.http.get('/api/billing').set(auth(owner.tg)).expect(200);
      expect(after.body).toMatchObject({ plan: 'basic', status: 'free', usage: { masters: 6 } });
      expect((await invite(t, owner).expect(422)).body).toEqual(MASTERS_REFUSAL);
    });

    it('two invitations accepted at once at the 5th master: exactly one gets in', async () => {
      const owner = await salonWithMasters(t.db, 4);
      const [a, b] = [await accepter(t, owner.org), await accepter(t, owner.org)];
      expect(await statuses(a(), b())).toEqual([200, 422]);

      const other = await salonWithMasters(t.db, 4);
      const [c, d] = [await registrant(t, other.org), await registrant(t, other.org)];
      const results = await Promise.all([c(), d()]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
      expect(results.find((r) => r.status === 422)!.body).toEqual(MASTERS_REFUSAL);
      const [{ n }] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM organization_members WHERE organization_id = $1 AND role = 'master'`,
        [other.org.id],
      );
      expect(n).toBe(5);
    });

    it('Basic: the 100th record of the month is taken, the 101st online is refused without naming the plan', async () => {
      const m = await busyMaster(t, 99);
      expect((await bookWith(t, m, '2026-12-20T10:00:00+03:00')).status).toBe(201);
      const online = await bookWith(t, m, '2026-12-20T12:00:00+03:00');
      expect(online.status).toBe(409);
      expect(online.body).toEqual(ONLINE_REFUSAL);
      const manual = await manualWith(t, m, '2026-12-20T14:00:00+03:00').expect(422);
      expect(manual.body).toEqual({ detail: 'На тарифе Basic — не больше 100 записей в месяц', code: 'records_limit' });
      // January is another month; a cancelled booking frees a record
      expect((await bookWith(t, m, '2027-01-05T10:00:00+03:00')).status).toBe(201);
      await t.db.query(
        `UPDATE appointments SET status = 'cancelled' WHERE id = (SELECT min(id) FROM appointments WHERE master_id = $1)`,
        [m.user.id],
      );
      expect((await bookWith(t, m, '2026-12-20T12:00:00+03:00')).status).toBe(201);
      const billing = await t.http.get('/api/billing').set(auth(m.tg)).expect(200);
      expect(billing.body).toMatchObject({
        plan: 'basic',
        limits: { masters: null, records_per_month: 100 },
        usage: { masters: 1, records_this_month: 100 },
      });
    });

    it('two bookings at once at the 100th record: exactly one is taken', async () => {
      const m = await busyMaster(t, 99);
      const [x, y] = await Promise.all([
        bookWith(t, m, '2026-12-21T10:00:00+03:00'),
        bookWith(t, m, '2026-12-21T12:00:00+03:00'),
      ]);
      expect([x.status, y.status].sort()).toEqual([201, 409]);
      const [{ n }] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM appointments WHERE master_id = $1 AND status <> 'cancelled'`,
        [m.user.id],
      );
      expect(n).toBe(100);
    });

    it('the business is told at 80 % and at 100 % of the month, once each', async () => {
      const m = await busyMaster(t, 79);
      expect((await bookWith(t, m, '2026-12-22T10:00:00+03:00')).status).toBe(201);
      expect((await bookWith(t, m, '2026-12-22T12:00:00+03:00')).status).toBe(201);
      expect(await usageNotices(t.db, m.tg.id)).toEqual([
        { business_name: expect.any(String), percent: 80, used: 80, limit: 100, month: '2026-12' },
      ]);
      await t.db.query(
        `INSERT INTO appointments (master_id, service_id, client_name, client_phone, starts_at, ends_at,
                                   occupied_until, status, price, created_by)
         SELECT $1, $2, 'Гость', '+79161112233', s, s + interval '1 hour', s + interval '1 hour', 'planned', 1500, $1
           FROM generate_series('2026-12-25T00:00:00Z'::timestamptz, '2026-12-25T17:00:00Z', interval '1 hour') s`,
        [m.user.id, m.service.id],
      );
      expect((await bookWith(t, m, '2026-12-27T10:00:00+03:00')).status).toBe(201);
      expect((await usageNotices(t.db, m.tg.id)).map((p) => p.percent)).toEqual([80, 100]);
    });

    it('a move into a full month is refused as a booking there would be; a move within its own full month is not', async () => {
      const m = await busyMaster(t, 99);
      await januaryBookings(t.db, m, 100);
      const c = await client(t.db, { phone: '+79161234567' });
      const booked = await book(t, c, { master_id: m.user.id, service_id: m.service.id, starts_at: DEC_20 });
      expect(booked.status).toBe(201);
      const id = booked.body.id as number;

      // December and January both hold 100: the client is refused as online booking is, the master as by hand
      expect((await moveTo(t, c, id, JAN_20).expect(409)).body).toEqual(ONLINE_REFUSAL);
      expect((await moveTo(t, m, id, JAN_20).expect(422)).body).toEqual(RECORDS_REFUSAL);
      expect((await appointmentRow(t.db, id)).starts_at).toEqual(new Date(DEC_20));
      expect(await liveIn(t, m, '2027-01-01T00:00:00+03:00')).toBe(100);

      // within December it adds no record
      expect((await moveTo(t, c, id, '2026-12-21T10:00:00+03:00').expect(200)).body.starts_at).toBe(
        '2026-12-21T10:00:00+03:00',
      );
      // a January record cancelled makes room for exactly this one
      await t.db.query(
        `UPDATE appointments SET status = 'cancelled'
          WHERE id = (SELECT min(id) FROM appointments WHERE master_id = $1 AND starts_at >= '2027-01-01')`,
        [m.user.id],
      );
      await moveTo(t, m, id, JAN_20).expect(200);
      expect(await liveIn(t, m, '2027-01-01T00:00:00+03:00')).toBe(100);
    });

    it('a lapsed deposit hold taken again or paid counts in its month: refused when the month filled meanwhile', async () => {
      const m = await busyMaster(t, 98);
      const deposits = t.app.get(DepositsService);
      const first = await lapsedHold(t, m, DEC_20);
      const second = await lapsedHold(t, m, '2026-12-20T12:00:00+03:00');
      const checkout = (h: { client: Made; id: number }) => ({
        telegramId: h.client.tg.id,
        payload: `dep:${h.id}`,
        totalAmount: 50000,
        currency: 'RUB',
      });
      const pay = (h: { client: Made; id: number }) =>
        deposits.paymentReceived({ ...checkout(h), telegramChargeId: `limits-${h.id}`, providerChargeId: null });

      // the 99th record: taken again and paid
      expect(await deposits.preCheckout(checkout(first))).toEqual({ ok: true });
      expect(await pay(first)).toBe('paid');
      expect((await bookWith(t, m, '2026-12-21T10:00:00+03:00')).status).toBe(201);

      // December is full now: the second hold is not taken again, and money paid anyway is kept as a conflict
      const refused = await deposits.preCheckout(checkout(second));
      expect(refused).toEqual({ ok: false, code: 'online_booking_paused', phone: '+79160000001' });
      // the payment form says what the booking page says
      expect(!refused.ok && checkoutRefusalText(refused, 'ru')).toBe(ONLINE_REFUSAL.detail);
      expect(await pay(second)).toBe('conflict');
      const [row] = await t.db.query<{ status: string }[]>(`SELECT status FROM appointments WHERE id = $1`, [
        second.id,
      ]);
      expect(row.status).toBe('payment_conflict');
      expect(await liveIn(t, m, '2026-12-01T00:00:00+03:00')).toBe(100);
    });

    it('Pro and Enterprise take more than 100 records', async () => {
      const m = await busyMaster(t, 100);
      await onPlan(t.db, { masterId: m.user.id }, 'pro');
      expect((await bookWith(t, m, '2026-12-20T10:00:00+03:00')).status).toBe(201);
      await manualWith(t, m, '2026-12-20T14:00:00+03:00').expect(201);
    });
  });
}
