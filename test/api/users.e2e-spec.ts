import { User } from '../../src/users/entities/user.entity';
import { makeMaster, makeMember, makeOwner, makeUser } from '../factories';
import { auth, createTestApp, TEST_BOT_USERNAME, TestApp, tgUser } from '../support/test-app';

describe('users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET /users/me', () => {
    it('returns the caller in the contract shape', async () => {
      const { user, tg } = await makeUser(t.db, 'client', { email: 'me@example.ru' });
      const res = await t.http.get('/api/users/me').set(auth(tg)).expect(200);
      expect(res.body).toEqual({
        user_id: user.id,
        telegram_id: tg.id,
        first_name: tg.first_name,
        last_name: tg.last_name,
        phone: '+79161234567',
        phone_verified: false,
        email: 'me@example.ru',
        user_type: 'client',
        next: null,
      });
    });

    it('leads a master who chose a Google or Apple calendar to the calendars screen until one is connected', async () => {
      const google = await makeMaster(t.db, { calendarType: 'google' });
      const apple = await makeMaster(t.db, { calendarType: 'apple' });
      const internal = await makeMaster(t.db, { calendarType: 'internal' });
      const next = async (tg: typeof google.tg) =>
        (await t.http.get('/api/users/me').set(auth(tg)).expect(200)).body.next;
      expect([await next(google.tg), await next(apple.tg), await next(internal.tg)]).toEqual([
        'calendar_connect',
        'calendar_connect',
        null,
      ]);
      await t.db.query(
        `INSERT INTO calendar_connections (master_id, provider, account, server_url, secret)
         VALUES ($1, 'caldav', 'anna', 'https://caldav.example.com/', 'v1.sealed')`,
        [google.user.id],
      );
      expect(await next(google.tg)).toBeNull();
      expect(await next(apple.tg)).toBe('calendar_connect');
    });

    it('refuses an unregistered Telegram user', async () => {
      const res = await t.http.get('/api/users/me').set(auth(tgUser())).expect(403);
      expect(res.body).toEqual({ detail: 'Пользователь не зарегистрирован', code: 'not_registered' });
    });
  });

  describe('PUT /users/me', () => {
    it('trims names, normalizes the phone and clears empty optional fields', async () => {
      const { user, tg } = await makeUser(t.db, 'client', { email: 'old@example.ru', lastName: 'Старая' });
      const res = await t.http
        .put('/api/users/me')
        .set(auth(tg))
        .send({ first_name: '  Мария  ', last_name: '', phone: '8 (926) 555-44-33', email: '   ' })
        .expect(200);
      expect(res.body).toMatchObject({
        user_id: user.id,
        first_name: 'Мария',
        last_name: null,
        phone: '+79265554433',
        email: null,
      });
      const stored = await t.db.getRepository(User).findOneByOrFail({ id: user.id });
      expect(stored).toMatchObject({ firstName: 'Мария', lastName: null, phone: '+79265554433', email: null });
    });

    it('clears the phone with null', async () => {
      const { tg } = await makeUser(t.db, 'client');
      const res = await t.http.put('/api/users/me').set(auth(tg)).send({ first_name: 'Иван', phone: null }).expect(200);
      expect(res.body.phone).toBeNull();
    });

    it('keeps a field that is left out', async () => {
      const { tg } = await makeUser(t.db, 'client', { email: 'keep@example.ru' });
      const res = await t.http.put('/api/users/me').set(auth(tg)).send({ first_name: 'Иван' }).expect(200);
      expect(res.body).toMatchObject({ email: 'keep@example.ru', phone: '+79161234567' });
    });

    it('drops phone_verified when the phone changes, keeps it when the same number is resent', async () => {
      const { user, tg } = await makeUser(t.db, 'client', { phoneVerified: true });
      const same = await t.http
        .put('/api/users/me')
        .set(auth(tg))
        .send({ first_name: 'Иван', phone: '+7 916 123 45 67' })
        .expect(200);
      expect(same.body.phone_verified).toBe(true);
      const changed = await t.http
        .put('/api/users/me')
        .set(auth(tg))
        .send({ first_name: 'Иван', phone: '+79160000001' })
        .expect(200);
      expect(changed.body).toMatchObject({ phone: '+79160000001', phone_verified: false });
      expect((await t.db.getRepository(User).findOneByOrFail({ id: user.id })).phoneVerified).toBe(false);
    });

    it.each([
      ['first_name', { first_name: '   ' }, 'Имя не может быть пустым'],
      ['first_name', { first_name: undefined }, 'Имя не может быть пустым'],
      ['phone', { phone: '123' }, 'Неверный формат номера телефона'],
      ['email', { email: 'nope@' }, 'Неверный формат email'],
    ])('rejects a bad %s: %j', async (field, patch, msg) => {
      const { user, tg } = await makeUser(t.db, 'client');
      const res = await t.http
        .put('/api/users/me')
        .set(auth(tg))
        .send({ first_name: 'Иван', ...patch })
        .expect(422);
      expect(res.body.detail).toEqual([{ loc: ['body', field], msg }]);
      expect((await t.db.getRepository(User).findOneByOrFail({ id: user.id })).firstName).toBe(tg.first_name);
    });

    it('refuses a field the profile does not have', async () => {
      const { tg } = await makeUser(t.db, 'client');
      const res = await t.http
        .put('/api/users/me')
        .set(auth(tg))
        .send({ first_name: 'Иван', user_type: 'organization' })
        .expect(422);
      expect(res.body.detail).toEqual([{ loc: ['body', 'user_type'], msg: 'Неизвестное поле' }]);
    });
  });

  describe('GET and PUT /users/{id}', () => {
    it('reads and updates the caller by their own id', async () => {
      const { user, tg } = await makeUser(t.db, 'client');
      const got = await t.http.get(`/api/users/${user.id}`).set(auth(tg)).expect(200);
      expect(got.body.user_id).toBe(user.id);
      const put = await t.http
        .put(`/api/users/${user.id}`)
        .set(auth(tg))
        .send({ first_name: 'Пётр', email: 'p@example.ru' })
        .expect(200);
      expect(put.body).toMatchObject({ user_id: user.id, first_name: 'Пётр', email: 'p@example.ru' });
    });

    it("refuses someone else's id with 403 and changes nothing", async () => {
      const { tg } = await makeUser(t.db, 'client');
      const other = await makeUser(t.db, 'client');
      const got = await t.http.get(`/api/users/${other.user.id}`).set(auth(tg)).expect(403);
      expect(got.body).toEqual({ detail: 'Доступ запрещён', code: 'forbidden' });
      const put = await t.http
        .put(`/api/users/${other.user.id}`)
        .set(auth(tg))
        .send({ first_name: 'Взлом' })
        .expect(403);
      expect(put.body).toEqual({ detail: 'Доступ запрещён', code: 'forbidden' });
      expect((await t.db.getRepository(User).findOneByOrFail({ id: other.user.id })).firstName).toBe(
        other.tg.first_name,
      );
    });

    it('answers 404 for an unknown id', async () => {
      const { tg } = await makeUser(t.db, 'client');
      const res = await t.http.get('/api/users/987654').set(auth(tg)).expect(404);
      expect(res.body).toEqual({ detail: 'Пользователь не найден', code: 'user_not_found' });
    });

    it.each(['abc', '1.5', '0', '99999999999'])('answers 422 for the id %s', async (id) => {
      const { tg } = await makeUser(t.db, 'client');
      const res = await t.http.get(`/api/users/${id}`).set(auth(tg)).expect(422);
      expect(res.body.detail).toEqual([{ loc: ['path', 'id'], msg: 'Некорректный идентификатор' }]);
    });
  });

  describe('GET /users/', () => {
    it('shows an owner everyone in their organization', async () => {
      const owner = await makeOwner(t.db);
      const m = await makeMember(t.db, owner.org, 'master');
      const a = await makeMember(t.db, owner.org, 'admin');
      const outsider = await makeUser(t.db, 'client');
      const res = await t.http.get('/api/users/').set(auth(owner.tg)).expect(200);
      const ids = res.body.users.map((u: { user_id: number }) => u.user_id);
      expect(ids.sort()).toEqual([owner.user.id, m.user.id, a.user.id].sort());
      expect(ids).not.toContain(outsider.user.id);
      expect(res.body.users[0]).toEqual(
        expect.objectContaining({ first_name: expect.any(String), user_type: expect.any(String) }),
      );
    });

    it('shows an organization admin the same people', async () => {
      const owner = await makeOwner(t.db);
      const m = await makeMember(t.db, owner.org, 'master');
      const a = await makeMember(t.db, owner.org, 'admin');
      const res = await t.http.get('/api/users').set(auth(a.tg)).expect(200);
      const ids = res.body.users.map((u: { user_id: number }) => u.user_id).sort();
      expect(ids).toEqual([owner.user.id, m.user.id, a.user.id].sort());
    });

    it('shows anyone else only themselves', async () => {
      const owner = await makeOwner(t.db);
      const m = await makeMember(t.db, owner.org, 'master');
      const res = await t.http.get('/api/users/').set(auth(m.tg)).expect(200);
      expect(res.body.users.map((u: { user_id: number }) => u.user_id)).toEqual([m.user.id]);
      const c = await makeUser(t.db, 'client');
      const res2 = await t.http.get('/api/users/').set(auth(c.tg)).expect(200);
      expect(res2.body.users.map((u: { user_id: number }) => u.user_id)).toEqual([c.user.id]);
    });
  });

  describe('GET /users/me/master-code', () => {
    it('gives an independent master the master_ link', async () => {
      const { tg, profile } = await makeMaster(t.db);
      const res = await t.http.get('/api/users/me/master-code').set(auth(tg)).expect(200);
      expect(res.body).toEqual({
        has_master_code: true,
        booking_link: `https://t.me/${TEST_BOT_USERNAME}?start=master_${profile.deepLink}`,
        deep_link: profile.deepLink,
        master_code: null,
      });
    });

    it('gives an organization master the org_master_ link', async () => {
      const owner = await makeOwner(t.db);
      const m = await makeMember(t.db, owner.org, 'master');
      const res = await t.http.get('/api/users/me/master-code').set(auth(m.tg)).expect(200);
      expect(res.body).toEqual({
        has_master_code: true,
        booking_link: `https://t.me/${TEST_BOT_USERNAME}?start=org_master_${m.member.masterCode}`,
        deep_link: null,
        master_code: m.member.masterCode,
      });
    });

    it('says no for a client, an owner and an admin', async () => {
      const owner = await makeOwner(t.db);
      const a = await makeMember(t.db, owner.org, 'admin');
      const c = await makeUser(t.db, 'client');
      for (const tg of [c.tg, owner.tg, a.tg]) {
        const res = await t.http.get('/api/users/me/master-code').set(auth(tg)).expect(200);
        expect(res.body).toEqual({ has_master_code: false, booking_link: null, deep_link: null, master_code: null });
      }
    });
  });
});
