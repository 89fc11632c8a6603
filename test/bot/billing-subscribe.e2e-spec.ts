import { makeMaster, makeOwner } from '../factories';
import { auth } from '../support/test-app';
import { at } from './reminder-support';
import { startBotTest, type BotTest } from './support';

// Tuesday 2026-12-01 09:00 Moscow
const NOW = '2026-12-01T09:00:00+03:00';

const purchasesOf = (b: BotTest, userId: number) =>
  b.t.db.query<{ plan: string; invoice_url: string }[]>(
    `SELECT plan, invoice_url FROM billing_purchases WHERE user_id = $1 ORDER BY id`,
    [userId],
  );

describe('subscribe taps and retries: one open purchase per plan, its one invoice link, never a 5xx', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest({ billing: 'stars', billingSubscribesPerMinute: 0 });
  });
  afterAll(() => b.close());
  beforeEach(() => at(b, NOW));

  it('30 parallel calls of a new owner: all 200 with the same link, one purchase, one link asked of Telegram', async () => {
    const o = await makeOwner(b.t.db);
    const linksBefore = b.fake.callsOf('createInvoiceLink').length;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => b.t.http.post('/api/billing/subscribe').set(auth(o.tg)).send({ plan: 'pro' })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(200));
    const links = new Set(answers.map((r) => r.body.invoice_url as string));
    expect(links.size).toBe(1);
    const purchases = await purchasesOf(b, o.user.id);
    expect(purchases).toEqual([{ plan: 'pro', invoice_url: [...links][0] }]);
    expect(b.fake.callsOf('createInvoiceLink').length - linksBefore).toBe(1);
  });

  it('another plan is another purchase; a purchase older than a day is not reused', async () => {
    const m = await makeMaster(b.t.db);
    const send = (plan: string) => b.t.http.post('/api/billing/subscribe').set(auth(m.tg)).send({ plan }).expect(200);
    const pro = (await send('pro')).body.invoice_url;
    const enterprise = (await send('enterprise')).body.invoice_url;
    expect(enterprise).not.toBe(pro);
    expect((await send('pro')).body.invoice_url).toBe(pro);
    at(b, '2026-12-02T09:00:01+03:00');
    expect((await send('pro')).body.invoice_url).not.toBe(pro);
    expect((await purchasesOf(b, m.user.id)).map((p) => p.plan)).toEqual(['pro', 'enterprise', 'pro']);
  });
});

describe('POST /api/billing/subscribe is limited per user (BILLING_SUBSCRIBES_PER_MINUTE)', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest({ billing: 'stars', billingSubscribesPerMinute: 3 });
  });
  afterAll(() => b.close());

  it('the 4th call of a minute is 429 with a detail; another user is not held up', async () => {
    at(b, NOW);
    const o = await makeOwner(b.t.db);
    const other = await makeOwner(b.t.db);
    for (let i = 0; i < 3; i++)
      await b.t.http.post('/api/billing/subscribe').set(auth(o.tg)).send({ plan: 'pro' }).expect(200);
    const refused = await b.t.http.post('/api/billing/subscribe').set(auth(o.tg)).send({ plan: 'pro' }).expect(429);
    expect(typeof refused.body.detail).toBe('string');
    await b.t.http.post('/api/billing/subscribe').set(auth(other.tg)).send({ plan: 'pro' }).expect(200);
  });
});
