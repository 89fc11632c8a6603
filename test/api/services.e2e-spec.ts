import { auth, createTestApp, TestApp } from '../support/test-app';
import { makeMaster, makeMember, makeOwner, makeService, makeUser } from '../factories';
import { Service } from '../../src/services/entities/service.entity';
import { User } from '../../src/users/entities/user.entity';

const FORBIDDEN = { detail: 'Доступ запрещён', code: 'forbidden' };
const NOT_FOUND = { detail: 'Услуга не найдена', code: 'service_not_found' };
const NAME_REQUIRED = 'Название услуги обязательно';
const DURATION_BAD = 'Длительность должна быть целым числом минут от 1 до 1440';
const PRICE_BAD = 'Цена должна быть числом от 0 до 10 000 000 с не более чем двумя знаками после запятой';

describe('services', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /services/', () => {
    it("creates a service of the owner's organization", async () => {
      const owner = await makeOwner(t.db);
      const res = await t.http
        .post('/api/services/')
        .set(auth(owner.tg))
        .send({
          name: '  Маникюр  ',
          description: 'Классический',
          duration_minutes: 90,
          price: 1999.99,
          category: 'Ногти',
        })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        name: 'Маникюр',
        description: 'Классический',
        duration_minutes: 90,
        price: 1999.99,
        category: 'Ногти',
        organization_id: owner.org.id,
        master_id: null,
        deposit: null,
        capacity: null,
        min_participants: null,
        min_check_hours: 12,
      });
      const stored = await t.db.getRepository(Service).findOneByOrFail({ id: res.body.id });
      expect(stored).toMatchObject({ organizationId: owner.org.id, masterId: null, price: 1999.99 });
    });

    it('creates a personal service of an independent master', async () => {
      const master = await makeMaster(t.db);
      const res = await t.http.post('/api/services').set(auth(master.tg)).send({ name: 'Стрижка' }).expect(201);
      expect(res.body).toMatchObject({
        name: 'Стрижка',
        description: null,
        duration_minutes: null,
        price: null,
        organization_id: null,
        master_id: master.user.id,
        deposit: null,
      });
    });

    it('turns empty optional fields into null and reads numbers typed into a form', async () => {
      const master = await makeMaster(t.db);
      const res = await t.http
        .post('/api/services/')
        .set(auth(master.tg))
        .send({ name: 'Окрашивание', description: '   ', duration_minutes: '', price: '2500,50', category: '' })
        .expect(201);
      expect(res.body).toMatchObject({ description: null, duration_minutes: null, price: 2500.5, category: null });
      const free = await t.http
        .post('/api/services/')
        .set(auth(master.tg))
        .send({ name: 'Консультация', duration_minutes: '30', price: 0 })
        .expect(201);
      expect(free.body).toMatchObject({ duration_minutes: 30, price: 0 });
    });

    it('refuses a client with 403', async () => {
      const client = await makeUser(t.db, 'client');
      const res = await t.http.post('/api/services/').set(auth(client.tg)).send({ name: 'Стрижка' }).expect(403);
      expect(res.body).toEqual(FORBIDDEN);
    });

    it('refuses a call without init data with 401', async () => {
      await t.http.post('/api/services/').send({ name: 'Стрижка' }).expect(401);
    });

    it.each([
      ['missing', {}],
      ['empty', { name: '' }],
      ['only spaces', { name: '   ' }],
      ['not a string', { name: 42 }],
      ['null', { name: null }],
    ])('says the name is required when it is %s', async (_, body) => {
      const owner = await makeOwner(t.db);
      const res = await t.http.post('/api/services/').set(auth(owner.tg)).send(body).expect(422);
      expect(res.body).toEqual({ detail: [{ loc: ['body', 'name'], msg: NAME_REQUIRED }] });
    });

    it('refuses a name over 200 characters', async () => {
      const owner = await makeOwner(t.db);
      const res = await t.http
        .post('/api/services/')
        .set(auth(owner.tg))
        .send({ name: 'я'.repeat(201) })
        .expect(422);
      expect(res.body.detail).toEqual([
        { loc: ['body', 'name'], msg: 'Название услуги не должно превышать 200 символов' },
      ]);
    });

    it.each([0, -5, 1.5, 1441, 'abc', true])('refuses duration_minutes=%p', async (duration) => {
      const owner = await makeOwner(t.db);
      const res = await t.http
        .post('/api/services/')
        .set(auth(owner.tg))
        .send({ name: 'Стрижка', duration_minutes: duration })
        .expect(422);
      expect(res.body).toEqual({ detail: [{ loc: ['body', 'duration_minutes'], msg: DURATION_BAD }] });
    });

    it('accepts the longest duration, a full day', async () => {
      const owner = await makeOwner(t.db);
      await t.http
        .post('/api/services/')
        .set(auth(owner.tg))
        .send({ name: 'Сутки', duration_minutes: 1440 })
        .expect(201);
    });

    it.each([-1, 10.123, 10_000_000.01, 'дорого', '1e3', false])('refuses price=%p', async (price) => {
      const owner = await makeOwner(t.db);
      const res = await t.http.post('/api/services/').set(auth(owner.tg)).send({ name: 'Стрижка', price }).expect(422);
      expect(res.body).toEqual({ detail: [{ loc: ['body', 'price'], msg: PRICE_BAD }] });
    });

    it('accepts the highest price', async () => {
      const owner = await makeOwner(t.db);
      const res = await t.http
        .post('/api/services/')
        .set(auth(owner.tg))
        .send({ name: 'Люкс', price: 10_000_000 })
        .expect(201);
      expect(res.body.price).toBe(10_000_000);
    });

    it('refuses unknown fields and a description over 2000 characters', async () => {
      const owner = await makeOwner(t.db);
      const unknown = await t.http
        .post('/api/services/')
        .set(auth(owner.tg))
        .send({ name: 'Стрижка', organization_id: 999 })
        .expect(422);
      expect(unknown.body.detail).toEqual([{ loc: ['body', 'organization_id'], msg: 'Неизвестное поле' }]);
      const long = await t.http
        .post('/api/services/')
        .set(auth(owner.tg))
        .send({ name: 'Стрижка', description: 'x'.repeat(2001) })
        .expect(422);
      expect(long.body.detail).toEqual([{ loc: ['body', 'description'], msg: 'Слишком длинный текст' }]);
    });
  });

  describe('GET /services/my', () => {
    it("lists the owner's organization services by name, not other organizations' ones", async () => {
      const owner = await makeOwner(t.db);
      const other = await makeOwner(t.db);
      await makeService(t.db, { organizationId: owner.org.id }, { name: 'Педикюр' });
      await makeService(t.db, { organizationId: owner.org.id }, { name: 'Борода' });
      await makeService(t.db, { organizationId: other.org.id }, { name: 'Чужая' });
      const res = await t.http.get('/api/services/my').set(auth(owner.tg)).expect(200);
      expect(res.body.map((s: { name: string }) => s.name)).toEqual(['Борода', 'Педикюр']);
    });

    it("lists an independent master's own services", async () => {
      const master = await makeMaster(t.db);
      const other = await makeMaster(t.db);
      await makeService(t.db, { masterId: master.user.id }, { name: 'Моя', price: 700.5 });
      await makeService(t.db, { masterId: other.user.id }, { name: 'Не моя' });
      const res = await t.http.get('/api/services/my').set(auth(master.tg)).expect(200);
      expect(res.body).toEqual([
        expect.objectContaining({ name: 'Моя', price: 700.5, master_id: master.user.id, organization_id: null }),
      ]);
    });

    it("shows an organization administrator the organization's services", async () => {
      const owner = await makeOwner(t.db);
      const admin = await makeMember(t.db, owner.org, 'admin');
      await makeService(t.db, { organizationId: owner.org.id }, { name: 'Услуга салона' });
      const res = await t.http.get('/api/services/my').set(auth(admin.tg)).expect(200);
      expect(res.body.map((s: { name: string }) => s.name)).toEqual(['Услуга салона']);
    });

    it('gives a client an empty list', async () => {
      const client = await makeUser(t.db, 'client');
      const res = await t.http.get('/api/services/my').set(auth(client.tg)).expect(200);
      expect(res.body).toEqual([]);
    });
  });

  describe('GET, PUT, DELETE /services/{id}', () => {
    it('lets the owner, the admins and the masters of the organization read a service; others get 403', async () => {
      const owner = await makeOwner(t.db);
      const admin = await makeMember(t.db, owner.org, 'admin');
      const orgMaster = await makeMember(t.db, owner.org, 'master');
      const service = await makeService(t.db, { organizationId: owner.org.id }, { name: 'Стрижка', price: 1200 });
      for (const who of [owner, admin, orgMaster]) {
        const res = await t.http.get(`/api/services/${service.id}`).set(auth(who.tg)).expect(200);
        expect(res.body).toMatchObject({ id: service.id, name: 'Стрижка', price: 1200, organization_id: owner.org.id });
      }
      const otherOwner = await makeOwner(t.db);
      const client = await makeUser(t.db, 'client');
      const master = await makeMaster(t.db);
      for (const who of [otherOwner, client, master]) {
        const res = await t.http.get(`/api/services/${service.id}`).set(auth(who.tg)).expect(403);
        expect(res.body).toEqual(FORBIDDEN);
      }
    });

    it("lets only the owning master read a master's service", async () => {
      const master = await makeMaster(t.db);
      const service = await makeService(t.db, { masterId: master.user.id });
      await t.http.get(`/api/services/${service.id}`).set(auth(master.tg)).expect(200);
      const other = await makeMaster(t.db);
      expect((await t.http.get(`/api/services/${service.id}`).set(auth(other.tg)).expect(403)).body).toEqual(FORBIDDEN);
    });

    it('answers 404 for an unknown id and 422 for a non-numeric one', async () => {
      const owner = await makeOwner(t.db);
      expect((await t.http.get('/api/services/987654').set(auth(owner.tg)).expect(404)).body).toEqual(NOT_FOUND);
      expect(
        (await t.http.put('/api/services/987654').set(auth(owner.tg)).send({ name: 'X' }).expect(404)).body,
      ).toEqual(NOT_FOUND);
      expect((await t.http.delete('/api/services/987654').set(auth(owner.tg)).expect(404)).body).toEqual(NOT_FOUND);
      for (const bad of ['abc', '1.5', '-3', '0', '99999999999']) {
        const res = await t.http.get(`/api/services/${bad}`).set(auth(owner.tg)).expect(422);
        expect(res.body).toEqual({ detail: [{ loc: ['path', 'id'], msg: 'Некорректный идентификатор' }] });
      }
      await t.http.delete('/api/services/abc').set(auth(owner.tg)).expect(422);
    });

    it('lets the owner change a service; absent fields keep their values, null clears them', async () => {
      const owner = await makeOwner(t.db);
      const service = await makeService(
        t.db,
        { organizationId: owner.org.id },
        { name: 'Старое', description: 'Описание', durationMinutes: 45, price: 1000 },
      );
      const res = await t.http
        .put(`/api/services/${service.id}`)
        .set(auth(owner.tg))
        .send({ name: 'Новое', price: 1250.5, description: null })
        .expect(200);
      expect(res.body).toMatchObject({
        id: service.id,
        name: 'Новое',
        price: 1250.5,
        description: null,
        duration_minutes: 45,
      });
      const stored = await t.db.getRepository(Service).findOneByOrFail({ id: service.id });
      expect(stored).toMatchObject({ name: 'Новое', price: 1250.5, description: null, durationMinutes: 45 });
    });

    it('validates a change like a creation', async () => {
      const owner = await makeOwner(t.db);
      const service = await makeService(t.db, { organizationId: owner.org.id });
      const res = await t.http
        .put(`/api/services/${service.id}`)
        .set(auth(owner.tg))
        .send({ name: ' ', duration_minutes: 2000 })
        .expect(422);
      expect(res.body.detail).toEqual([
        { loc: ['body', 'name'], msg: NAME_REQUIRED },
        { loc: ['body', 'duration_minutes'], msg: DURATION_BAD },
      ]);
    });

    it("refuses changes and deletion by the organization's masters and admins, other owners and clients", async () => {
      const owner = await makeOwner(t.db);
      const admin = await makeMember(t.db, owner.org, 'admin');
      const orgMaster = await makeMember(t.db, owner.org, 'master');
      const otherOwner = await makeOwner(t.db);
      const client = await makeUser(t.db, 'client');
      const service = await makeService(t.db, { organizationId: owner.org.id }, { name: 'Не трогать' });
      for (const who of [orgMaster, admin, otherOwner, client]) {
        const put = await t.http
          .put(`/api/services/${service.id}`)
          .set(auth(who.tg))
          .send({ name: 'Взлом' })
          .expect(403);
        expect(put.body).toEqual(FORBIDDEN);
        const del = await t.http.delete(`/api/services/${service.id}`).set(auth(who.tg)).expect(403);
        expect(del.body).toEqual(FORBIDDEN);
      }
      const stored = await t.db.getRepository(Service).findOneBy({ id: service.id });
      expect(stored?.name).toBe('Не трогать');
    });

    it('lets a master change and delete only their own service', async () => {
      const master = await makeMaster(t.db);
      const other = await makeMaster(t.db);
      const service = await makeService(t.db, { masterId: master.user.id });
      await t.http.put(`/api/services/${service.id}`).set(auth(other.tg)).send({ name: 'Чужое' }).expect(403);
      await t.http.delete(`/api/services/${service.id}`).set(auth(other.tg)).expect(403);
      const res = await t.http
        .put(`/api/services/${service.id}`)
        .set(auth(master.tg))
        .send({ name: 'Моё' })
        .expect(200);
      expect(res.body.name).toBe('Моё');
      await t.http.delete(`/api/services/${service.id}`).set(auth(master.tg)).expect(200);
      expect(await t.db.getRepository(Service).findOneBy({ id: service.id })).toBeNull();
    });

    it('lets the owner delete a service; it is gone afterwards', async () => {
      const owner = await makeOwner(t.db);
      const service = await makeService(t.db, { organizationId: owner.org.id });
      const res = await t.http.delete(`/api/services/${service.id}`).set(auth(owner.tg)).expect(200);
      expect(res.body).toEqual({ message: 'Услуга удалена' });
      expect((await t.http.get(`/api/services/${service.id}`).set(auth(owner.tg)).expect(404)).body).toEqual(NOT_FOUND);
    });
  });

  describe('public lists', () => {
    it("lists a master's services by name without init data", async () => {
      const master = await makeMaster(t.db);
      await makeService(t.db, { masterId: master.user.id }, { name: 'Укладка', price: null });
      await makeService(t.db, { masterId: master.user.id }, { name: 'Бритьё', price: 800 });
      const res = await t.http.get(`/api/services/master/${master.user.id}`).expect(200);
      expect(res.body.map((s: { name: string; price: number | null }) => [s.name, s.price])).toEqual([
        ['Бритьё', 800],
        ['Укладка', null],
      ]);
    });

    it("lists an organization's services by name without init data", async () => {
      const owner = await makeOwner(t.db);
      await makeService(t.db, { organizationId: owner.org.id }, { name: 'Я' });
      await makeService(t.db, { organizationId: owner.org.id }, { name: 'А' });
      const res = await t.http.get(`/api/services/organization/${owner.org.id}`).expect(200);
      expect(res.body.map((s: { name: string }) => s.name)).toEqual(['А', 'Я']);
    });

    it('hides the services of a blocked master and answers 422 for a non-numeric id', async () => {
      const master = await makeMaster(t.db);
      await makeService(t.db, { masterId: master.user.id });
      await t.db.getRepository(User).update({ id: master.user.id }, { isBlocked: true });
      expect((await t.http.get(`/api/services/master/${master.user.id}`).expect(200)).body).toEqual([]);
      await t.http.get('/api/services/organization/abc').expect(422);
    });
  });

  describe('paging (limit default 50, max 100; offset)', () => {
    /** An organization with `n` services named S001..S<n> (one insert). */
    async function organizationWith(n: number) {
      const owner = await makeOwner(t.db);
      await t.db.getRepository(Service).insert(
        Array.from({ length: n }, (_, i) => ({
          name: `S${String(i + 1).padStart(3, '0')}`,
          organizationId: owner.org.id,
          masterId: null,
        })),
      );
      return owner;
    }
    const names = (body: { name: string }[]) => body.map((s) => s.name);
    const expected = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `S${String(from + i).padStart(3, '0')}`);

    it('answers the first 50 of 120 as a bare array, says there is more in headers, and pages on to the end', async () => {
      const owner = await organizationWith(120);
      for (const url of ['/api/services/my', `/api/services/organization/${owner.org.id}`]) {
        const first = await t.http.get(url).set(auth(owner.tg)).expect(200);
        expect(names(first.body)).toEqual(expected(1, 50));
        expect(first.headers['x-has-more']).toBe('true');
        expect(first.headers['x-next-offset']).toBe('50');

        const second = await t.http.get(`${url}?limit=100&offset=50`).set(auth(owner.tg)).expect(200);
        expect(names(second.body)).toEqual(expected(51, 120));
        expect(second.headers['x-has-more']).toBe('false');
        expect(second.headers['x-next-offset']).toBeUndefined();

        const past = await t.http.get(`${url}?offset=500`).set(auth(owner.tg)).expect(200);
        expect(past.body).toEqual([]);
        expect(past.headers['x-has-more']).toBe('false');
      }
    });

    it('pages exactly: a list of the page size has no more; pages never overlap', async () => {
      const owner = await organizationWith(6);
      const a = await t.http.get('/api/services/my?limit=3').set(auth(owner.tg)).expect(200);
      const b = await t.http.get('/api/services/my?limit=3&offset=3').set(auth(owner.tg)).expect(200);
      expect([...names(a.body), ...names(b.body)]).toEqual(expected(1, 6));
      expect([a.headers['x-has-more'], a.headers['x-next-offset']]).toEqual(['true', '3']);
      expect([b.headers['x-has-more'], b.headers['x-next-offset']]).toEqual(['false', undefined]);
      const master = await makeMaster(t.db);
      await makeService(t.db, { masterId: master.user.id }, { name: 'Одна' });
      const m = await t.http.get(`/api/services/master/${master.user.id}?limit=1`).expect(200);
      expect([names(m.body), m.headers['x-has-more']]).toEqual([['Одна'], 'false']);
    });

    it.each([
      ['limit=0', 'limit', 'Размер страницы должен быть целым числом от 1 до 100'],
      ['limit=101', 'limit', 'Размер страницы должен быть целым числом от 1 до 100'],
      ['limit=abc', 'limit', 'Размер страницы должен быть целым числом от 1 до 100'],
      ['limit=1.5', 'limit', 'Размер страницы должен быть целым числом от 1 до 100'],
      ['offset=-1', 'offset', 'Смещение должно быть целым числом от 0'],
      ['offset=x', 'offset', 'Смещение должно быть целым числом от 0'],
      ['offset=99999999999', 'offset', 'Смещение должно быть целым числом от 0'],
    ])('refuses ?%s with 422 on ["query", "%s"]', async (query, field, msg) => {
      const owner = await makeOwner(t.db);
      for (const url of ['/api/services/my', `/api/services/organization/${owner.org.id}`]) {
        const res = await t.http.get(`${url}?${query}`).set(auth(owner.tg)).expect(422);
        expect(res.body).toEqual({ detail: [{ loc: ['query', field], msg }] });
      }
    });
  });
});
