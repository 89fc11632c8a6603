import { dueRounds } from '../support/due-rounds';
import { Made, makeAppointment, makeMaster, makeMember, makeOwner } from '../factories';
import { makeSchedule } from '../factories/schedules';
import { onPlan } from '../api/billing-limits-support';
import type { FakeCall, FakeUpload } from '../support/fake-bot-api';
import { auth, createTestApp } from '../support/test-app';
import { at, drain, tick } from './reminder-support';
import { inlineButtons, startBotTest, type BotTest } from './support';

// Sunday 2026-11-08: both turn the digest on. The salon is in Moscow (UTC+3), the master in
// Yekaterinburg (UTC+5): Monday 09:00 is 06:00Z for one and 04:00Z for the other.
const SUNDAY = '2026-11-08T12:00:00+03:00';

describe('the weekly digest: Monday 09:00 in the business zone, once per week, with a chart and a button', () => {
  let b: BotTest;
  let owner: Made & { org: { id: number } };
  let master: Made;

  const digestsTo = (who: Made): FakeCall[] =>
    b.fake.callsOf('sendPhoto', { okOnly: true }).filter((c) => Number(c.payload.chat_id) === who.tg.id);
  const put = (who: Made, enabled: unknown) =>
    b.t.http.put('/api/statistics/digest').set(auth(who.tg)).send({ enabled });

  beforeAll(async () => {
    b = await startBotTest({ exportRunner: false });
    owner = await makeOwner(b.t.db, { name: 'Салон Лотос' });
    master = await makeMaster(b.t.db);
    await makeSchedule(b.t.db, master.user.id, { timeZone: 'Asia/Yekaterinburg' });
    const m = master.user.id;
    // last week (Nov 2–8, Yekaterinburg): visits for 2000 and 1500 on Monday, a no-show on Wednesday;
    // the week before: one visit for 1000
    await makeAppointment(
      b.t.db,
      { masterId: m, price: 1000, startsAt: new Date('2026-10-27T05:00:00Z') },
      'completed',
    );
    await makeAppointment(
      b.t.db,
      { masterId: m, price: 2000, startsAt: new Date('2026-11-02T05:00:00Z') },
      'completed',
    );
    await makeAppointment(
      b.t.db,
      { masterId: m, price: 1500, startsAt: new Date('2026-11-02T07:00:00Z') },
      'completed',
    );
    await makeAppointment(b.t.db, { masterId: m, price: 2000, startsAt: new Date('2026-11-04T05:00:00Z') }, 'no_show');
  });
  afterAll(() => b.close());

  it('is off by default; only owners and independent masters may turn it on', async () => {
    at(b, SUNDAY);
    expect((await b.t.http.get('/api/statistics/digest').set(auth(owner.tg)).expect(200)).body).toEqual({
      enabled: false,
    });
    const admin = await makeMember(b.t.db, owner.org as never, 'admin');
    const orgMaster = await makeMember(b.t.db, owner.org as never, 'master');
    for (const who of [admin, orgMaster]) await put(who, true).expect(403);
    await put(owner, 'yes').expect(422);
  });

  it('goes out at 09:00 on Monday in each zone, once, with the week against the week before', async () => {
    at(b, SUNDAY);
    expect((await put(owner, true).expect(200)).body).toEqual({ enabled: true });
    await put(master, true).expect(200);
    expect((await b.t.http.get('/api/statistics/digest').set(auth(master.tg)).expect(200)).body).toEqual({
      enabled: true,
    });

    await tick(b, '2026-11-09T08:59:00+05:00');
    expect(digestsTo(master)).toHaveLength(0);
    expect(await tick(b, '2026-11-09T09:00:00+05:00')).toMatchObject({ digests: { claimed: 1, sent: 1 } });
    expect(digestsTo(master)).toHaveLength(1);
    expect(digestsTo(owner)).toHaveLength(0);
    await tick(b, '2026-11-09T08:59:00+03:00');
    expect(digestsTo(owner)).toHaveLength(0);
    await tick(b, '2026-11-09T09:00:00+03:00');
    expect(digestsTo(owner)).toHaveLength(1);
    for (const later of ['2026-11-09T18:00:00+03:00', '2026-11-10T09:00:00+03:00', '2026-11-15T23:00:00+03:00']) {
      await tick(b, later);
    }
    expect(digestsTo(master)).toHaveLength(1);
    expect(digestsTo(owner)).toHaveLength(1);

    const [m] = digestsTo(master);
    expect(m.payload.caption).toBe(
      [
        'Итоги недели 02.11.2026 — 08.11.2026',
        '',
        'Выручка: 3 500 ₽ (+250%) — неделей раньше 1 000 ₽',
        'Визиты: 2 (+100%) — неделей раньше 1',
        'Загрузка: 6,7% — неделей раньше 2,2%',
        'Неявки: 33,3% — неделей раньше 0%',
      ].join('\n'),
    );
    expect(inlineButtons(m)).toEqual([
      { text: 'Открыть статистику', web_app: { url: 'https://app.example.test/statistics' } },
    ]);
    const photo = m.payload.photo as FakeUpload;
    expect(photo.data.subarray(1, 4).toString()).toBe('PNG');
    const [o] = digestsTo(owner);
    expect(String(o.payload.caption).split('\n')[0]).toBe('Итоги недели 02.11.2026 — 08.11.2026, Салон Лотос');
    expect(String(o.payload.caption)).toContain('Выручка: 0 ₽ — неделей раньше 0 ₽');

    // the next Monday: once more each
    await tick(b, '2026-11-16T09:00:00+03:00');
    expect(digestsTo(master)).toHaveLength(2);
    expect(digestsTo(owner)).toHaveLength(2);
  });

  it('two instances on one database: still once per recipient and week', async () => {
    const second = await createTestApp({
      databaseUrl: b.t.config.databaseUrl,
      outboxWorker: false,
      exportRunner: false,
    });
    try {
      const ms = Date.parse('2026-11-23T09:30:00+03:00');
      at(b, ms);
      const runners = [dueRounds(b.t.app), dueRounds(second.app)];
      const rounds = await Promise.all([0, 1, 2, 3].map((i) => runners[i % 2].runOnce(ms)));
      expect(rounds.reduce((n, r) => n + r.digests.sent, 0)).toBe(2);
    } finally {
      await second.close();
    }
    await drain(b);
    expect(digestsTo(master)).toHaveLength(3);
    expect(digestsTo(owner)).toHaveLength(3);
    const [{ n }]: { n: number }[] = await b.t.db.query(
      `SELECT count(*)::int AS n FROM digest_deliveries WHERE week_start = '2026-11-23'`,
    );
    expect(n).toBe(2);
  });

  it('turned off: no more digests', async () => {
    at(b, '2026-11-24T12:00:00+03:00');
    expect((await put(owner, false).expect(200)).body).toEqual({ enabled: false });
    await tick(b, '2026-11-30T09:00:00+03:00');
    expect(digestsTo(owner)).toHaveLength(3);
    expect(digestsTo(master)).toHaveLength(4);
  });
});

describe('the weekly digest is a Pro feature with BILLING=stars', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest({ exportRunner: false, billing: 'stars' });
  });
  afterAll(() => b.close());

  const put = (who: Made, enabled: boolean) =>
    b.t.http.put('/api/statistics/digest').set(auth(who.tg)).send({ enabled });
  const digestsTo = (who: Made): FakeCall[] =>
    b.fake.callsOf('sendPhoto', { okOnly: true }).filter((c) => Number(c.payload.chat_id) === who.tg.id);
  const PLAN_REQUIRED = { detail: 'Доступно на тарифе Pro', code: 'plan_required' };

  it('Basic cannot switch it on (403 plan_required, as the report); Pro can; switching off is always possible', async () => {
    at(b, SUNDAY);
    const basicOwner = await makeOwner(b.t.db);
    const basicMaster = await makeMaster(b.t.db);
    for (const who of [basicOwner, basicMaster]) {
      expect((await put(who, true).expect(403)).body).toEqual(PLAN_REQUIRED);
      expect((await put(who, false).expect(200)).body).toEqual({ enabled: false });
      expect((await b.t.http.get('/api/statistics/digest').set(auth(who.tg)).expect(200)).body).toEqual({
        enabled: false,
      });
    }
    const proOwner = await makeOwner(b.t.db);
    await onPlan(b.t.db, { organizationId: proOwner.org.id }, 'pro');
    expect((await put(proOwner, true).expect(200)).body).toEqual({ enabled: true });
  });

  it("a Basic business's digest switched on before is not sent; a Pro one is", async () => {
    at(b, SUNDAY);
    const pro = await makeOwner(b.t.db);
    await onPlan(b.t.db, { organizationId: pro.org.id }, 'pro');
    await put(pro, true).expect(200);
    const basic = await makeOwner(b.t.db);
    const basicMaster = await makeMaster(b.t.db);
    for (const who of [basic, basicMaster])
      await b.t.db.query(`INSERT INTO digest_subscriptions (user_id, next_due_at) VALUES ($1, $2)`, [
        who.user.id,
        '2026-11-09T06:00:00Z',
      ]);
    await tick(b, '2026-11-09T09:00:00+03:00');
    expect(digestsTo(pro)).toHaveLength(1);
    expect(digestsTo(basic)).toHaveLength(0);
    expect(digestsTo(basicMaster)).toHaveLength(0);
    // on Pro again: the next Monday's goes out
    await onPlan(b.t.db, { organizationId: basic.org.id }, 'pro');
    await tick(b, '2026-11-16T09:00:00+03:00');
    expect(digestsTo(basic)).toHaveLength(1);
    expect(digestsTo(basicMaster)).toHaveLength(0);
  });
});
