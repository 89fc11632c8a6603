import { startBotTest, type BotTest } from './support';
import {
  at,
  bookAt,
  checkoutAnswers,
  depositMaster,
  depositRow,
  newClient,
  NOW,
  paid,
  preCheckout,
  PROVIDER_TOKEN,
  runDeposits,
  statusOf,
  TOMORROW_10,
} from './deposit-support';

/** Deposits on embedded PGlite: a hold, its expiry, the hold taken again and paid; the time is held meanwhile. */
describe('deposits on embedded PGlite', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest({ databaseUrl: 'memory://', paymentProviderToken: PROVIDER_TOKEN });
  }, 60000);
  afterAll(() => b.close());

  it('holds, expires, is taken again at checkout and paid', async () => {
    at(b, NOW);
    const m = await depositMaster(b);
    const c = await newClient(b);
    const res = await bookAt(b, c, m, TOMORROW_10);
    expect(res.body).toMatchObject({ status: 'awaiting_payment', payment: { amount: 500, currency: 'RUB' } });
    const id = res.body.id as number;
    expect((await bookAt(b, await newClient(b, 'Олег'), m, TOMORROW_10)).status).toBe(409);

    at(b, '2026-12-01T09:16:00+03:00');
    expect(await runDeposits(b)).toMatchObject({ expired: 1 });
    await b.deliver(preCheckout(c.tg, `dep:${id}`, 50000));
    expect(checkoutAnswers(b)).toEqual([{ ok: true, error_message: undefined }]);
    await b.deliver(paid(c.tg, `dep:${id}`, 50000, 'pglite-charge'));
    await b.deliver(paid(c.tg, `dep:${id}`, 50000, 'pglite-charge'));
    expect(await statusOf(b, id)).toBe('planned');
    expect(await depositRow(b, id)).toMatchObject({ status: 'paid', telegram_payment_charge_id: 'pglite-charge' });
  });
});
