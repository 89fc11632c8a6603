import type { AppConfig } from '../../src/config/app.config';
import { hashKey } from '../../src/api-keys/api-keys.service';
import type { Made } from '../factories';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { independentMaster, NOW, salon, setNow, type Salon } from './appointments-support';
import { onPlan } from './billing-limits-support';

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
const INVALID = { detail: 'Неверный или отозванный API-ключ', code: 'api_key_invalid' };
const ROUTE = { detail: 'Этот метод недоступен по API-ключу', code: 'api_key_route' };
const SCOPE = { detail: 'У API-ключа нет права на запись', code: 'api_key_scope' };
const ENTERPRISE = { detail: 'Доступно на тарифе Enterprise', code: 'plan_required' };

/** API keys through the API, the same cases on PostgreSQL and on embedded PGlite (BILLING=stars). */
export function describeApiKeys(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`API keys (${name})`, () => {
    let t: TestApp;
    let s: Salon;
    beforeAll(async () => {
      t = await createTestApp({ billing: 'stars', apiKeyRequestsPerMinute: 8, ...overrides });
      s = await salon(t.db);
      await onPlan(t.db, { organizationId: s.owner.org.id }, 'enterprise');
    }, 60000);
    afterAll(() => t?.close());
    beforeEach(() => setNow(t, NOW));

    const newKey = async (scopes: string[], who: Made = s.owner): Promise<{ id: number; key: string }> => {
      const res = await t.http.post('/api/api-keys').set(auth(who.tg)).send({ name: 'CRM', scopes }).expect(201);
      return res.body as { id: number; key: string };
    };
    const manualBody = (startsAt: string) => ({
      master_id: s.master.user.id,
      service_id: s.service.id,
      starts_at: startsAt,
      client_name: 'Анна Смирнова',
      client_phone: '+79161234567',
    });

    it('the key is shown once and stored only as its hash; the list shows name, prefix, scopes and last use', async () => {
      const made = await t.http
        .post('/api/api-keys')
        .set(auth(s.owner.tg))
        .send({ name: '  Моя CRM ', scopes: ['read'] })
        .expect(201);
      expect(made.body).toEqual({
        id: expect.any(Number),
        name: 'Моя CRM',
        prefix: made.body.key.slice(0, 11),
        scopes: ['read'],
        last_used_at: null,
        created_at: '2026-12-01T06:00:00.000Z',
        key: expect.stringMatching(/^bk_[A-Za-z0-9_-]{32}$/),
      });
      const [row] = await t.db.query(`SELECT * FROM api_keys WHERE id = $1`, [made.body.id]);
      expect(row.key_hash).toBe(hashKey(made.body.key));
      expect(JSON.stringify(row)).not.toContain(made.body.key);

      await t.http.get('/api/services/my').set(bearer(made.body.key)).expect(200);
      const list = await t.http.get('/api/api-keys').set(auth(s.owner.tg)).expect(200);
      const mine = list.body.items.find((k: { id: number }) => k.id === made.body.id);
      expect(mine).toEqual({ ...made.body, key: undefined, last_used_at: '2026-12-01T06:00:00.000Z' });
      expect(mine).not.toHaveProperty('key');
    });

    it('a read key lists bookings, services, schedules and clients; it may not write, nor call other routes', async () => {
      const { key } = await newKey(['read']);
      await t.http.post('/api/appointments/manual').set(auth(s.owner.tg)).send(manualBody('2026-12-01T12:00:00+03:00'));
      const week = await t.http
        .get('/api/appointments/calendar?from=2026-12-01&to=2026-12-07')
        .set(bearer(key))
        .expect(200);
      expect(JSON.stringify(week.body)).toContain('Анна Смирнова');
      await t.http.get(`/api/schedules/${s.master.user.id}`).set(bearer(key)).expect(200);
      await t.http.get('/api/clients').set(bearer(key)).expect(200);
      await t.http.get(`/api/services/${s.service.id}`).set(bearer(key)).expect(200);

      const write = await t.http
        .post('/api/appointments/manual')
        .set(bearer(key))
        .send(manualBody('2026-12-01T14:00:00+03:00'));
      expect([write.status, write.body]).toEqual([403, SCOPE]);
      for (const [method, url] of [
        ['get', '/api/users/me'],
        ['get', '/api/api-keys'],
        ['post', '/api/webhooks'],
        ['get', '/api/statistics/report?from=2026-12-01&to=2026-12-31'],
        ['post', `/api/appointments/1/status`],
        // the public pages need nobody, and a key opens them no more than other routes it was not given
        ['get', `/api/public/organization/${s.owner.org.deepLink}`],
      ] as const) {
        const res = await t.http[method](url).set(bearer(key)).send({});
        expect([url, res.status, res.body]).toEqual([url, 403, ROUTE]);
      }
    });

    it('a write key books, moves and cancels as the business; the booking is the business’s walk-in', async () => {
      const { key } = await newKey(['read', 'write']);
      const made = await t.http
        .post('/api/appointments/manual')
        .set(bearer(key))
        .send(manualBody('2026-12-02T12:00:00+03:00'))
        .expect(201);
      expect(made.body).toMatchObject({ manual: true, organization_id: s.owner.org.id, status: 'planned' });
      await t.http
        .post(`/api/appointments/${made.body.id}/reschedule`)
        .set(bearer(key))
        .send({ starts_at: '2026-12-02T15:00:00+03:00' })
        .expect(200);
      const cancelled = await t.http
        .post(`/api/appointments/${made.body.id}/cancel`)
        .set(bearer(key))
        .send({ reason: 'Из CRM' })
        .expect(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelled_by: 'organization' });
    });

    it('an unknown key and a revoked key answer 401 at once', async () => {
      const unknown = await t.http.get('/api/services/my').set(bearer('bk_nobody_has_this_key_at_all_000'));
      expect([unknown.status, unknown.body]).toEqual([401, INVALID]);
      const { id, key } = await newKey(['read']);
      await t.http.get('/api/services/my').set(bearer(key)).expect(200);
      await t.http.delete(`/api/api-keys/${id}`).set(auth(s.owner.tg)).expect(204);
      const revoked = await t.http.get('/api/services/my').set(bearer(key));
      expect([revoked.status, revoked.body]).toEqual([401, INVALID]);
      await t.http.delete(`/api/api-keys/${id}`).set(auth(s.owner.tg)).expect(404);
      const list = await t.http.get('/api/api-keys').set(auth(s.owner.tg)).expect(200);
      expect(list.body.items.map((k: { id: number }) => k.id)).not.toContain(id);
    });

    it('each key has its own limit per minute (API_KEY_REQUESTS_PER_MINUTE)', async () => {
      const a = await newKey(['read']);
      const b = await newKey(['read']);
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++) statuses.push((await t.http.get('/api/services/my').set(bearer(a.key))).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
      await t.http.get('/api/services/my').set(bearer(b.key)).expect(200);
    });

    it('keys are for Enterprise and for the owner: a Basic or Pro owner, an admin, and a key of a business that left Enterprise are refused', async () => {
      const basic = await salon(t.db);
      const pro = await salon(t.db);
      await onPlan(t.db, { organizationId: pro.owner.org.id }, 'pro');
      for (const who of [basic.owner, pro.owner]) {
        const res = await t.http
          .post('/api/api-keys')
          .set(auth(who.tg))
          .send({ name: 'x', scopes: ['read'] });
        expect([res.status, res.body]).toEqual([403, ENTERPRISE]);
      }
      const res = await t.http
        .post('/api/api-keys')
        .set(auth(s.admin.tg))
        .send({ name: 'x', scopes: ['read'] });
      expect([res.status, res.body.code]).toEqual([403, 'integrations_owner_only']);

      const ent = await salon(t.db);
      await onPlan(t.db, { organizationId: ent.owner.org.id }, 'enterprise');
      const { key } = await newKey(['read'], ent.owner);
      await t.http.get('/api/services/my').set(bearer(key)).expect(200);
      await t.db.query(`DELETE FROM billing_accounts WHERE organization_id = $1`, [ent.owner.org.id]);
      const lapsed = await t.http.get('/api/services/my').set(bearer(key));
      expect([lapsed.status, lapsed.body]).toEqual([403, ENTERPRISE]);
    });

    it("an independent master's key reads the master's free times", async () => {
      const m = await independentMaster(t.db);
      await onPlan(t.db, { masterId: m.user.id }, 'enterprise');
      const { key } = await newKey(['read'], m);
      const slots = await t.http
        .get(`/api/public/master/${m.profile.deepLink}/slots?service_id=${m.service.id}&from=2026-12-02&to=2026-12-02`)
        .set(bearer(key))
        .expect(200);
      expect(JSON.stringify(slots.body)).toContain('2026-12-02T09:00:00+03:00');
    });
  });
}
