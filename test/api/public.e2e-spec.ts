import { createTestApp, TestApp } from '../support/test-app';
import { countQueries } from './public-count-queries';
import { makeMaster, makeMember, makeOwner, makeService } from '../factories';
import { User } from '../../src/users/entities/user.entity';
import { OrganizationMember } from '../../src/organizations/entities/organization-member.entity';
import { MasterProfile } from '../../src/users/entities/master-profile.entity';

const MASTER_NOT_FOUND = { detail: 'Мастер не найден', code: 'master_not_found' };
const ORG_NOT_FOUND = { detail: 'Организация не найдена', code: 'organization_not_found' };
const BAD_LINK = { detail: 'Некорректная ссылка', code: 'link_invalid' };

describe('public pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const block = (userId: number) => t.db.getRepository(User).update({ id: userId }, { isBlocked: true });

  describe('GET /public/master/{deepLink}', () => {
    it('shows an independent master with their services by name, prices in roubles, without init data', async () => {
      const master = await makeMaster(t.db, { specialization: 'Барбер', address: 'Казань, Баумана 5' });
      await t.db
        .getRepository(User)
        .update({ id: master.user.id }, { email: 'barber@example.ru', lastName: 'Смирнов' });
      await makeService(t.db, { masterId: master.user.id }, { name: 'Стрижка', price: 1500.5, durationMinutes: 60 });
      await makeService(
        t.db,
        { masterId: master.user.id },
        { name: 'Бритьё', price: null, description: null, durationMinutes: null },
      );
      const res = await t.http.get(`/api/public/master/${master.profile.deepLink}`).expect(200);
      expect(res.body).toEqual({
        id: master.user.id,
        first_name: master.user.firstName,
        last_name: 'Смирнов',
        category: 'Красота',
        specialization: 'Барбер',
        address: 'Казань, Баумана 5',
        latitude: null,
        longitude: null,
        about: null,
        phone: '+79161234567',
        email: 'barber@example.ru',
        organization: null,
        rating: null,
        reviews_count: 0,
        services: [
          {
            id: expect.any(Number),
            name: 'Бритьё',
            description: null,
            duration_minutes: null,
            price: null,
            deposit: null,
          },
          {
            id: expect.any(Number),
            name: 'Стрижка',
            description: 'Мужская стрижка',
            duration_minutes: 60,
            price: 1500.5,
            deposit: null,
          },
        ],
      });
    });

    it("shows the custom category of a master who chose 'Другое'", async () => {
      const master = await makeMaster(t.db, { category: 'Другое', customCategory: 'Татуировки' });
      const res = await t.http.get(`/api/public/master/${master.profile.deepLink}`).expect(200);
      expect(res.body.category).toBe('Татуировки');
      expect(res.body.services).toEqual([]);
    });

    it('hides a blocked master and answers unknown links with 404', async () => {
      const master = await makeMaster(t.db);
      await block(master.user.id);
      expect((await t.http.get(`/api/public/master/${master.profile.deepLink}`).expect(404)).body).toEqual(
        MASTER_NOT_FOUND,
      );
      expect((await t.http.get('/api/public/master/no-such-master').expect(404)).body).toEqual(MASTER_NOT_FOUND);
    });

    it('does not serve an organization link as a master page', async () => {
      const owner = await makeOwner(t.db);
      expect((await t.http.get(`/api/public/master/${owner.org.deepLink}`).expect(404)).body).toEqual(MASTER_NOT_FOUND);
    });

    it.each(['Bad_Link', 'UPPER', 'a'.repeat(65), 'with%20space', "x'or'1'='1"])(
      'calls %p a malformed link',
      async (link) => {
        expect((await t.http.get(`/api/public/master/${link}`).expect(404)).body).toEqual(BAD_LINK);
      },
    );
  });

  describe('GET /public/organization/{deepLink}', () => {
    it('shows the organization with its unblocked masters (not admins) and its services', async () => {
      const owner = await makeOwner(t.db, { description: 'Лучший салон', email: 'salon@example.ru' });
      const anna = await makeMember(t.db, owner.org, 'master');
      await t.db.getRepository(User).update({ id: anna.user.id }, { firstName: 'Анна', lastName: 'Иванова' });
      const blockedInOrg = await makeMember(t.db, owner.org, 'master');
      await t.db.getRepository(OrganizationMember).update({ id: blockedInOrg.member.id }, { isBlocked: true });
      const blockedUser = await makeMember(t.db, owner.org, 'master');
      await block(blockedUser.user.id);
      await makeMember(t.db, owner.org, 'admin');
      await makeService(t.db, { organizationId: owner.org.id }, { name: 'Педикюр', price: 2000 });
      await makeService(t.db, { organizationId: owner.org.id }, { name: 'Маникюр', price: 1500 });

      const res = await t.http.get(`/api/public/organization/${owner.org.deepLink}`).expect(200);
      expect(res.body).toEqual({
        id: owner.org.id,
        name: 'Салон Красоты',
        category: 'Красота',
        description: 'Лучший салон',
        address: 'Москва, Тверская 1',
        latitude: null,
        longitude: null,
        phone: '+74951234567',
        email: 'salon@example.ru',
        deep_link: owner.org.deepLink,
        rating: null,
        reviews_count: 0,
        masters: [
          {
            id: anna.user.id,
            first_name: 'Анна',
            last_name: 'Иванова',
            specialization: 'Мастер маникюра',
            master_code: anna.member.masterCode,
            rating: null,
            reviews_count: 0,
          },
        ],
        services: [
          expect.objectContaining({ name: 'Маникюр', price: 1500 }),
          expect.objectContaining({ name: 'Педикюр', price: 2000 }),
        ],
      });
    });

    it("hides a blocked owner's organization and answers unknown or malformed links with 404", async () => {
      const owner = await makeOwner(t.db);
      await block(owner.user.id);
      expect((await t.http.get(`/api/public/organization/${owner.org.deepLink}`).expect(404)).body).toEqual(
        ORG_NOT_FOUND,
      );
      expect((await t.http.get('/api/public/organization/nobody-here').expect(404)).body).toEqual(ORG_NOT_FOUND);
      expect((await t.http.get('/api/public/organization/Плохая').expect(404)).body).toEqual(BAD_LINK);
    });
  });

  describe('GET /public/organization-master/{masterCode}', () => {
    it('shows a master inside an organization with the organization and its services', async () => {
      const owner = await makeOwner(t.db);
      const m = await makeMember(t.db, owner.org, 'master');
      await makeService(t.db, { organizationId: owner.org.id }, { name: 'Маникюр', price: 1500, durationMinutes: 90 });
      const res = await t.http.get(`/api/public/organization-master/${m.member.masterCode}`).expect(200);
      expect(res.body).toEqual({
        id: m.user.id,
        first_name: m.user.firstName,
        last_name: m.user.lastName,
        category: 'Красота',
        specialization: 'Мастер маникюра',
        address: 'Москва, Тверская 1',
        latitude: null,
        longitude: null,
        about: null,
        phone: '+79161234567',
        email: null,
        rating: null,
        reviews_count: 0,
        organization: { name: 'Салон Красоты', address: 'Москва, Тверская 1', deep_link: owner.org.deepLink },
        services: [
          {
            id: expect.any(Number),
            name: 'Маникюр',
            description: 'Мужская стрижка',
            duration_minutes: 90,
            price: 1500,
            deposit: null,
          },
        ],
      });
    });

    it('hides a master blocked in the organization or on the platform', async () => {
      const owner = await makeOwner(t.db);
      const inOrg = await makeMember(t.db, owner.org, 'master');
      await t.db.getRepository(OrganizationMember).update({ id: inOrg.member.id }, { isBlocked: true });
      const onPlatform = await makeMember(t.db, owner.org, 'master');
      await block(onPlatform.user.id);
      for (const code of [inOrg.member.masterCode, onPlatform.member.masterCode]) {
        expect((await t.http.get(`/api/public/organization-master/${code}`).expect(404)).body).toEqual(
          MASTER_NOT_FOUND,
        );
      }
      expect((await t.http.get('/api/public/organization-master/zzzzzzzzzzzz').expect(404)).body).toEqual(
        MASTER_NOT_FOUND,
      );
      expect((await t.http.get('/api/public/organization-master/BAD_CODE').expect(404)).body).toEqual(BAD_LINK);
    });
  });

  it('answers each page with one SQL statement however many masters and services there are', async () => {
    const owner = await makeOwner(t.db);
    const members: Awaited<ReturnType<typeof makeMember>>[] = [];
    for (let i = 0; i < 8; i++) members.push(await makeMember(t.db, owner.org, 'master'));
    for (let i = 0; i < 8; i++) await makeService(t.db, { organizationId: owner.org.id }, { name: `Услуга ${i}` });
    const master = await makeMaster(t.db);
    for (let i = 0; i < 8; i++) await makeService(t.db, { masterId: master.user.id }, { name: `Своя ${i}` });
    await t.db.getRepository(MasterProfile).update({ userId: master.user.id }, { specialization: 'Визажист' });

    const org = await countQueries(t.db, () =>
      t.http.get(`/api/public/organization/${owner.org.deepLink}`).expect(200),
    );
    const orgMaster = await countQueries(t.db, () =>
      t.http.get(`/api/public/organization-master/${members[0].member.masterCode}`).expect(200),
    );
    const independent = await countQueries(t.db, () =>
      t.http.get(`/api/public/master/${master.profile.deepLink}`).expect(200),
    );
    expect([org, orgMaster, independent]).toEqual([1, 1, 1]);
  });
});
