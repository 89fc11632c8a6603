import type { DataSource } from 'typeorm';
import { encodeClientKey } from '../../src/clients/client-key';
import type { AppConfig } from '../../src/config/app.config';
import { makeMaster, makeMember, makeOwner, makeUser, type Made } from '../factories';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { setNow } from '../api/appointments-support';
import { MASTERS_REFUSAL, NOW, onPlan, salonWithMasters } from '../api/billing-limits-support';

/**
 * The plan matrix (BILLING=stars): who may use a Pro feature is decided by the plan of the business whose
 * data the request serves (the caller's statistics view), never by another business the caller also has.
 * Each row: a person, and for each Pro route whether it opens ('open': anything but 403) or answers
 * 403 plan_required ('pro'). Defined once, run on PostgreSQL and on embedded PGlite.
 */
type Gate = 'open' | 'pro';
/** An Enterprise route (API keys, webhooks) opens only for a business on Enterprise; everyone else hears it. */
type EnterpriseGate = 'open' | 'enterprise';

export type GatePerson =
  | 'basicOwner'
  | 'proOwner'
  | 'proMasterAdminOfBasic'
  | 'basicMasterAdminOfPro'
  | 'proMasterServingBasic'
  | 'adminOfBasicThenPro'
  | 'adminOfProThenBasic'
  | 'adminOfPro'
  | 'enterpriseOwner';

interface GateRoute {
  name: string;
  /** The plan that opens it: Pro unless told. */
  plan?: 'enterprise';
  /** A masters-only route: open for a person who is no master means anything but plan_required (their 403 is the route's own rule). */
  mastersOnly?: boolean;
  send: (t: TestApp, who: Made) => PromiseLike<{ status: number; body: unknown }>;
}

const ROUTES: GateRoute[] = [
  {
    name: 'GET /api/statistics/report',
    send: (t, who) => t.http.get('/api/statistics/report?from=2026-11-01&to=2026-11-30').set(auth(who.tg)),
  },
  { name: 'GET /api/clients', send: (t, who) => t.http.get('/api/clients').set(auth(who.tg)) },
  {
    name: 'GET /api/clients/:key',
    send: (t, who) => t.http.get(`/api/clients/${encodeClientKey('p:79161112233')}`).set(auth(who.tg)),
  },
  {
    name: 'PUT /api/clients/:key/note',
    send: (t, who) =>
      t.http
        .put(`/api/clients/${encodeClientKey('p:79161112233')}/note`)
        .set(auth(who.tg))
        .send({ note: 'Заметка' }),
  },
  {
    name: 'POST /api/exports',
    send: (t, who) => t.http.post('/api/exports').set(auth(who.tg)).send({ kind: 'clients', format: 'csv' }),
  },
  { name: 'GET /api/api-keys', plan: 'enterprise', send: (t, who) => t.http.get('/api/api-keys').set(auth(who.tg)) },
  {
    name: 'POST /api/api-keys',
    plan: 'enterprise',
    send: (t, who) =>
      t.http
        .post('/api/api-keys')
        .set(auth(who.tg))
        .send({ name: 'CRM', scopes: ['read'] }),
  },
  {
    name: 'DELETE /api/api-keys/:id',
    plan: 'enterprise',
    send: (t, who) => t.http.delete('/api/api-keys/2147483000').set(auth(who.tg)),
  },
  { name: 'GET /api/webhooks', plan: 'enterprise', send: (t, who) => t.http.get('/api/webhooks').set(auth(who.tg)) },
  {
    name: 'POST /api/webhooks',
    plan: 'enterprise',
    send: (t, who) =>
      t.http
        .post('/api/webhooks')
        .set(auth(who.tg))
        .send({ url: 'https://93.184.216.34/hooks', events: ['booking.created'] }),
  },
  {
    name: 'DELETE /api/webhooks/:id',
    plan: 'enterprise',
    send: (t, who) => t.http.delete('/api/webhooks/2147483000').set(auth(who.tg)),
  },
  {
    name: 'GET /api/webhooks/:id/deliveries',
    plan: 'enterprise',
    send: (t, who) => t.http.get('/api/webhooks/2147483000/deliveries').set(auth(who.tg)),
  },
  {
    // connecting a calendar needs Pro (the feed stays free); without CALENDAR_SECRET_KEY an open master gets 422
    name: 'POST /api/calendar-sync/caldav',
    mastersOnly: true,
    send: (t, who) =>
      t.http
        .post('/api/calendar-sync/caldav')
        .set(auth(who.tg))
        .send({ server_url: 'https://caldav.example.com/', username: 'u', password: 'p' }),
  },
  {
    name: 'POST /api/calendar-sync/google/start',
    mastersOnly: true,
    send: (t, who) => t.http.post('/api/calendar-sync/google/start').set(auth(who.tg)),
  },
];

/** Every Pro route answers the same for a person: the plan of the one business they see decides. */
export const PLAN_GATE_ROWS: { who: GatePerson; why: string; expect: Gate; enterprise?: EnterpriseGate }[] = [
  { who: 'basicOwner', why: 'the owner of a Basic salon', expect: 'pro' },
  { who: 'proOwner', why: 'the owner of a Pro salon', expect: 'open' },
  { who: 'proMasterAdminOfBasic', why: 'an independent master with Pro, admin of a Basic salon', expect: 'pro' },
  { who: 'basicMasterAdminOfPro', why: 'an independent master on Basic, admin of a Pro salon', expect: 'open' },
  { who: 'proMasterServingBasic', why: 'an independent master with Pro, master of a Basic salon', expect: 'pro' },
  { who: 'adminOfBasicThenPro', why: 'an admin of a Basic salon first, of a Pro one later', expect: 'pro' },
  { who: 'adminOfProThenBasic', why: 'an admin of a Pro salon first, of a Basic one later', expect: 'open' },
  { who: 'adminOfPro', why: 'an admin of a Pro salon and nothing else', expect: 'open' },
  { who: 'enterpriseOwner', why: 'the owner of an Enterprise salon', expect: 'open', enterprise: 'open' },
];

/**
 * Pro routes of the caller's OWN business (the organization they own, else themselves as an independent
 * master; billing and support pick it the same way): its plan decides, whatever the caller administers;
 * who has no business of their own gets 403 forbidden ('none'), never plan_required.
 */
const OWN_BUSINESS_ROUTES: GateRoute[] = [
  {
    name: 'PUT /api/notification-templates/:kind/:lang',
    send: (t, who) =>
      t.http.put('/api/notification-templates/reminder/ru').set(auth(who.tg)).send({ text: 'Ждём вас {date}' }),
  },
];

export const OWN_BUSINESS_GATE_ROWS: { who: GatePerson; expect: Gate | 'none' }[] = [
  { who: 'basicOwner', expect: 'pro' },
  { who: 'proOwner', expect: 'open' },
  { who: 'proMasterAdminOfBasic', expect: 'open' },
  { who: 'basicMasterAdminOfPro', expect: 'pro' },
  { who: 'proMasterServingBasic', expect: 'open' },
  { who: 'adminOfBasicThenPro', expect: 'none' },
  { who: 'adminOfProThenBasic', expect: 'none' },
  { who: 'adminOfPro', expect: 'none' },
];

async function independent(db: DataSource, plan: 'basic' | 'pro'): Promise<Made> {
  const m = await makeMaster(db);
  if (plan === 'pro') await onPlan(db, { masterId: m.user.id }, 'pro');
  return m;
}

/** `who` joins `org` as `role` at `joinedAt` (the view takes the earliest organization they run). */
async function join(db: DataSource, org: { id: number }, role: 'admin' | 'master', who: Made, joinedAt: string) {
  await makeMember(db, org as Parameters<typeof makeMember>[1], role, who);
  await db.query(`UPDATE organization_members SET joined_at = $3 WHERE organization_id = $1 AND user_id = $2`, [
    org.id,
    who.user.id,
    joinedAt,
  ]);
}

async function people(db: DataSource): Promise<Record<GatePerson, Made>> {
  const basic = await makeOwner(db, { name: 'Салон Basic' });
  const pro = await makeOwner(db, { name: 'Салон Pro' });
  await onPlan(db, { organizationId: pro.org.id }, 'pro');
  const proMasterAdminOfBasic = await independent(db, 'pro');
  await join(db, basic.org, 'admin', proMasterAdminOfBasic, '2026-01-01T00:00:00Z');
  const basicMasterAdminOfPro = await independent(db, 'basic');
  await join(db, pro.org, 'admin', basicMasterAdminOfPro, '2026-01-01T00:00:00Z');
  const proMasterServingBasic = await independent(db, 'pro');
  await join(db, basic.org, 'master', proMasterServingBasic, '2026-01-01T00:00:00Z');
  const adminOfBasicThenPro = await makeUser(db, 'client');
  await join(db, basic.org, 'admin', adminOfBasicThenPro, '2026-01-01T00:00:00Z');
  await join(db, pro.org, 'admin', adminOfBasicThenPro, '2026-02-01T00:00:00Z');
  const adminOfProThenBasic = await makeUser(db, 'client');
  await join(db, pro.org, 'admin', adminOfProThenBasic, '2026-01-01T00:00:00Z');
  await join(db, basic.org, 'admin', adminOfProThenBasic, '2026-02-01T00:00:00Z');
  const enterpriseOwner = await makeOwner(db, { name: 'Салон Enterprise' });
  await onPlan(db, { organizationId: enterpriseOwner.org.id }, 'enterprise');
  const adminOfPro = await makeUser(db, 'client');
  await join(db, pro.org, 'admin', adminOfPro, '2026-01-01T00:00:00Z');
  return {
    basicOwner: basic,
    proOwner: pro,
    proMasterAdminOfBasic,
    basicMasterAdminOfPro,
    proMasterServingBasic,
    adminOfBasicThenPro,
    adminOfProThenBasic,
    adminOfPro,
    enterpriseOwner,
  };
}

const MASTER_FORM = { role_type: 'master', category: 'Красота', specialization: 'Визажист' };

const PLAN_REQUIRED = { detail: 'Доступно на тарифе Pro', code: 'plan_required' };
const ENTERPRISE_REQUIRED = { detail: 'Доступно на тарифе Enterprise', code: 'plan_required' };

export function describePlanGate(label: string, overrides: Partial<AppConfig> = {}): void {
  describe(`the Pro and Enterprise gates judge the business whose data is served (BILLING=stars, ${label})`, () => {
    let t: TestApp;
    let who: Record<GatePerson, Made>;
    beforeAll(async () => {
      t = await createTestApp({ billing: 'stars', ...overrides });
      setNow(t, NOW);
      who = await people(t.db);
    }, 60_000);
    afterAll(() => t?.close());

    it.each(PLAN_GATE_ROWS.map((r) => [r.why, r] as const))('%s', async (_why, row) => {
      const problems: string[] = [];
      for (const route of ROUTES) {
        const res = await route.send(t, who[row.who]);
        const refusal = route.plan === 'enterprise' ? ENTERPRISE_REQUIRED : PLAN_REQUIRED;
        const want = route.plan === 'enterprise' ? (row.enterprise ?? 'enterprise') : row.expect;
        const refused = res.status === 403 && JSON.stringify(res.body) === JSON.stringify(refusal);
        if (want !== 'open' && !refused)
          problems.push(`${route.name}: expected 403 ${refusal.detail}, got ${res.status}`);
        if (want === 'open' && ((route.mastersOnly ? refused : res.status === 403) || res.status >= 500))
          problems.push(`${route.name}: expected open, got ${res.status} ${JSON.stringify(res.body)}`);
      }
      expect(problems).toEqual([]);
    });

    it.each(OWN_BUSINESS_GATE_ROWS.map((r) => [r.who, r] as const))(
      "a Pro route of the caller's own business: %s",
      async (_who, row) => {
        for (const route of OWN_BUSINESS_ROUTES) {
          const res = await route.send(t, who[row.who]);
          const code = (res.body as { code?: string }).code;
          const got =
            res.status === 403 ? (code === 'plan_required' ? 'pro' : 'none') : res.status < 300 ? 'open' : res.status;
          expect(`${route.name}: ${got}`).toBe(`${route.name}: ${row.expect}`);
        }
      },
    );

    it('an owner adding themselves as a master takes a place of the plan: 422 at 5 of 5 on Basic, as an invitation', async () => {
      const masters = (orgId: number) =>
        t.db.query(
          `SELECT count(*)::int AS n FROM organization_members WHERE organization_id = $1 AND role = 'master'`,
          [orgId],
        );
      const full = await salonWithMasters(t.db, 5);
      const refused = await t.http
        .post('/api/additional-roles/add-role')
        .set(auth(full.tg))
        .send(MASTER_FORM)
        .expect(422);
      expect(refused.body).toEqual(MASTERS_REFUSAL);
      expect(await masters(full.org.id)).toEqual([{ n: 5 }]);
      expect(
        await t.db.query(`SELECT 1 FROM user_roles WHERE user_id = $1 AND role_type = 'organization_master'`, [
          full.user.id,
        ]),
      ).toEqual([]);
      const room = await salonWithMasters(t.db, 4);
      await t.http.post('/api/additional-roles/add-role').set(auth(room.tg)).send(MASTER_FORM).expect(201);
      expect(await masters(room.org.id)).toEqual([{ n: 5 }]);
    });
  });
}
