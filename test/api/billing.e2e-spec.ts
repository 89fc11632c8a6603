import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { PlanGuard, RequiresPlan } from '../../src/billing/requires-plan.decorator';
import { answerOf, DomainError } from '../../src/common/domain-error';
import { loadConfig } from '../../src/config/app.config';
import { REFUSALS } from '../../src/refusals';
import { User } from '../../src/users/entities/user.entity';
import { makeMember, makeUser } from '../factories';
import { auth, createTestApp, TEST_BOT_TOKEN, type TestApp } from '../support/test-app';
import { invite, onPlan, salonWithMasters } from './billing-limits-support';

/** A stand-in for the Pro features (statistics report, client base, exports), which wear the same decorator. */
class ProFeature {
  @RequiresPlan('pro')
  report(): string {
    return 'report';
  }
}

/** Runs the plan gate of ProFeature.report for `user` as the init data guard leaves the request. */
async function gate(t: TestApp, user: User): Promise<unknown> {
  const guard = t.app.get(PlanGuard, { strict: false });
  const ctx = new ExecutionContextHost([{ user, params: {}, query: {} }], ProFeature, ProFeature.prototype.report);
  ctx.setType('http');
  try {
    return await guard.canActivate(ctx);
  } catch (e) {
    if (e instanceof DomainError) return answerOf(REFUSALS, e);
    const err = e as { getStatus(): number; getResponse(): unknown };
    return { status: err.getStatus(), body: err.getResponse() };
  }
}

describe('billing off (the default): everything open, nothing limited, plans say Coming Soon', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/billing answers enabled false and no limits; subscribe and cancel say billing is off', async () => {
    const owner = await salonWithMasters(t.db, 2);
    const res = await t.http.get('/api/billing').set(auth(owner.tg)).expect(200);
    expect(res.body).toMatchObject({
      enabled: false,
      plan: 'basic',
      status: 'free',
      paid_until: null,
      auto_renew: false,
      limits: { masters: null, records_per_month: null },
      usage: { masters: 2, records_this_month: 0 },
      prices: { pro: { rub: 2990, stars: 1500 }, enterprise: { rub: 9990, stars: 5000 } },
    });
    const off = {
      detail: 'Оплата тарифов на этом сервере отключена: все возможности доступны бесплатно',
      code: 'plans_disabled',
    };
    expect((await t.http.post('/api/billing/subscribe').set(auth(owner.tg)).send({ plan: 'pro' })).body).toEqual(off);
    await t.http.post('/api/billing/subscribe').set(auth(owner.tg)).send({ plan: 'pro' }).expect(422);
    await t.http.post('/api/billing/cancel').set(auth(owner.tg)).expect(422);
  });

  it('only owners and independent masters have a plan; the others get 403', async () => {
    const owner = await salonWithMasters(t.db, 1);
    const orgMaster = await makeMember(t.db, owner.org, 'master');
    const someone = await makeUser(t.db, 'client');
    for (const who of [orgMaster, someone]) {
      await t.http.get('/api/billing').set(auth(who.tg)).expect(403);
      await t.http.post('/api/billing/subscribe').set(auth(who.tg)).send({ plan: 'pro' }).expect(403);
      await t.http.post('/api/billing/cancel').set(auth(who.tg)).expect(403);
    }
  });

  it('a 6th master is welcome and the Pro features are open', async () => {
    const owner = await salonWithMasters(t.db, 5);
    await invite(t, owner).expect(201);
    expect(await gate(t, owner.user)).toBe(true);
  });
});

describe('the Pro feature gate with BILLING=stars', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ billing: 'stars' });
  });
  afterAll(() => t.close());

  it('Basic gets 403 plan_required; Pro, Enterprise and their staff pass; a user without a business passes', async () => {
    const basic = await salonWithMasters(t.db, 1);
    expect(await gate(t, basic.user)).toEqual({
      status: 403,
      body: { detail: 'Доступно на тарифе Pro', code: 'plan_required' },
    });
    const pro = await salonWithMasters(t.db, 0);
    await onPlan(t.db, { organizationId: pro.org.id }, 'pro');
    expect(await gate(t, pro.user)).toBe(true);
    const admin = await makeMember(t.db, pro.org, 'admin');
    expect(await gate(t, admin.user)).toBe(true);
    const enterprise = await salonWithMasters(t.db, 0);
    await onPlan(t.db, { organizationId: enterprise.org.id }, 'enterprise');
    expect(await gate(t, enterprise.user)).toBe(true);
    expect(await gate(t, (await makeUser(t.db, 'client')).user)).toBe(true);
  });

  it('the statistics report, the client base and exports answer 403 plan_required on Basic, not on Pro', async () => {
    const locked = { detail: 'Доступно на тарифе Pro', code: 'plan_required' };
    const basic = await salonWithMasters(t.db, 0);
    expect((await t.http.get('/api/statistics/report').set(auth(basic.tg)).expect(403)).body).toEqual(locked);
    expect((await t.http.get('/api/clients').set(auth(basic.tg)).expect(403)).body).toEqual(locked);
    const exp = await t.http.post('/api/exports').set(auth(basic.tg)).send({ kind: 'clients' }).expect(403);
    expect(exp.body).toEqual(locked);
    const pro = await salonWithMasters(t.db, 0);
    await onPlan(t.db, { organizationId: pro.org.id }, 'pro');
    await t.http.get('/api/clients').set(auth(pro.tg)).expect(200);
  });

  it('the prices come from PLAN_PRO_STARS and PLAN_ENTERPRISE_STARS; the roubles stay', async () => {
    const t2 = await createTestApp({ billing: 'stars', planProStars: 2000, planEnterpriseStars: 7000 });
    try {
      const owner = await salonWithMasters(t2.db, 0);
      const res = await t2.http.get('/api/billing').set(auth(owner.tg)).expect(200);
      expect(res.body.prices).toEqual({ pro: { rub: 2990, stars: 2000 }, enterprise: { rub: 9990, stars: 7000 } });
    } finally {
      await t2.close();
    }
  });
});

describe('BILLING, PLAN_PRO_STARS, PLAN_ENTERPRISE_STARS configuration', () => {
  const base = { NODE_ENV: 'test', DEV_LOGIN: '0' };
  it('is off by default, stars needs a bot token, prices default to 1500 and 5000 and stay within 1..10000', () => {
    expect(loadConfig(base)).toMatchObject({ billing: 'off', planProStars: 1500, planEnterpriseStars: 5000 });
    expect(loadConfig({ ...base, BOT_TOKEN: TEST_BOT_TOKEN, BILLING: 'stars', PLAN_PRO_STARS: '900' })).toMatchObject({
      billing: 'stars',
      planProStars: 900,
    });
    expect(() => loadConfig({ ...base, BILLING: 'stars' })).toThrow('BILLING=stars needs BOT_TOKEN');
    expect(() => loadConfig({ ...base, BILLING: 'paypal' })).toThrow('BILLING must be off or stars');
    expect(() => loadConfig({ ...base, PLAN_ENTERPRISE_STARS: '10001' })).toThrow(/10000/);
    expect(() => loadConfig({ ...base, PLAN_PRO_STARS: '0' })).toThrow('PLAN_PRO_STARS');
  });
});
