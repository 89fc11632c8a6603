import { makeOwner } from '../factories';
import { auth, superAdmin } from '../support/test-app';
import { startBotTest, type BotTest } from './support';
import { at } from './reminder-support';
import {
  billingOf,
  daysAfter,
  lastPreCheckoutAnswer,
  paymentUpdate,
  preCheckoutUpdate,
  subscribe,
} from './billing-support';

const NOW = '2026-12-01T09:00:00+03:00';

/** The payment flow on embedded PGlite (one shared session: everything in a transaction must use its manager). */
describe('plans bought with Telegram Stars on embedded PGlite', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest({ billing: 'stars', databaseUrl: 'memory://' });
  }, 60000);
  afterAll(() => b.close());

  it('purchase, a duplicate delivery, a cancel and a refund', async () => {
    at(b, NOW);
    const o = await makeOwner(b.t.db, { name: 'Салон Лотос' });
    const payload = await subscribe(b, o, 'pro');
    await b.deliver(preCheckoutUpdate(o.tg, payload, 1500));
    expect(lastPreCheckoutAnswer(b)).toMatchObject({ ok: true });
    const paid = paymentUpdate(o.tg, payload, { charge: 'pglite-1', amount: 1500, until: daysAfter(NOW, 30) });
    await b.deliver(paid);
    await b.deliver(paymentUpdate(o.tg, payload, { charge: 'pglite-1', amount: 1500, until: daysAfter(NOW, 30) }));
    expect(await billingOf(b, o)).toMatchObject({ plan: 'pro', status: 'active', auto_renew: true });
    const [{ n }] = await b.t.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM billing_payments`);
    expect(n).toBe(1);

    const cancelled = await b.t.http.post('/api/billing/cancel').set(auth(o.tg)).expect(200);
    expect(cancelled.body).toMatchObject({ plan: 'pro', auto_renew: false });

    const list = await b.t.http.get('/api/admin/billing/payments').set(auth(superAdmin())).expect(200);
    await b.t.http
      .post(`/api/admin/billing/payments/${list.body.payments[0].id}/refund`)
      .set(auth(superAdmin()))
      .expect(200);
    expect(await billingOf(b, o)).toMatchObject({ plan: 'basic', status: 'free' });
  });
  it('a second, different payment of a paid purchase is kept to be refunded and extends nothing', async () => {
    at(b, NOW);
    const o = await makeOwner(b.t.db, { name: 'Салон Ирис' });
    const payload = await subscribe(b, o, 'pro');
    await b.deliver(preCheckoutUpdate(o.tg, payload, 1500));
    await b.deliver(paymentUpdate(o.tg, payload, { charge: 'pglite-a', amount: 1500, until: daysAfter(NOW, 30) }));
    await b.deliver(paymentUpdate(o.tg, payload, { charge: 'pglite-b', amount: 1500, until: daysAfter(NOW, 31) }));
    expect(await billingOf(b, o)).toMatchObject({ plan: 'pro', paid_until: '2026-12-31T06:00:00.000Z' });
    const rows = await b.t.db.query<{ telegram_payment_charge_id: string; refund_due: boolean }[]>(
      `SELECT telegram_payment_charge_id, refund_due FROM billing_payments
        WHERE telegram_payment_charge_id IN ('pglite-a', 'pglite-b') ORDER BY telegram_payment_charge_id`,
    );
    expect(rows).toEqual([
      { telegram_payment_charge_id: 'pglite-a', refund_due: false },
      { telegram_payment_charge_id: 'pglite-b', refund_due: true },
    ]);
  });
});
