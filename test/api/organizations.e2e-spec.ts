import { Organization } from '../../src/organizations/entities/organization.entity';
import { UserRole } from '../../src/users/entities/user-role.entity';
import { User } from '../../src/users/entities/user.entity';
import { makeMaster, makeMember, makeOwner, makeUser } from '../factories';
import { auth, createTestApp, TestApp, TEST_BOT_USERNAME } from '../support/test-app';

describe('organizations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /organizations/', () => {
    it("creates the caller's organization, keeps user_type and adds the organization role", async () => {
      const { user, tg } = await makeUser(t.db, 'client');
      const res = await t.http
        .post('/api/organizations/')
        .set(auth(tg))
        .send({ name: ' Студия Йога ', phone: '8 (916) 555-44-33', email: 'yoga@example.ru', deep_link: 'Yoga-Studio' })
        .expect(201);
      expect(res.body).toMatchObject({
        name: 'Студия Йога',
        phone: '+79165554433',
        email: 'yoga@example.ru',
        description: null,
        deep_link: 'yoga-studio',
        deep_link_code: 'yoga-studio',
        booking_link: `https://t.me/${TEST_BOT_USERNAME}?start=org_yoga-studio`,
        owner_id: user.id,
      });
      const reloaded = await t.db.getRepository(User).findOneByOrFail({ id: user.id });
      expect(reloaded.userType).toBe('client');
      const roles = await t.db.getRepository(UserRole).find({ where: { userId: user.id } });
      expect(roles.map((r) => [r.roleType, r.organizationId]).sort()).toEqual([
        ['client', null],
        ['organization', res.body.id],
      ]);
    });

    it('suggests a free deep link from the name when none is given', async () => {
      await makeOwner(t.db, { deepLink: 'salon-luna' });
      const { tg } = await makeUser(t.db, 'client');
      const res = await t.http.post('/api/organizations').set(auth(tg)).send({ name: 'Салон Луна' }).expect(201);
      expect(res.body.deep_link).toBe('salon-luna-2');
    });

    it('names the organization role row of an organization-type user who had none', async () => {
      const { user, tg } = await makeUser(t.db, 'organization');
      const res = await t.http.post('/api/organizations').set(auth(tg)).send({ name: 'Барбершоп' }).expect(201);
      const roles = await t.db.getRepository(UserRole).find({ where: { userId: user.id } });
      expect(roles.map((r) => [r.roleType, r.organizationId])).toEqual([['organization', res.body.id]]);
    });

    it('refuses a second organization with 409', async () => {
      const { tg } = await makeOwner(t.db);
      const res = await t.http.post('/api/organizations').set(auth(tg)).send({ name: 'Второй салон' }).expect(409);
      expect(res.body.detail).toBe('У вас уже есть организация');
    });

    it('refuses a taken deep link (another organization or a master) with 409', async () => {
      const { org } = await makeOwner(t.db);
      const { profile } = await makeMaster(t.db);
      for (const link of [org.deepLink, profile.deepLink]) {
        const { tg } = await makeUser(t.db, 'client');
        const res = await t.http
          .post('/api/organizations')
          .set(auth(tg))
          .send({ name: 'Салон', deep_link: link })
          .expect(409);
        expect(res.body.detail).toBe('Deep link недоступен или некорректный');
      }
    });

    it('validates name, phone, email and deep link with field errors', async () => {
      const { tg } = await makeUser(t.db, 'client');
      const res = await t.http
        .post('/api/organizations')
        .set(auth(tg))
        .send({ name: '  ', phone: '123', email: 'nope', deep_link: 'a!' })
        .expect(422);
      expect(res.body.detail).toEqual(
        expect.arrayContaining([
          { loc: ['body', 'name'], msg: 'Название организации обязательно' },
          { loc: ['body', 'phone'], msg: 'Неверный формат номера телефона' },
          { loc: ['body', 'email'], msg: 'Неверный формат email' },
          { loc: ['body', 'deep_link'], msg: 'Deep link недоступен или некорректный' },
        ]),
      );
      expect(await t.db.getRepository(Organization).count({ where: { ownerId: (await userOf(tg.id)).id } })).toBe(0);
    });

    it('needs a registered user', async () => {
      const { tg } = await makeUser(t.db, 'client');
      await t.db.getRepository(User).delete({ telegramId: tg.id });
      await t.http.post('/api/organizations').set(auth(tg)).send({ name: 'Салон' }).expect(403);
      await t.http.post('/api/organizations').send({ name: 'Салон' }).expect(401);
    });
  });

  const userOf = (telegramId: number) => t.db.getRepository(User).findOneByOrFail({ telegramId });

  describe('GET /organizations/{id}', () => {
    it('shows the organization to its owner, admins and masters', async () => {
      const { org, tg: ownerTg } = await makeOwner(t.db, { name: 'Клиника' });
      const admin = await makeMember(t.db, org, 'admin');
      const master = await makeMember(t.db, org, 'master');
      for (const tg of [ownerTg, admin.tg, master.tg]) {
        const res = await t.http.get(`/api/organizations/${org.id}`).set(auth(tg)).expect(200);
        expect(res.body).toMatchObject({ id: org.id, name: 'Клиника', deep_link: org.deepLink });
      }
    });

    it('refuses outsiders, other owners and members of other organizations with 403', async () => {
      const { org } = await makeOwner(t.db);
      const other = await makeOwner(t.db);
      const otherMaster = await makeMember(t.db, other.org, 'master');
      const client = await makeUser(t.db, 'client');
      for (const tg of [other.tg, otherMaster.tg, client.tg]) {
        const res = await t.http.get(`/api/organizations/${org.id}`).set(auth(tg)).expect(403);
        expect(res.body.detail).toBe('Доступ запрещён');
      }
    });

    it('answers 404 for an unknown id and 422 for a non-numeric one', async () => {
      const { tg } = await makeOwner(t.db);
      const res = await t.http.get('/api/organizations/987654').set(auth(tg)).expect(404);
      expect(res.body.detail).toBe('Организация не найдена');
      const bad = await t.http.get('/api/organizations/abc').set(auth(tg)).expect(422);
      expect(bad.body.detail[0].loc).toEqual(['path', 'id']);
      await t.http.get('/api/organizations/99999999999').set(auth(tg)).expect(422);
    });
  });

  describe('GET /organizations/my/organization', () => {
    it('tells owner, admin and master their organization and role', async () => {
      const { org, tg } = await makeOwner(t.db);
      const admin = await makeMember(t.db, org, 'admin');
      const master = await makeMember(t.db, org, 'master');
      for (const [who, role] of [
        [tg, 'owner'],
        [admin.tg, 'admin'],
        [master.tg, 'master'],
      ] as const) {
        const res = await t.http.get('/api/organizations/my/organization').set(auth(who)).expect(200);
        expect(res.body).toMatchObject({ exists: true, role, organization: { id: org.id, name: org.name } });
      }
    });

    it('says exists false for a client', async () => {
      const { tg } = await makeUser(t.db, 'client');
      const res = await t.http.get('/api/organizations/my/organization').set(auth(tg)).expect(200);
      expect(res.body).toEqual({ exists: false, organization: null });
    });
  });

  describe('GET /organizations/my/team', () => {
    it('lists admins and masters with their data for the owner and for admins', async () => {
      const { org, tg } = await makeOwner(t.db);
      const admin = await makeMember(
        t.db,
        org,
        'admin',
        await makeUser(t.db, 'client', { firstName: 'Анна', email: 'anna@example.ru' }),
      );
      const master = await makeMember(
        t.db,
        org,
        'master',
        await makeUser(t.db, 'client', { firstName: 'Олег', lastName: 'Смирнов' }),
      );
      await t.db.getRepository(User).update({ id: master.user.id }, { isBlocked: true });
      const elsewhere = await makeOwner(t.db);
      await makeMember(t.db, elsewhere.org, 'master');

      for (const who of [tg, admin.tg]) {
        const res = await t.http.get('/api/organizations/my/team').set(auth(who)).expect(200);
        expect(res.body.admins).toEqual([
          expect.objectContaining({
            id: admin.member.id,
            user_id: admin.user.id,
            first_name: 'Анна',
            email: 'anna@example.ru',
            specialization: null,
            master_code: null,
            is_blocked: false,
          }),
        ]);
        expect(res.body.masters).toEqual([
          expect.objectContaining({
            id: master.member.id,
            user_id: master.user.id,
            first_name: 'Олег',
            last_name: 'Смирнов',
            phone: '+79161234567',
            specialization: 'Мастер маникюра',
            master_code: master.member.masterCode,
            is_blocked: true,
          }),
        ]);
        expect(typeof res.body.masters[0].joined_at).toBe('string');
      }
    });

    it('shows a new owner an empty team', async () => {
      const { tg } = await makeOwner(t.db);
      const res = await t.http.get('/api/organizations/my/team').set(auth(tg)).expect(200);
      expect(res.body).toEqual({ admins: [], masters: [] });
    });

    it('refuses masters of the organization and clients with 403', async () => {
      const { org } = await makeOwner(t.db);
      const master = await makeMember(t.db, org, 'master');
      const client = await makeUser(t.db, 'client');
      for (const who of [master.tg, client.tg]) {
        const res = await t.http.get('/api/organizations/my/team').set(auth(who)).expect(403);
        expect(res.body.detail).toBe('Доступ запрещён');
      }
    });
  });

  describe('GET /organizations/ (search)', () => {
    it('finds organizations by name, category or address, with limit and page', async () => {
      const tag = `Поиск${Date.now().toString(36)}`;
      const a = await makeOwner(t.db, { name: `А ${tag}`, category: 'Спорт', address: 'Казань' });
      const b = await makeOwner(t.db, { name: 'Б салон', category: tag, address: 'Казань' });
      const c = await makeOwner(t.db, { name: 'В салон', category: 'Спорт', address: `ул. ${tag.toLowerCase()}` });
      await makeOwner(t.db, { name: 'Г салон', category: 'Авто', address: 'Москва' });
      const { tg } = await makeUser(t.db, 'client');

      const all = await t.http.get('/api/organizations/').query({ search: tag }).set(auth(tg)).expect(200);
      expect(all.body.organizations.map((o: { id: number }) => o.id)).toEqual([a.org.id, b.org.id, c.org.id]);

      const page2 = await t.http
        .get('/api/organizations')
        .query({ search: tag, limit: 2, page: 2 })
        .set(auth(tg))
        .expect(200);
      expect(page2.body.organizations.map((o: { id: number }) => o.id)).toEqual([c.org.id]);
    });

    it('leaves out an organization whose owner is blocked, as its public page is 404', async () => {
      const tag = `Блок${Date.now().toString(36)}`;
      const shown = await makeOwner(t.db, { name: `А ${tag}` });
      const hidden = await makeOwner(t.db, { name: `Б ${tag}`, phone: '+74950001122' });
      await t.db.getRepository(User).update({ id: hidden.user.id }, { isBlocked: true });
      const { tg } = await makeUser(t.db, 'client');

      const res = await t.http.get('/api/organizations').query({ search: tag }).set(auth(tg)).expect(200);
      expect(res.body.organizations.map((o: { id: number }) => o.id)).toEqual([shown.org.id]);
      await t.http.get(`/api/public/organization/${hidden.org.deepLink}`).expect(404);
      await t.http.get(`/api/public/organization/${shown.org.deepLink}`).expect(200);
    });

    it('treats % and _ in the search as plain text', async () => {
      const { tg } = await makeUser(t.db, 'client');
      const res = await t.http.get('/api/organizations').query({ search: '%_%' }).set(auth(tg)).expect(200);
      expect(res.body.organizations).toEqual([]);
    });

    it('refuses a limit over 100', async () => {
      const { tg } = await makeUser(t.db, 'client');
      const res = await t.http.get('/api/organizations').query({ limit: 101 }).set(auth(tg)).expect(422);
      expect(res.body.detail[0].loc).toEqual(['query', 'limit']);
    });
  });

  describe('locations (the organization address)', () => {
    it('lets the owner set the address and members read it back as the one location', async () => {
      const { org, tg } = await makeOwner(t.db, { address: null });
      const master = await makeMember(t.db, org, 'master');
      const empty = await t.http.get(`/api/organizations/${org.id}/locations`).set(auth(master.tg)).expect(200);
      expect(empty.body).toEqual({ locations: [] });

      const res = await t.http
        .post('/api/organizations/locations')
        .set(auth(tg))
        .send({ organization_id: org.id, address: ' Москва, Арбат 10 ' })
        .expect(201);
      expect(res.body).toEqual({ id: org.id, organization_id: org.id, address: 'Москва, Арбат 10' });
      const list = await t.http.get(`/api/organizations/${org.id}/locations`).set(auth(master.tg)).expect(200);
      expect(list.body).toEqual({ locations: [{ id: org.id, organization_id: org.id, address: 'Москва, Арбат 10' }] });
    });

    it('refuses admins, other owners and outsiders where owner or membership is needed', async () => {
      const { org } = await makeOwner(t.db);
      const admin = await makeMember(t.db, org, 'admin');
      const other = await makeOwner(t.db);
      for (const who of [admin.tg, other.tg]) {
        await t.http
          .post('/api/organizations/locations')
          .set(auth(who))
          .send({ organization_id: org.id, address: 'X' })
          .expect(403);
      }
      await t.http.get(`/api/organizations/${org.id}/locations`).set(auth(other.tg)).expect(403);
      await t.http
        .post('/api/organizations/locations')
        .set(auth(other.tg))
        .send({ organization_id: 987654, address: 'X' })
        .expect(404);
      const unchanged = await t.db.getRepository(Organization).findOneByOrFail({ id: org.id });
      expect(unchanged.address).toBe(org.address);
    });
  });
});
