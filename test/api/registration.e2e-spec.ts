import { MasterProfile } from '../../src/users/entities/master-profile.entity';
import { Organization } from '../../src/organizations/entities/organization.entity';
import { OutboxMessage } from '../../src/notifications/entities/outbox-message.entity';
import { User } from '../../src/users/entities/user.entity';
import { UserRole } from '../../src/users/entities/user-role.entity';
import { makeMaster, makeOwner, makeUser } from '../factories';
import { auth, createTestApp, TEST_BOT_USERNAME, TestApp, tgUser } from '../support/test-app';

const client = (fields: Record<string, unknown> = {}) => ({
  first_name: 'Анна',
  last_name: 'Смирнова',
  phone: '8 916 123-45-67',
  email: 'anna@example.ru',
  ...fields,
});
const master = (fields: Record<string, unknown> = {}) => ({
  ...client(),
  category: 'Красота',
  specialization: 'Стилист',
  calendar_type: 'internal',
  deep_link: `anna-${Math.random().toString(36).slice(2, 8)}`,
  ...fields,
});
const owner = (fields: Record<string, unknown> = {}) => ({
  ...client(),
  organization_name: 'Салон Красоты',
  organization_description: 'Лучший салон',
  organization_address: 'Москва, Арбат 1',
  organization_phone: '+7 495 123-45-67',
  organization_email: 'salon@example.ru',
  organization_deep_link: `salon-${Math.random().toString(36).slice(2, 8)}`,
  ...fields,
});

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET /registration/check', () => {
    it('says not registered without init data', async () => {
      const res = await t.http.get('/api/registration/check').expect(200);
      expect(res.body).toEqual({ exists: false });
    });

    it('says not registered for a garbage header', async () => {
      const res = await t.http
        .get('/api/registration/check')
        .set('X-Telegram-Init-Data', 'user=%7B%7D&hash=abc')
        .expect(200);
      expect(res.body).toEqual({ exists: false });
    });

    it('says not registered for a valid Telegram user without an account', async () => {
      const res = await t.http.get('/api/registration/check').set(auth(tgUser())).expect(200);
      expect(res.body).toEqual({ exists: false });
    });

    it('returns the user type of a registered user', async () => {
      const { tg } = await makeUser(t.db, 'organization');
      const res = await t.http.get('/api/registration/check').set(auth(tg)).expect(200);
      expect(res.body).toEqual({ exists: true, user_type: 'organization' });
    });

    it('refuses a blocked user with 403', async () => {
      const { tg } = await makeUser(t.db, 'client', { isBlocked: true });
      const res = await t.http.get('/api/registration/check').set(auth(tg)).expect(403);
      expect(res.body).toEqual({ detail: 'Ваш аккаунт заблокирован', code: 'account_blocked' });
    });
  });

  describe('POST /registration/client', () => {
    it('registers the Telegram user from init data, trimming and normalizing', async () => {
      const tg = tgUser();
      const res = await t.http
        .post('/api/registration/client')
        .set(auth(tg))
        .send(client({ first_name: '  Анна ', email: '', last_name: '  ' }))
        .expect(201);
      expect(res.body).toEqual({
        message: 'Регистрация прошла успешно',
        user_id: expect.any(Number),
        user_type: 'client',
      });
      const user = await t.db.getRepository(User).findOneByOrFail({ id: res.body.user_id });
      expect(user).toMatchObject({
        telegramId: tg.id,
        firstName: 'Анна',
        lastName: null,
        phone: '+79161234567',
        email: null,
      });
      const roles = await t.db.getRepository(UserRole).findBy({ userId: user.id });
      expect(roles.map((r) => r.roleType)).toEqual(['client']);
      const check = await t.http.get('/api/registration/check').set(auth(tg)).expect(200);
      expect(check.body).toEqual({ exists: true, user_type: 'client' });
    });

    it('takes identity from init data only: a telegram_id in the body is refused', async () => {
      const res = await t.http
        .post('/api/registration/client')
        .set(auth(tgUser()))
        .send(client({ telegram_id: 42 }))
        .expect(422);
      expect(res.body.detail).toEqual([{ loc: ['body', 'telegram_id'], msg: 'Неизвестное поле' }]);
    });

    it('refuses a second registration with 409', async () => {
      const { tg } = await makeUser(t.db, 'client');
      const res = await t.http.post('/api/registration/client').set(auth(tg)).send(client()).expect(409);
      expect(res.body).toEqual({ detail: 'Пользователь уже зарегистрирован', code: 'already_registered' });
    });

    it('needs Telegram init data', async () => {
      const res = await t.http.post('/api/registration/client').send(client()).expect(401);
      expect(res.body).toEqual({ detail: 'Ошибка: нет данных Telegram пользователя', code: 'telegram_user_missing' });
    });

    it.each([
      ['first_name', { first_name: ' А ' }, 'Имя должно содержать минимум 2 символа'],
      ['first_name', { first_name: undefined }, 'Имя должно содержать минимум 2 символа'],
      ['phone', { phone: '12345' }, 'Неверный формат номера телефона'],
      ['phone', { phone: '+7 999 000 00 0' }, 'Неверный формат номера телефона'],
      ['phone', { phone: undefined }, 'Неверный формат номера телефона'],
      ['email', { email: 'anna@example' }, 'Неверный формат email'],
      ['email', { email: 'anna example.ru' }, 'Неверный формат email'],
    ])('rejects a bad %s: %j', async (field, patch, msg) => {
      const tg = tgUser();
      const res = await t.http.post('/api/registration/client').set(auth(tg)).send(client(patch)).expect(422);
      expect(res.body.detail).toEqual([{ loc: ['body', field], msg }]);
      expect(await t.db.getRepository(User).existsBy({ telegramId: tg.id })).toBe(false);
    });
  });

  describe('POST /registration/master', () => {
    it.each([
      ['google', 'calendar_connect'],
      ['apple', 'calendar_connect'],
      ['internal', null],
    ])('a master who chose a %s calendar is led to %s next', async (calendar_type, next) => {
      const res = await t.http
        .post('/api/registration/master')
        .set(auth(tgUser()))
        .send(master({ deep_link: `cal-${calendar_type}-${Date.now().toString(36)}`, calendar_type }))
        .expect(201);
      expect(res.body.next).toBe(next);
    });

    it('creates the master with a profile, answers the booking link and queues a welcome', async () => {
      const tg = tgUser();
      const res = await t.http
        .post('/api/registration/master')
        .set(auth(tg))
        .send(master({ deep_link: '  Anna-Style ' }))
        .expect(201);
      const link = `https://t.me/${TEST_BOT_USERNAME}?start=master_anna-style`;
      expect(res.body).toEqual({
        message: 'Регистрация прошла успешно',
        user_id: expect.any(Number),
        user_type: 'master',
        booking_link: link,
        next: null,
      });
      const profile = await t.db.getRepository(MasterProfile).findOneByOrFail({ userId: res.body.user_id });
      expect(profile).toMatchObject({
        deepLink: 'anna-style',
        category: 'Красота',
        specialization: 'Стилист',
        customCategory: null,
      });
      const outbox = await t.db.getRepository(OutboxMessage).findBy({ userId: res.body.user_id });
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({
        kind: 'master_welcome',
        chatId: tg.id,
        payload: { first_name: 'Анна', booking_link: link },
      });
    });

    it('stores a custom category for "Другое"', async () => {
      const res = await t.http
        .post('/api/registration/master')
        .set(auth(tgUser()))
        .send(master({ category: 'Другое', custom_category: ' Дрессировка собак ' }))
        .expect(201);
      const profile = await t.db.getRepository(MasterProfile).findOneByOrFail({ userId: res.body.user_id });
      expect(profile).toMatchObject({ category: 'Другое', customCategory: 'Дрессировка собак' });
    });

    it.each([
      ['category', { category: undefined }, 'Пожалуйста, выберите категорию'],
      ['category', { category: 'Кулинария' }, 'Пожалуйста, выберите категорию'],
      ['custom_category', { category: 'Другое' }, 'Пожалуйста, укажите вашу категорию'],
      ['custom_category', { category: 'Другое', custom_category: '   ' }, 'Пожалуйста, укажите вашу категорию'],
      [
        'custom_category',
        { category: 'Другое', custom_category: 'я'.repeat(51) },
        'Пожалуйста, укажите вашу категорию',
      ],
      ['deep_link', { deep_link: 'ab' }, 'Deep link недоступен или некорректный'],
      ['deep_link', { deep_link: 'анна' }, 'Deep link недоступен или некорректный'],
      ['deep_link', { deep_link: 'anna_style' }, 'Deep link недоступен или некорректный'],
      ['calendar_type', { calendar_type: 'outlook' }, 'Неверный тип календаря'],
      ['first_name', { first_name: 'А' }, 'Имя должно содержать минимум 2 символа'],
    ])('rejects a bad %s: %j', async (field, patch, msg) => {
      const res = await t.http.post('/api/registration/master').set(auth(tgUser())).send(master(patch)).expect(422);
      expect(res.body.detail).toEqual([{ loc: ['body', field], msg }]);
    });

    it('accepts a custom category of exactly 50 characters', async () => {
      await t.http
        .post('/api/registration/master')
        .set(auth(tgUser()))
        .send(master({ category: 'Другое', custom_category: 'я'.repeat(50) }))
        .expect(201);
    });

    it('refuses a deep link taken by a master or an organization, and writes nothing', async () => {
      const { profile } = await makeMaster(t.db);
      const { org } = await makeOwner(t.db);
      for (const taken of [profile.deepLink, org.deepLink, 'admin']) {
        const tg = tgUser();
        const res = await t.http
          .post('/api/registration/master')
          .set(auth(tg))
          .send(master({ deep_link: taken }))
          .expect(422);
        expect(res.body.detail).toEqual([{ loc: ['body', 'deep_link'], msg: 'Deep link недоступен или некорректный' }]);
        expect(await t.db.getRepository(User).existsBy({ telegramId: tg.id })).toBe(false);
      }
    });

    it('refuses an already registered user with 409', async () => {
      const { tg } = await makeUser(t.db, 'client');
      const res = await t.http.post('/api/registration/master').set(auth(tg)).send(master()).expect(409);
      expect(res.body).toEqual({ detail: 'Пользователь уже зарегистрирован', code: 'already_registered' });
    });
  });

  describe('POST /registration/owner', () => {
    it('creates the owner and the organization, linking the organization role', async () => {
      const tg = tgUser();
      const body = owner({ organization_deep_link: 'salon-krasoty-arbat' });
      const res = await t.http.post('/api/registration/owner').set(auth(tg)).send(body).expect(201);
      expect(res.body).toEqual({
        message: 'Регистрация прошла успешно',
        user_id: expect.any(Number),
        user_type: 'organization',
        organization_id: expect.any(Number),
        organization_name: 'Салон Красоты',
        booking_link: `https://t.me/${TEST_BOT_USERNAME}?start=org_salon-krasoty-arbat`,
      });
      const org = await t.db.getRepository(Organization).findOneByOrFail({ id: res.body.organization_id });
      expect(org).toMatchObject({
        ownerId: res.body.user_id,
        phone: '+74951234567',
        email: 'salon@example.ru',
        address: 'Москва, Арбат 1',
        description: 'Лучший салон',
        deepLink: 'salon-krasoty-arbat',
      });
      const roles = await t.db.getRepository(UserRole).findBy({ userId: res.body.user_id });
      expect(roles.map((r) => [r.roleType, r.organizationId])).toEqual([['organization', org.id]]);
    });

    it.each([
      ['organization_name', { organization_name: ' С ' }, 'Название организации должно содержать минимум 2 символа'],
      ['organization_phone', { organization_phone: undefined }, 'Неверный формат номера телефона'],
      ['organization_phone', { organization_phone: '000' }, 'Неверный формат номера телефона'],
      ['organization_email', { organization_email: 'salon@' }, 'Неверный формат email'],
      ['organization_deep_link', { organization_deep_link: 'ab' }, 'Deep link недоступен или некорректный'],
      ['phone', { phone: 'телефон' }, 'Неверный формат номера телефона'],
    ])('rejects a bad %s: %j', async (field, patch, msg) => {
      const res = await t.http.post('/api/registration/owner').set(auth(tgUser())).send(owner(patch)).expect(422);
      expect(res.body.detail).toEqual([{ loc: ['body', field], msg }]);
    });

    it('refuses an organization deep link already used by a master', async () => {
      const { profile } = await makeMaster(t.db);
      const res = await t.http
        .post('/api/registration/owner')
        .set(auth(tgUser()))
        .send(owner({ organization_deep_link: profile.deepLink }))
        .expect(422);
      expect(res.body.detail).toEqual([
        { loc: ['body', 'organization_deep_link'], msg: 'Deep link недоступен или некорректный' },
      ]);
    });

    it('refuses an already registered user with 409', async () => {
      const { tg } = await makeUser(t.db, 'master');
      const res = await t.http.post('/api/registration/owner').set(auth(tg)).send(owner()).expect(409);
      expect(res.body).toEqual({ detail: 'Пользователь уже зарегистрирован', code: 'already_registered' });
    });
  });

  describe('deep link availability', () => {
    const both = async (link: string): Promise<boolean[]> => {
      const a = await t.http.get(`/api/registration/check-deep-link/${encodeURIComponent(link)}`).expect(200);
      const b = await t.http
        .get('/api/registration/check-deep-link-availability')
        .query({ deep_link: link })
        .expect(200);
      return [a.body.available, b.body.available];
    };

    it('reports a free link as available', async () => {
      expect(await both('totally-free-link')).toEqual([true, true]);
    });

    it('reports links of masters and organizations as taken', async () => {
      const { profile } = await makeMaster(t.db);
      const { org } = await makeOwner(t.db);
      expect(await both(profile.deepLink!)).toEqual([false, false]);
      expect(await both(org.deepLink)).toEqual([false, false]);
      expect(await both(org.deepLink.toUpperCase())).toEqual([false, false]);
    });

    it('reports bad shapes as unavailable, never an error', async () => {
      for (const bad of ['ab', 'анна', 'a b c', 'x'.repeat(150), 'under_score', 'admin']) {
        expect(await both(bad)).toEqual([false, false]);
      }
      const none = await t.http.get('/api/registration/check-deep-link-availability').expect(200);
      expect(none.body).toEqual({ available: false });
      const twice = await t.http
        .get('/api/registration/check-deep-link-availability?deep_link=abc&deep_link=def')
        .expect(200);
      expect(twice.body).toEqual({ available: false });
    });
  });

  describe('POST /registration/suggest-deep-link', () => {
    it('transliterates a Russian name', async () => {
      const res = await t.http.post('/api/registration/suggest-deep-link').send({ name: 'Щука & Ёж' }).expect(200);
      expect(res.body).toEqual({ suggested_link: 'shchuka-ezh', available: true });
    });

    it('appends -2, then -3 when the link is taken', async () => {
      await makeOwner(t.db, { deepLink: 'salon-krasoty' });
      const first = await t.http
        .post('/api/registration/suggest-deep-link')
        .send({ name: 'Салон Красоты' })
        .expect(200);
      expect(first.body).toEqual({ suggested_link: 'salon-krasoty-2', available: true });
      await makeMaster(t.db, { deepLink: 'salon-krasoty-2' });
      const second = await t.http
        .post('/api/registration/suggest-deep-link')
        .send({ name: 'Салон Красоты' })
        .expect(200);
      expect(second.body).toEqual({ suggested_link: 'salon-krasoty-3', available: true });
    });

    it('rejects a missing name with 422', async () => {
      const res = await t.http.post('/api/registration/suggest-deep-link').send({}).expect(422);
      expect(res.body.detail).toEqual([{ loc: ['body', 'name'], msg: 'Некорректный запрос' }]);
    });
  });
});
