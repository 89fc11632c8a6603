import { CLOCK, Clock } from '../../src/common/clock';
import { User } from '../../src/users/entities/user.entity';
import { makeAppointment, makeMaster, makeMember, makeOwner, makeService, makeUser } from '../factories';
import { makeOverride, makeSchedule, weeklyPattern } from '../factories/schedules';
import { auth, createTestApp, TestApp, tgUser } from '../support/test-app';

/** Tuesday 1 December 2026, 10:30 in Moscow. */
const NOW = Date.parse('2026-12-01T07:30:00Z');
const MASTER_NOT_FOUND = { detail: 'Мастер не найден', code: 'master_not_found' };
const ORG_NOT_FOUND = { detail: 'Организация не найдена', code: 'organization_not_found' };

describe('favorites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    jest.spyOn(t.app.get<Clock>(CLOCK), 'now').mockReturnValue(NOW);
  });
  afterAll(() => t.close());

  const block = (userId: number) => t.db.getRepository(User).update({ id: userId }, { isBlocked: true });
  const list = async (tg: ReturnType<typeof tgUser>) =>
    (await t.http.get('/api/favorites').set(auth(tg)).expect(200)).body as {
      masters: { id: number; next_free: string | null; book_path: string }[];
      organizations: { id: number }[];
    };
  const rowsOf = async (clientId: number) =>
    (await t.db.query(`SELECT master_id FROM favorite_masters WHERE client_id = $1`, [clientId])).length;

  it('adds a master and an organization (twice is once), lists them with rating and booking path, removes them', async () => {
    const client = await makeUser(t.db, 'client');
    const master = await makeMaster(t.db, { specialization: 'Барбер' });
    const owner = await makeOwner(t.db, { name: 'Салон Лето', address: 'Москва, Тверская 1' });
    await t.db.query(
      `INSERT INTO review_stats (subject, subject_id, reviews_count, rating_sum) VALUES ('master', $1, 3, 14),
              ('organization', $2, 2, 10)`,
      [master.user.id, owner.org.id],
    );

    for (let i = 0; i < 2; i++) {
      const m = await t.http.put(`/api/favorites/masters/${master.user.id}`).set(auth(client.tg)).expect(204);
      expect(m.text).toBe('');
      await t.http.put(`/api/favorites/organizations/${owner.org.id}`).set(auth(client.tg)).expect(204);
    }
    expect(await rowsOf(client.user.id)).toBe(1);

    expect(await list(client.tg)).toEqual({
      masters: [
        {
          id: master.user.id,
          first_name: master.user.firstName,
          last_name: master.user.lastName,
          specialization: 'Барбер',
          rating: 4.7,
          reviews_count: 3,
          book_path: `/master/${master.profile.deepLink}`,
          next_free: null,
        },
      ],
      organizations: [
        {
          id: owner.org.id,
          name: 'Салон Лето',
          address: 'Москва, Тверская 1',
          // two reviews are not a rating yet
          rating: null,
          reviews_count: 2,
          book_path: `/organization/${owner.org.deepLink}`,
        },
      ],
    });

    // the public pages' ids are the ones favorites take
    const page = await t.http.get(`/api/public/master/${master.profile.deepLink}`).expect(200);
    expect(page.body.id).toBe(master.user.id);
    const orgPage = await t.http.get(`/api/public/organization/${owner.org.deepLink}`).expect(200);
    expect(orgPage.body.id).toBe(owner.org.id);

    for (let i = 0; i < 2; i++) {
      await t.http.delete(`/api/favorites/masters/${master.user.id}`).set(auth(client.tg)).expect(204);
      await t.http.delete(`/api/favorites/organizations/${owner.org.id}`).set(auth(client.tg)).expect(204);
    }
    expect(await list(client.tg)).toEqual({ masters: [], organizations: [] });
  });

  it('keeps each client their own list', async () => {
    const [a, b] = [await makeUser(t.db, 'client'), await makeUser(t.db, 'client')];
    const master = await makeMaster(t.db);
    await t.http.put(`/api/favorites/masters/${master.user.id}`).set(auth(a.tg)).expect(204);
    expect((await list(b.tg)).masters).toEqual([]);
    await t.http.delete(`/api/favorites/masters/${master.user.id}`).set(auth(b.tg)).expect(204);
    expect((await list(a.tg)).masters.map((m) => m.id)).toEqual([master.user.id]);
  });

  it('refuses unknown, blocked and page-less providers with 404 and stores nothing', async () => {
    const client = await makeUser(t.db, 'client');
    const blockedMaster = await makeMaster(t.db);
    await block(blockedMaster.user.id);
    const plainClient = await makeUser(t.db, 'client');
    const owner = await makeOwner(t.db);
    const left = await makeMember(t.db, owner.org, 'master');
    await t.db.query(`DELETE FROM organization_members WHERE user_id = $1`, [left.user.id]);
    const blockedOwner = await makeOwner(t.db);
    const underBlockedOwner = await makeMember(t.db, blockedOwner.org, 'master');
    await block(blockedOwner.user.id);

    for (const id of [987654, blockedMaster.user.id, plainClient.user.id, left.user.id, underBlockedOwner.user.id]) {
      for (const method of ['put', 'delete'] as const) {
        const res = await t.http[method](`/api/favorites/masters/${id}`).set(auth(client.tg)).expect(404);
        expect(res.body).toEqual(MASTER_NOT_FOUND);
      }
    }
    for (const id of [987654, blockedOwner.org.id]) {
      for (const method of ['put', 'delete'] as const) {
        const res = await t.http[method](`/api/favorites/organizations/${id}`).set(auth(client.tg)).expect(404);
        expect(res.body).toEqual(ORG_NOT_FOUND);
      }
    }
    expect(await rowsOf(client.user.id)).toBe(0);
    const bad = await t.http.put('/api/favorites/masters/abc').set(auth(client.tg)).expect(422);
    expect(bad.body.detail).toEqual([{ loc: ['path', 'id'], msg: 'Некорректный идентификатор' }]);
  });

  it('hides a kept master or organization once blocked or gone from the organization, and shows them again', async () => {
    const client = await makeUser(t.db, 'client');
    const master = await makeMaster(t.db);
    const owner = await makeOwner(t.db);
    const orgMaster = await makeMember(t.db, owner.org, 'master');
    for (const id of [master.user.id, orgMaster.user.id]) {
      await t.http.put(`/api/favorites/masters/${id}`).set(auth(client.tg)).expect(204);
    }
    await t.http.put(`/api/favorites/organizations/${owner.org.id}`).set(auth(client.tg)).expect(204);
    const before = await list(client.tg);
    expect(before.masters.map((m) => m.book_path).sort()).toEqual(
      [`/master/${master.profile.deepLink}`, `/organization-master/${orgMaster.member.masterCode}`].sort(),
    );

    await block(master.user.id);
    await block(owner.user.id);
    expect(await list(client.tg)).toEqual({ masters: [], organizations: [] });

    await t.db.getRepository(User).update({ id: owner.user.id }, { isBlocked: false });
    await t.db.query(`UPDATE organization_members SET is_blocked = true WHERE user_id = $1`, [orgMaster.user.id]);
    const after = await list(client.tg);
    expect(after.masters).toEqual([]);
    expect(after.organizations.map((o) => o.id)).toEqual([owner.org.id]);

    await t.db.getRepository(User).update({ id: master.user.id }, { isBlocked: false });
    expect((await list(client.tg)).masters.map((m) => m.id)).toEqual([master.user.id]);
  });

  describe('next_free', () => {
    it("is the first free start of any service in the master's zone, after the bookings", async () => {
      const client = await makeUser(t.db, 'client');
      const master = await makeMaster(t.db);
      await makeSchedule(t.db, master.user.id, { slotStepMinutes: 30 });
      await makeService(t.db, { masterId: master.user.id }, { durationMinutes: 90 });
      await makeService(t.db, { masterId: master.user.id }, { durationMinutes: 60 });
      // 10:30–12:00 is taken; 12:00–13:00 fits the hour service only until the 13:00 booking
      await makeAppointment(t.db, {
        masterId: master.user.id,
        startsAt: new Date('2026-12-01T07:30:00Z'),
        endsAt: new Date('2026-12-01T09:00:00Z'),
      });
      await makeAppointment(t.db, { masterId: master.user.id, startsAt: new Date('2026-12-01T10:00:00Z') });
      await t.http.put(`/api/favorites/masters/${master.user.id}`).set(auth(client.tg)).expect(204);
      expect((await list(client.tg)).masters[0].next_free).toBe('2026-12-01T12:00:00+03:00');
    });

    it("uses the master's own zone and the organization's services assigned to them", async () => {
      const client = await makeUser(t.db, 'client');
      const owner = await makeOwner(t.db);
      const m = await makeMember(t.db, owner.org, 'master');
      await makeSchedule(t.db, m.user.id, { timeZone: 'Asia/Yekaterinburg', slotStepMinutes: 60 });
      const long = await makeService(t.db, { organizationId: owner.org.id }, { durationMinutes: 480 });
      await makeService(t.db, { organizationId: owner.org.id }, { durationMinutes: 30 });
      // only the eight-hour service is theirs: 12:30 in Yekaterinburg now, so it fits no more today
      await t.db.query(
        `INSERT INTO organization_master_services (organization_id, master_id, service_ids) VALUES ($1, $2, $3)`,
        [owner.org.id, m.user.id, [long.id]],
      );
      await t.http.put(`/api/favorites/masters/${m.user.id}`).set(auth(client.tg)).expect(204);
      const [fav] = (await list(client.tg)).masters;
      expect(fav).toMatchObject({ book_path: `/organization-master/${m.member.masterCode}` });
      expect(fav.next_free).toBe('2026-12-02T09:00:00+05:00');
    });

    it('is null without a schedule, without services, or with nothing free in the next 14 days', async () => {
      const client = await makeUser(t.db, 'client');
      const noSchedule = await makeMaster(t.db);
      await makeService(t.db, { masterId: noSchedule.user.id });
      const noServices = await makeMaster(t.db);
      await makeSchedule(t.db, noServices.user.id);
      const far = await makeMaster(t.db);
      const near = await makeMaster(t.db);
      for (const m of [far, near]) {
        await makeSchedule(t.db, m.user.id, { pattern: weeklyPattern({}) });
        await makeService(t.db, { masterId: m.user.id });
      }
      // fourteen days from now is 15 December, 10:30 in Moscow
      await makeOverride(t.db, far.user.id, '2026-12-15', [['11:00', '13:00']]);
      await makeOverride(t.db, near.user.id, '2026-12-15', [['10:00', '12:00']]);
      for (const m of [noSchedule, noServices, far, near]) {
        await t.http.put(`/api/favorites/masters/${m.user.id}`).set(auth(client.tg)).expect(204);
      }
      const byId = new Map((await list(client.tg)).masters.map((m) => [m.id, m.next_free]));
      expect(
        Object.fromEntries([noSchedule, noServices, far, near].map((m) => [m.user.id, byId.get(m.user.id)])),
      ).toEqual({
        [noSchedule.user.id]: null,
        [noServices.user.id]: null,
        [far.user.id]: null,
        [near.user.id]: '2026-12-15T10:00:00+03:00',
      });
    });
  });

  it('is for registered users: 401 without init data, 403 unregistered or blocked', async () => {
    const master = await makeMaster(t.db);
    await t.http.get('/api/favorites').expect(401);
    await t.http.put(`/api/favorites/masters/${master.user.id}`).set(auth(tgUser())).expect(403);
    const blocked = await makeUser(t.db, 'client', { isBlocked: true });
    await t.http.put(`/api/favorites/masters/${master.user.id}`).set(auth(blocked.tg)).expect(403);
    expect(await rowsOf(blocked.user.id)).toBe(0);
  });
});
