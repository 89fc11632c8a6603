import { Organization } from '../../src/organizations/entities/organization.entity';
import { MasterProfile } from '../../src/users/entities/master-profile.entity';
import { makeMaster, makeMember, makeOwner, makeUser } from '../factories';
import { auth, createTestApp, TestApp } from '../support/test-app';

const LAT_RANGE = 'Широта должна быть числом от -90 до 90';
const LON_RANGE = 'Долгота должна быть числом от -180 до 180';
const PAIR = 'Укажите широту и долготу вместе (или уберите обе)';
const ORG_MASTER_ONLY =
  'Мастер организации может изменить только специализацию и «О себе»: место и категорию задаёт организация';

describe('places: organizations and master cards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const orgRow = (id: number) => t.db.getRepository(Organization).findOneByOrFail({ id });
  const profileRow = (userId: number) => t.db.getRepository(MasterProfile).findOneByOrFail({ userId });

  describe('PUT /organizations/{id} with a point', () => {
    it('sets the point, keeps it when the body leaves it out, clears it with nulls; the public page shows it', async () => {
      const { org, tg } = await makeOwner(t.db);
      const put = (body: object) =>
        t.http
          .put(`/api/organizations/${org.id}`)
          .set(auth(tg))
          .send({ name: org.name, address: 'Москва, Тверская 7', ...body });

      const set = await put({ latitude: 55.7601, longitude: 37.6111 }).expect(200);
      expect(set.body).toMatchObject({
        id: org.id,
        address: 'Москва, Тверская 7',
        latitude: 55.7601,
        longitude: 37.6111,
      });
      const page = await t.http.get(`/api/public/organization/${org.deepLink}`).expect(200);
      expect(page.body).toMatchObject({
        id: org.id,
        address: 'Москва, Тверская 7',
        latitude: 55.7601,
        longitude: 37.6111,
      });

      const kept = await put({ description: 'Без точки в теле' }).expect(200);
      expect(kept.body).toMatchObject({ latitude: 55.7601, longitude: 37.6111 });

      const cleared = await put({ latitude: null, longitude: null }).expect(200);
      expect(cleared.body).toMatchObject({ latitude: null, longitude: null });
      expect(await orgRow(org.id)).toMatchObject({ latitude: null, longitude: null });
    });

    it('refuses half a point or one out of range with a 422 naming the field, and changes nothing', async () => {
      const { org, tg } = await makeOwner(t.db, { latitude: 59.93, longitude: 30.31 });
      const cases: [object, string, string][] = [
        [{ latitude: 55.75 }, 'longitude', PAIR],
        [{ longitude: 37.62 }, 'latitude', PAIR],
        [{ latitude: 55.75, longitude: null }, 'longitude', PAIR],
        [{ latitude: 90.5, longitude: 37.62 }, 'latitude', LAT_RANGE],
        [{ latitude: 55.75, longitude: -180.01 }, 'longitude', LON_RANGE],
        [{ latitude: '55.75', longitude: 37.62 }, 'latitude', LAT_RANGE],
      ];
      for (const [body, field, msg] of cases) {
        const res = await t.http
          .put(`/api/organizations/${org.id}`)
          .set(auth(tg))
          .send({ name: 'Новое имя', ...body })
          .expect(422);
        expect(res.body.detail).toEqual([{ loc: ['body', field], msg }]);
      }
      expect(await orgRow(org.id)).toMatchObject({ name: org.name, latitude: 59.93, longitude: 30.31 });
    });

    it('takes the edges of the ranges', async () => {
      const { org, tg } = await makeOwner(t.db);
      const res = await t.http
        .put(`/api/organizations/${org.id}`)
        .set(auth(tg))
        .send({ name: org.name, latitude: -90, longitude: 180 })
        .expect(200);
      expect(res.body).toMatchObject({ latitude: -90, longitude: 180 });
    });
  });

  describe('GET/PUT /masters/me/profile: an independent master', () => {
    it('reads and writes the whole card; the public page shows the place and about', async () => {
      const m = await makeMaster(t.db, { specialization: 'Барбер' });
      const before = await t.http.get('/api/masters/me/profile').set(auth(m.tg)).expect(200);
      expect(before.body).toEqual({
        category: 'Красота',
        custom_category: null,
        specialization: 'Барбер',
        address: null,
        latitude: null,
        longitude: null,
        about: null,
        kind: 'independent',
        organization: null,
      });

      const card = {
        category: 'Здоровье',
        specialization: '  Массажист ',
        address: 'Москва, Арбат 10',
        latitude: 55.7522,
        longitude: 37.5927,
        about: 'Классический и спортивный массаж, 10 лет практики.',
      };
      const put = await t.http.put('/api/masters/me/profile').set(auth(m.tg)).send(card).expect(200);
      expect(put.body).toEqual({
        ...card,
        specialization: 'Массажист',
        custom_category: null,
        kind: 'independent',
        organization: null,
      });
      const page = await t.http.get(`/api/public/master/${m.profile.deepLink}`).expect(200);
      expect(page.body).toMatchObject({
        category: 'Здоровье',
        specialization: 'Массажист',
        address: 'Москва, Арбат 10',
        latitude: 55.7522,
        longitude: 37.5927,
        about: 'Классический и спортивный массаж, 10 лет практики.',
      });

      // a field left out keeps its value; an empty text clears it
      const partial = await t.http.put('/api/masters/me/profile').set(auth(m.tg)).send({ about: '' }).expect(200);
      expect(partial.body).toMatchObject({ about: null, address: 'Москва, Арбат 10', latitude: 55.7522 });
    });

    it('«Другое» needs a custom category of at most 50 characters; another category drops the custom text', async () => {
      const m = await makeMaster(t.db);
      const put = (body: object) => t.http.put('/api/masters/me/profile').set(auth(m.tg)).send(body);

      const missing = await put({ category: 'Другое' }).expect(422);
      expect(missing.body.detail).toEqual([
        { loc: ['body', 'custom_category'], msg: 'Пожалуйста, укажите вашу категорию' },
      ]);
      const long = await put({ category: 'Другое', custom_category: 'т'.repeat(51) }).expect(422);
      expect(long.body.detail).toEqual([
        { loc: ['body', 'custom_category'], msg: 'Пожалуйста, укажите вашу категорию' },
      ]);
      for (const category of ['Парикмахер', null, '']) {
        const bad = await put({ category }).expect(422);
        expect(bad.body.detail).toEqual([{ loc: ['body', 'category'], msg: 'Пожалуйста, выберите категорию' }]);
      }
      expect(await profileRow(m.user.id)).toMatchObject({ category: 'Красота', customCategory: null });

      const other = await put({ category: 'Другое', custom_category: 'т'.repeat(50) }).expect(200);
      expect(other.body).toMatchObject({ category: 'Другое', custom_category: 'т'.repeat(50) });
      expect((await t.http.get(`/api/public/master/${m.profile.deepLink}`).expect(200)).body.category).toBe(
        'т'.repeat(50),
      );

      const back = await put({ category: 'Спорт' }).expect(200);
      expect(back.body).toMatchObject({ category: 'Спорт', custom_category: null });
      expect((await t.http.get(`/api/public/master/${m.profile.deepLink}`).expect(200)).body.category).toBe('Спорт');
    });

    it('limits about to 1000 and the address to 300 characters, and checks the point like an organization', async () => {
      const m = await makeMaster(t.db, { about: 'Было' });
      const put = (body: object) => t.http.put('/api/masters/me/profile').set(auth(m.tg)).send(body);
      expect((await put({ about: 'а'.repeat(1000) }).expect(200)).body.about).toHaveLength(1000);
      const cases: [object, string, string][] = [
        [{ about: 'а'.repeat(1001) }, 'about', 'Слишком длинный текст'],
        [{ address: 'а'.repeat(301) }, 'address', 'Слишком длинный текст'],
        [{ latitude: 55.7 }, 'longitude', PAIR],
        [{ latitude: -91, longitude: 0 }, 'latitude', LAT_RANGE],
      ];
      for (const [body, field, msg] of cases) {
        expect((await put(body).expect(422)).body.detail).toEqual([{ loc: ['body', field], msg }]);
      }
      expect((await put({ address: 'а'.repeat(300) }).expect(200)).body.address).toHaveLength(300);
      expect(await profileRow(m.user.id)).toMatchObject({ about: 'а'.repeat(1000), latitude: null });
    });
  });

  describe('GET/PUT /masters/me/profile: an organization master', () => {
    it("shows the organization's place, edits only specialization and about; the public page shows both", async () => {
      const owner = await makeOwner(t.db, { address: 'Москва, Неглинная 3', latitude: 55.7616, longitude: 37.6203 });
      const m = await makeMember(t.db, owner.org, 'master');
      const card = await t.http.get('/api/masters/me/profile').set(auth(m.tg)).expect(200);
      expect(card.body).toEqual({
        category: 'Красота',
        custom_category: null,
        specialization: 'Мастер маникюра',
        address: 'Москва, Неглинная 3',
        latitude: 55.7616,
        longitude: 37.6203,
        about: null,
        kind: 'organization',
        organization: { id: owner.org.id, name: owner.org.name },
      });

      const put = await t.http
        .put('/api/masters/me/profile')
        .set(auth(m.tg))
        .send({ specialization: 'Нейл-мастер', about: 'Аппаратный маникюр' })
        .expect(200);
      expect(put.body).toMatchObject({ specialization: 'Нейл-мастер', about: 'Аппаратный маникюр' });
      const page = await t.http.get(`/api/public/organization-master/${m.member.masterCode}`).expect(200);
      expect(page.body).toMatchObject({
        specialization: 'Нейл-мастер',
        about: 'Аппаратный маникюр',
        address: 'Москва, Неглинная 3',
        latitude: 55.7616,
        longitude: 37.6203,
      });

      for (const body of [
        { address: 'Свой адрес' },
        { latitude: 55.1, longitude: 37.1 },
        { category: 'Спорт' },
        { custom_category: null, about: 'x' },
      ]) {
        const res = await t.http.put('/api/masters/me/profile').set(auth(m.tg)).send(body).expect(422);
        expect(res.body.detail).toEqual([{ loc: ['body', Object.keys(body)[0]], msg: ORG_MASTER_ONLY }]);
      }
      expect(await profileRow(m.user.id)).toMatchObject({
        specialization: 'Нейл-мастер',
        about: 'Аппаратный маникюр',
        address: null,
        latitude: null,
        category: 'Красота',
      });
    });

    it('answers with the organization place even when an old card kept an address of its own', async () => {
      const owner = await makeOwner(t.db, { address: 'Москва, Пятницкая 2' });
      const m = await makeMember(t.db, owner.org, 'master');
      await t.db.getRepository(MasterProfile).update({ userId: m.user.id }, { address: 'Старый адрес' });
      const page = await t.http.get(`/api/public/organization-master/${m.member.masterCode}`).expect(200);
      expect(page.body.address).toBe('Москва, Пятницкая 2');
    });
  });

  it('refuses who is not a master now: clients, owners, masters who left (403)', async () => {
    const client = await makeUser(t.db, 'client');
    const owner = await makeOwner(t.db);
    const left = await makeMember(t.db, owner.org, 'master');
    await t.db.query(`DELETE FROM organization_members WHERE user_id = $1`, [left.user.id]);
    for (const who of [client.tg, owner.tg, left.tg]) {
      expect((await t.http.get('/api/masters/me/profile').set(auth(who)).expect(403)).body).toEqual({
        detail: 'Доступ запрещён',
        code: 'forbidden',
      });
      await t.http.put('/api/masters/me/profile').set(auth(who)).send({ about: 'Захват' }).expect(403);
    }
    expect((await profileRow(left.user.id)).about).toBeNull();
  });
});
