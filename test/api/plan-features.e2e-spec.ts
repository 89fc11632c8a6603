import type { Response } from 'supertest';
import type { PlanName } from '../../src/billing/billing.contract';
import { PLAN_FEATURES, type PlanFeatureKey } from '../../src/billing/plan-features';
import type { Organization } from '../../src/organizations/entities/organization.entity';
import { makeOwner, type Made } from '../factories';
import { auth, createTestApp, superAdmin, type TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import { NOW, onPlan } from './billing-limits-support';
import { inbox, write } from './support-support';

type Business = Made & { org: Organization };
/** Asks for a feature as `b`: true when it was given, false when the plan refused it. */
type Probe = (t: TestApp, b: Business) => Promise<boolean>;

const PLAN_REFUSAL = { code: 'plan_required' };
/** 2xx: given; 403 plan_required: refused; anything else is a broken probe. */
function verdict(res: Response): boolean {
  if (res.status >= 200 && res.status < 300) return true;
  if (res.status === 403 && (res.body as { code?: string }).code === PLAN_REFUSAL.code) return false;
  throw new Error(`unexpected ${res.status} ${JSON.stringify(res.body)}`);
}

const billing = async (t: TestApp, b: Business) =>
  (await t.http.get('/api/billing').set(auth(b.tg)).expect(200)).body as {
    limits: { masters: number | null; records_per_month: number | null };
  };

/** Whether a conversation of `b` is listed before one of a Basic business written a minute later. */
async function listedFirst(t: TestApp, b: Business): Promise<boolean> {
  setNow(t, NOW);
  const mine = (await write(t, b.tg, 'вопрос').expect(201)).body.conversation_id as number;
  const basic = await makeOwner(t.db);
  setNow(t, Date.parse(NOW) + 60_000);
  const theirs = (await write(t, basic.tg, 'вопрос').expect(201)).body.conversation_id as number;
  setNow(t, NOW);
  const ids = ((await inbox(t).expect(200)).body.conversations as { id: number }[]).map((c) => c.id);
  return ids.indexOf(mine) < ids.indexOf(theirs);
}

/** How each line a paid plan unlocks is asked for. */
const PROBES: Partial<Record<PlanFeatureKey, Probe>> = {
  // at least 25 (Enterprise has no limit)
  masters_25: async (t, b) => {
    const { masters } = (await billing(t, b)).limits;
    return masters === null || masters >= 25;
  },
  unlimited_records: async (t, b) => (await billing(t, b)).limits.records_per_month === null,
  unlimited_all: async (t, b) => {
    const { limits } = await billing(t, b);
    return limits.masters === null && limits.records_per_month === null;
  },
  analytics: async (t, b) =>
    verdict(await t.http.get('/api/statistics/report?from=2026-11-01&to=2026-11-30').set(auth(b.tg))),
  clients: async (t, b) => verdict(await t.http.get('/api/clients').set(auth(b.tg))),
  exports: async (t, b) =>
    verdict(await t.http.post('/api/exports').set(auth(b.tg)).send({ kind: 'clients', format: 'csv' })),
  // the owner is no master: past the plan, the route's own rule answers (403 without plan_required, or 422)
  calendar_integration: async (t, b) => {
    const res = await t.http.post('/api/calendar-sync/google/start').set(auth(b.tg));
    return !(res.status === 403 && (res.body as { code?: string }).code === PLAN_REFUSAL.code);
  },
  priority_support: listedFirst,
  own_templates: async (t, b) =>
    verdict(
      await t.http
        .put('/api/notification-templates/reminder/ru')
        .set(auth(b.tg))
        .send({ text: 'Ждём вас {date} в {time}' }),
    ),
  personal_manager: async (t, b) => {
    const res = await t.http
      .put(`/api/admin/support/managers/organization/${b.org.id}`)
      .set(auth(superAdmin()))
      .send({ telegram_id: b.tg.id });
    if (res.status === 422 && res.body.code === 'support_manager_needs_enterprise') return false;
    if (res.status !== 200) throw new Error(`unexpected ${res.status} ${JSON.stringify(res.body)}`);
    return true;
  },
  // API keys and webhooks: a key made, and a webhook to a public address made
  api: async (t, b) => {
    const key = await t.http
      .post('/api/api-keys')
      .set(auth(b.tg))
      .send({ name: 'CRM', scopes: ['read'] });
    const hook = await t.http
      .post('/api/webhooks')
      .set(auth(b.tg))
      .send({ url: 'https://93.184.216.34/hooks', events: ['booking.created'] });
    return verdict(key) && verdict(hook);
  },
};
// Enterprise has all of Pro: every Pro line's probe passes on it
PROBES.everything_in_pro = async (t, b) => {
  for (const f of PLAN_FEATURES.pro.filter((x) => x.built)) {
    if (!(await PROBES[f.key]!(t, b))) return false;
  }
  return true;
};

const BELOW: Record<Exclude<PlanName, 'basic'>, PlanName> = { pro: 'basic', enterprise: 'pro' };

describe('what each plan unlocks (BILLING=stars): the plan below is refused, the plan itself is given', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ billing: 'stars' });
  }, 60000);
  afterAll(() => t.close());
  beforeEach(() => setNow(t, NOW));

  const businessOn = async (plan: PlanName): Promise<Business> => {
    const b = await makeOwner(t.db);
    if (plan !== 'basic') await onPlan(t.db, { organizationId: b.org.id }, plan);
    return b;
  };

  for (const plan of ['pro', 'enterprise'] as const) {
    for (const feature of PLAN_FEATURES[plan].filter((f) => f.built)) {
      it(`${plan}: ${feature.key}`, async () => {
        const probe = PROBES[feature.key];
        // a line sold as included needs a probe here
        expect(probe).toBeDefined();
        // «all of Pro» is what the plan below has too: only its own plan is asked
        if (feature.key !== 'everything_in_pro') expect(await probe!(t, await businessOn(BELOW[plan]))).toBe(false);
        expect(await probe!(t, await businessOn(plan))).toBe(true);
      });
    }
  }

  it('lines not built are not sold as included', () => {
    const soon = Object.values(PLAN_FEATURES)
      .flat()
      .filter((f) => !f.built)
      .map((f) => f.key);
    expect(soon).toEqual(expect.arrayContaining(['white_label', 'tax_service', 'accounting']));
    for (const key of soon) expect(PROBES[key]).toBeUndefined();
  });
});
