import { makeOwner, makeUser, type Made } from '../factories';
import type { Organization } from '../../src/organizations/entities/organization.entity';
import { auth, superAdmin } from '../support/test-app';
import { PlanPaymentsService } from '../../src/billing/plan-payments.service';
import { startBotTest, textUpdate, type BotTest } from './support';
import { at, drain, tick } from './reminder-support';
import {
  billingOf,
  daysAfter,
  lastPreCheckoutAnswer,
  paymentUpdate,
  preCheckoutUpdate,
  subscribe,
  textOf,
} from './billing-support';

// Tuesday 2026-12-01 09:00 Moscow
const NOW = '2026-12-01T09:00:00+03:00';
const UNTIL = daysAfter(NOW, 30); // 2026-12-31T06:00:00Z
const UNTIL_ISO = '2026-12-31T06:00:00.000Z';

describe('plans bought with Telegram Stars: invoice, pre-checkout, payments, renewals, cancel, grace, refund', () => {
  let b: BotTest;
  let seq = 0;
  beforeAll(async () => {
    b = await startBotTest({ billing: 'stars' });
  });
  afterAll(() => b.close());
  beforeEach(() => at(b, NOW));

  const charge = () => `charge-${Date.now()}-${seq++}`;
  const owner = (): Promise<Made & { org: Organization }> => makeOwner(b.t.db, { name: 'Салон Лотос' });
  const paymentsOf = async (chargeId: string) =>
    (await b.t.db.query(`SELECT id FROM billing_payments WHERE telegram_payment_charge_id = $1`, [chargeId])).length;

  async function buyPro(o: Made, chargeId = charge()): Promise<string> {
    const payload = await subscribe(b, o, 'pro');
    await b.deliver(preCheckoutUpdate(o.tg, payload, 1500));
    expect(lastPreCheckoutAnswer(b)).toMatchObject({ ok: true });
    await b.deliver(paymentUpdate(o.tg, payload, { charge: chargeId, amount: 1500, until: UNTIL }));
    return payload;
  }

  it('a new organization is on Basic with its limits and the prices in roubles and Stars', async () => {
    const o = await owner();
    expect(await billingOf(b, o)).toMatchObject({
      enabled: true,
      plan: 'basic',
      status: 'free',
      paid_until: null,
      auto_renew: false,
      limits: { masters: 5, records_per_month: 100 },
      usage: { masters: 0, records_this_month: 0 },
      prices: { pro: { rub: 2990, stars: 1500 }, enterprise: { rub: 9990, stars: 5000 } },
    });
    const someone = await makeUser(b.t.db, 'client');
    await b.t.http.get('/api/billing').set(auth(someone.tg)).expect(403);
  });

  it('subscribe makes a monthly Stars invoice naming a pending purchase; paying it makes Pro active, the owner told once', async () => {
    const o = await owner();
    const res = await b.t.http.post('/api/billing/subscribe').set(auth(o.tg)).send({ plan: 'pro' }).expect(200);
    expect(res.body.invoice_url).toMatch(/^https:\/\/t\.me\//);
    const call = b.fake.callsOf('createInvoiceLink').at(-1)!.payload;
    expect(call).toMatchObject({
      currency: 'XTR',
      prices: [{ label: 'Pro', amount: 1500 }],
      subscription_period: 2592000,
    });
    expect(call.provider_token ?? '').toBe('');
    const payload = String(call.payload);
    expect(payload).toMatch(/^plan:\d+$/);

    await b.deliver(preCheckoutUpdate(o.tg, payload, 1500));
    expect(lastPreCheckoutAnswer(b)).toMatchObject({ ok: true });
    const chargeId = charge();
    const paid = paymentUpdate(o.tg, payload, { charge: chargeId, amount: 1500, until: UNTIL });
    await b.deliver(paid);
    expect(await billingOf(b, o)).toMatchObject({
      plan: 'pro',
      status: 'active',
      paid_until: UNTIL_ISO,
      auto_renew: true,
      limits: { masters: 25, records_per_month: null },
    });

    // the same update again, and the same payment in a new update: stored once, told once
    await b.deliver(paid);
    await b.deliver(paymentUpdate(o.tg, payload, { charge: chargeId, amount: 1500, until: UNTIL }));
    expect(await paymentsOf(chargeId)).toBe(1);
    await drain(b);
    expect(b.messagesTo(o.tg.id).map(textOf)).toEqual([
      'Тариф Pro для «Салон Лотос» оплачен и действует до 31.12.2026. Спасибо!',
    ]);

    // a paid invoice cannot be paid again; the same plan cannot be bought twice
    await b.deliver(preCheckoutUpdate(o.tg, payload, 1500));
    expect(lastPreCheckoutAnswer(b)).toEqual({
      pre_checkout_query_id: expect.any(String),
      ok: false,
      error_message: 'Этот счёт устарел: откройте страницу «Тариф» и оформите подписку заново',
    });
    const again = await b.t.http.post('/api/billing/subscribe').set(auth(o.tg)).send({ plan: 'pro' }).expect(409);
    expect(again.body).toEqual({ detail: 'Тариф Pro уже подключён', code: 'plan_already_active' });
  });

  it('pre-checkout refuses a stranger, a former owner, a changed price and a payload naming nothing', async () => {
    const o = await owner();
    const payload = await subscribe(b, o, 'pro');
    const stranger = await makeUser(b.t.db, 'client');
    await b.deliver(preCheckoutUpdate(stranger.tg, payload, 1500));
    expect(lastPreCheckoutAnswer(b)).toMatchObject({
      ok: false,
      error_message: 'Этот счёт выставлен другому пользователю или организации',
    });
    await b.deliver(preCheckoutUpdate(o.tg, payload, 1));
    expect(lastPreCheckoutAnswer(b)).toMatchObject({
      ok: false,
      error_message: 'Цена тарифа изменилась: откройте страницу «Тариф» и оформите подписку заново',
    });
    await b.deliver(preCheckoutUpdate(o.tg, 'plan:999999999', 1500));
    expect(lastPreCheckoutAnswer(b)).toMatchObject({ ok: false });

    // the organization changed hands after the invoice was made
    const heir = await makeUser(b.t.db, 'organization');
    await b.t.db.query(`UPDATE organizations SET owner_id = $1 WHERE id = $2`, [heir.user.id, o.org.id]);
    await b.deliver(preCheckoutUpdate(o.tg, payload, 1500));
    expect(lastPreCheckoutAnswer(b)).toMatchObject({
      ok: false,
      error_message: 'Этот счёт выставлен другому пользователю или организации',
    });
  });

  it('a renewal extends the plan to its new expiration and says so', async () => {
    const o = await owner();
    const payload = await buyPro(o);
    const next = daysAfter(NOW, 60);
    at(b, '2026-12-31T06:00:05Z');
    await b.deliver(paymentUpdate(o.tg, payload, { charge: charge(), amount: 1500, until: next, first: false }));
    expect(await billingOf(b, o)).toMatchObject({
      plan: 'pro',
      status: 'active',
      paid_until: '2027-01-30T06:00:00.000Z',
    });
    await drain(b);
    expect(b.messagesTo(o.tg.id).map(textOf).at(-1)).toBe(
      'Подписка Pro для «Салон Лотос» продлена до 30.01.2027. Спасибо!',
    );
  });

  it('Pro to Enterprise: Enterprise starts when paid and the Pro renewal is cancelled', async () => {
    const o = await owner();
    const proCharge = charge();
    await buyPro(o, proCharge);
    const payload = await subscribe(b, o, 'enterprise');
    expect(b.fake.callsOf('createInvoiceLink').at(-1)!.payload).toMatchObject({
      prices: [{ label: 'Enterprise', amount: 5000 }],
    });
    expect((await billingOf(b, o)).plan).toBe('pro');
    await b.deliver(preCheckoutUpdate(o.tg, payload, 5000));
    expect(lastPreCheckoutAnswer(b)).toMatchObject({ ok: true });
    await b.deliver(paymentUpdate(o.tg, payload, { charge: charge(), amount: 5000, until: UNTIL }));
    expect(await billingOf(b, o)).toMatchObject({ plan: 'enterprise', status: 'active', auto_renew: true });
    expect(b.fake.callsOf('editUserStarSubscription').at(-1)!.payload).toEqual({
      user_id: o.tg.id,
      telegram_payment_charge_id: proCharge,
      is_canceled: true,
    });
  });

  it('cancel stops the renewal at Telegram; the plan stays until paid_until, then 3 days of grace, then Basic', async () => {
    const o = await owner();
    const proCharge = charge();
    await buyPro(o, proCharge);
    const res = await b.t.http.post('/api/billing/cancel').set(auth(o.tg)).expect(200);
    expect(res.body).toMatchObject({ plan: 'pro', status: 'active', paid_until: UNTIL_ISO, auto_renew: false });
    expect(b.fake.callsOf('editUserStarSubscription').at(-1)!.payload).toEqual({
      user_id: o.tg.id,
      telegram_payment_charge_id: proCharge,
      is_canceled: true,
    });
    await drain(b);
    const told = () =>
      b
        .messagesTo(o.tg.id)
        .map(textOf)
        .filter((t) => t.startsWith('Оплаченный период'));

    await tick(b, '2026-12-31T07:00:00Z');
    expect(await billingOf(b, o)).toMatchObject({
      plan: 'pro',
      status: 'grace',
      grace_until: '2027-01-03T06:00:00.000Z',
    });
    await tick(b, '2026-12-31T20:00:00Z');
    expect(told()).toEqual([
      'Оплаченный период тарифа Pro для «Салон Лотос» закончился (день 1 из 3). Всё работает до 03.01.2027, ' +
        'затем тариф станет Basic. Продлить можно на странице «Тариф».',
    ]);
    await tick(b, '2027-01-01T07:00:00Z');
    await tick(b, '2027-01-02T07:00:00Z');
    expect(told()).toHaveLength(3);
    expect(told()[2]).toContain('(день 3 из 3)');

    await tick(b, '2027-01-03T06:00:00Z');
    expect(await billingOf(b, o)).toMatchObject({
      plan: 'basic',
      status: 'free',
      paid_until: null,
      limits: { masters: 5, records_per_month: 100 },
    });
    expect(told()).toHaveLength(3);
  });

  it('the super admin sees the payments and refunds one: the Stars go back and that period ends at once', async () => {
    const o = await owner();
    const chargeId = charge();
    await buyPro(o, chargeId);
    const admin = auth(superAdmin());
    await b.t.http.get('/api/admin/billing/payments').set(auth(o.tg)).expect(403);
    const list = await b.t.http.get('/api/admin/billing/payments?limit=100').set(admin).expect(200);
    const row = (list.body.payments as { id: number; telegram_payment_charge_id: string }[]).find(
      (p) => p.telegram_payment_charge_id === chargeId,
    )!;
    expect(row).toMatchObject({
      plan: 'pro',
      amount: 1500,
      currency: 'XTR',
      period_end: UNTIL_ISO,
      refunded_at: null,
      payer: { telegram_id: o.tg.id, user_id: o.user.id },
      business: { kind: 'organization', id: o.org.id, name: 'Салон Лотос' },
    });

    const refunded = await b.t.http.post(`/api/admin/billing/payments/${row.id}/refund`).set(admin).expect(200);
    expect(refunded.body.refunded_at).toEqual(expect.any(String));
    expect(b.fake.callsOf('refundStarPayment').at(-1)!.payload).toEqual({
      user_id: o.tg.id,
      telegram_payment_charge_id: chargeId,
    });
    expect(await billingOf(b, o)).toMatchObject({ plan: 'basic', status: 'free', auto_renew: false });
    await b.t.http.post(`/api/admin/billing/payments/${row.id}/refund`).set(admin).expect(409);
    await b.t.http.post(`/api/admin/billing/payments/999999/refund`).set(admin).expect(404);
    await drain(b);
    expect(b.messagesTo(o.tg.id).map(textOf).at(-1)).toBe(
      'Платёж 1500 ⭐ за тариф Pro для «Салон Лотос» возвращён. Тариф завершён.',
    );
  });

  it('a second, different payment of a purchase already paid is kept to be refunded, and applied to nothing', async () => {
    const o = await owner();
    const first = charge();
    const payload = await buyPro(o, first);
    const second = charge();
    const again = paymentUpdate(o.tg, payload, { charge: second, amount: 1500, until: daysAfter(NOW, 31) });
    await b.deliver(again);
    await b.deliver(again); // the same charge twice: still one payment, nothing more happens
    expect(await paymentsOf(second)).toBe(1);
    expect(await billingOf(b, o)).toMatchObject({ plan: 'pro', status: 'active', paid_until: UNTIL_ISO });
    // its own subscription is stopped, the first one renews
    const stops = b.fake.callsOf('editUserStarSubscription').map((c) => c.payload);
    expect(stops.filter((x) => [first, second].includes(String(x.telegram_payment_charge_id)))).toEqual([
      { user_id: o.tg.id, telegram_payment_charge_id: second, is_canceled: true },
    ]);
    await drain(b);
    expect(b.messagesTo(o.tg.id).map(textOf)).toEqual([
      'Тариф Pro для «Салон Лотос» оплачен и действует до 31.12.2026. Спасибо!',
    ]);

    const admin = auth(superAdmin());
    const list = await b.t.http.get('/api/admin/billing/payments?limit=100').set(admin).expect(200);
    const rows = (list.body.payments as { id: number; telegram_payment_charge_id: string }[]).filter((p) =>
      [first, second].includes(p.telegram_payment_charge_id),
    );
    expect(rows).toEqual([
      expect.objectContaining({ telegram_payment_charge_id: second, refund_due: true, refunded_at: null }),
      expect.objectContaining({ telegram_payment_charge_id: first, refund_due: false, refunded_at: null }),
    ]);
    // giving it back leaves the plan paid by the first payment as it is
    await b.t.http.post(`/api/admin/billing/payments/${rows[0].id}/refund`).set(admin).expect(200);
    expect(await billingOf(b, o)).toMatchObject({ plan: 'pro', status: 'active', paid_until: UNTIL_ISO });
  });

  it('/paysupport says how to get help with a payment', async () => {
    const u = await makeUser(b.t.db, 'client');
    await b.deliver(textUpdate(u.tg, '/paysupport'));
    expect(textOf(b.messagesTo(u.tg.id).at(-1)!)).toMatch(/^Помощь с оплатой тарифа/);
  });

  it('a payment that cannot be stored fails its delivery (503), and the second delivery stores it once', async () => {
    const o = await owner();
    const payload = await subscribe(b, o, 'pro');
    await b.deliver(preCheckoutUpdate(o.tg, payload, 1500));
    const chargeId = charge();
    const paid = paymentUpdate(o.tg, payload, { charge: chargeId, amount: 1500, until: UNTIL });
    const store = jest
      .spyOn(b.t.app.get(PlanPaymentsService), 'recordPayment')
      .mockRejectedValueOnce(new Error('the database went away'));
    try {
      expect((await b.deliver(paid)).status).toBe(503);
      expect(await paymentsOf(chargeId)).toBe(0);
      expect((await b.deliver(paid)).status).toBe(200);
      expect((await b.deliver(paid)).status).toBe(200);
    } finally {
      store.mockRestore();
    }
    expect(await paymentsOf(chargeId)).toBe(1);
    expect(await billingOf(b, o)).toMatchObject({ plan: 'pro', status: 'active', paid_until: UNTIL_ISO });
  });
});
