import { auth, createTestApp, TestApp } from '../support/test-app';
import { makeMaster, makeMember, makeOwner, makeService } from '../factories';

/** The public pages and services on embedded PGlite (the default database of a plain start). */
describe('public pages and services on embedded PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databaseUrl: 'memory://' });
  }, 60000);
  afterAll(() => t.close());

  it('serves the three pages with services and masters', async () => {
    const owner = await makeOwner(t.db);
    const m = await makeMember(t.db, owner.org, 'master');
    const created = await t.http
      .post('/api/services/')
      .set(auth(owner.tg))
      .send({ name: 'Маникюр', price: '1500.50', duration_minutes: 60 })
      .expect(201);
    expect(created.body.price).toBe(1500.5);
    const master = await makeMaster(t.db);
    await makeService(t.db, { masterId: master.user.id }, { name: 'Стрижка', price: 700 });

    const org = (await t.http.get(`/api/public/organization/${owner.org.deepLink}`).expect(200)).body;
    expect(org.masters.map((x: { master_code: string }) => x.master_code)).toEqual([m.member.masterCode]);
    expect(org.services).toEqual([expect.objectContaining({ name: 'Маникюр', price: 1500.5, duration_minutes: 60 })]);

    const orgMaster = (await t.http.get(`/api/public/organization-master/${m.member.masterCode}`).expect(200)).body;
    expect(orgMaster.organization).toEqual({
      name: 'Салон Красоты',
      address: 'Москва, Тверская 1',
      deep_link: owner.org.deepLink,
    });

    const independent = (await t.http.get(`/api/public/master/${master.profile.deepLink}`).expect(200)).body;
    expect(independent.services).toEqual([expect.objectContaining({ name: 'Стрижка', price: 700 })]);

    expect((await t.http.get(`/api/services/master/${master.user.id}`).expect(200)).body).toHaveLength(1);
  });
});
