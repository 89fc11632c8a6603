import { CLOCK, Clock } from '../../src/common/clock';
import { makeMaster, makeMember, makeOwner, makeService, makeUser } from '../factories';
import { makeSchedule } from '../factories/schedules';
import { auth, createTestApp, TestApp } from '../support/test-app';

/** Tuesday 1 December 2026, 10:30 in Moscow. */
const NOW = Date.parse('2026-12-01T07:30:00Z');

/** Favorites and places on embedded PGlite (the database of a plain start): the real statements, end to end. */
describe('favorites and places on embedded PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databaseUrl: 'memory://' });
    jest.spyOn(t.app.get<Clock>(CLOCK), 'now').mockReturnValue(NOW);
  }, 60000);
  afterAll(() => t.close());

  it('keeps, lists (with next_free) and removes favorites; a master edits their card', async () => {
    const client = await makeUser(t.db, 'client');
    const master = await makeMaster(t.db);
    await makeSchedule(t.db, master.user.id, { slotStepMinutes: 30 });
    await makeService(t.db, { masterId: master.user.id }, { durationMinutes: 60 });
    const owner = await makeOwner(t.db, { latitude: 55.76, longitude: 37.62 });
    const orgMaster = await makeMember(t.db, owner.org, 'master');

    for (const id of [master.user.id, orgMaster.user.id, master.user.id]) {
      await t.http.put(`/api/favorites/masters/${id}`).set(auth(client.tg)).expect(204);
    }
    await t.http.put(`/api/favorites/organizations/${owner.org.id}`).set(auth(client.tg)).expect(204);
    await t.http.put('/api/favorites/masters/987654').set(auth(client.tg)).expect(404);

    const listed = (await t.http.get('/api/favorites').set(auth(client.tg)).expect(200)).body;
    expect(listed.masters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: master.user.id, next_free: '2026-12-01T10:30:00+03:00' }),
        expect.objectContaining({ id: orgMaster.user.id, next_free: null }),
      ]),
    );
    expect(listed.masters).toHaveLength(2);
    expect(listed.organizations).toEqual([expect.objectContaining({ id: owner.org.id, reviews_count: 0 })]);

    await t.http.delete(`/api/favorites/masters/${master.user.id}`).set(auth(client.tg)).expect(204);
    const after = (await t.http.get('/api/favorites').set(auth(client.tg)).expect(200)).body;
    expect(after.masters.map((m: { id: number }) => m.id)).toEqual([orgMaster.user.id]);

    const card = await t.http
      .put('/api/masters/me/profile')
      .set(auth(master.tg))
      .send({ address: 'Москва, Арбат 1', latitude: 55.75, longitude: 37.59, about: 'О себе' })
      .expect(200);
    expect(card.body).toMatchObject({ address: 'Москва, Арбат 1', latitude: 55.75, longitude: 37.59 });
    const page = await t.http.get(`/api/public/organization-master/${orgMaster.member.masterCode}`).expect(200);
    expect(page.body).toMatchObject({ latitude: 55.76, longitude: 37.62 });
  });
});
