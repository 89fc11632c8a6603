import { makeMaster, makeOwner, makeService, makeUser, type Made } from '../factories';
import { auth, createTestApp, superAdmin, type TestApp } from '../support/test-app';

/**
 * Ids in paths and query strings are decimal digits without a leading zero. Number() would read " 1",
 * "0x10", "1e3" and "01" as 1, 16, 1000 and 1, and a fuzzed spelling would reach the real record (a refund
 * of payment 1 through /payments/%201/refund): every such spelling is a 422, on every route.
 */
const SPELLINGS = ['%201', '1%20', '0x10', '1e3', '01', '1.0', '%2B1', '-1', '0'];

describe('ids in paths and query strings: ^[1-9]\\d*$ or 422', () => {
  let t: TestApp;
  let admin: Made;
  let owner: Made & { org: { id: number } };
  let master: Made & { profile: { deepLink: string | null } };
  let serviceId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeUser(t.db, 'client', {}, superAdmin());
    owner = await makeOwner(t.db);
    master = await makeMaster(t.db);
    serviceId = (await makeService(t.db, { masterId: master.user.id })).id;
  });
  afterAll(() => t.close());

  const routes = (id: string) => [
    { who: () => admin, method: 'post' as const, url: `/api/admin/billing/payments/${id}/refund` },
    { who: () => admin, method: 'get' as const, url: `/api/admin/users/${id}` },
    { who: () => owner, method: 'get' as const, url: `/api/organizations/${id}` },
    { who: () => master, method: 'delete' as const, url: `/api/schedules/me/blocks/${id}` },
    {
      who: () => owner,
      method: 'get' as const,
      url: `/api/statistics/report?from=2026-11-01&to=2026-11-30&master_id=${id}`,
    },
    {
      who: () => owner,
      method: 'get' as const,
      url: `/api/appointments/calendar?from=2026-11-02&to=2026-11-08&master_id=${id}`,
    },
    {
      who: () => owner,
      method: 'get' as const,
      url: `/api/public/master/${master.profile.deepLink}/slots?from=2026-11-02&to=2026-11-08&service_id=${id}`,
    },
  ];

  it.each(SPELLINGS)('%s is refused with 422 on every route', async (spelling) => {
    const wrong: string[] = [];
    for (const r of routes(spelling)) {
      const res = await t.http[r.method](r.url).set(auth(r.who().tg));
      if (res.status !== 422) wrong.push(`${r.method.toUpperCase()} ${r.url} -> ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the plain spelling still reaches the record', async () => {
    const user = await t.http.get(`/api/admin/users/${owner.user.id}`).set(auth(admin.tg)).expect(200);
    expect(user.body.id).toBe(owner.user.id);
    await t.http.get(`/api/organizations/${owner.org.id}`).set(auth(owner.tg)).expect(200);
    await t.http
      .get(`/api/public/master/${master.profile.deepLink}/slots?from=2026-11-02&to=2026-11-08&service_id=${serviceId}`)
      .expect(200);
  });
});
