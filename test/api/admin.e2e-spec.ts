import { auth, createTestApp, superAdmin, SUPER_ADMIN_ID, TestApp, tgUser } from '../support/test-app';
import { makeAppointment, makeMaster, makeMember, makeOwner, makeService, makeUser } from '../factories';
import { User } from '../../src/users/entities/user.entity';
import { OutboxMessage } from '../../src/notifications/entities/outbox-message.entity';
import type { AdminStatsResponse } from '../../src/admin/admin.contract';

const DAY = 24 * 60 * 60 * 1000;
/** Start of today in Moscow (UTC+3 all year). */
function moscowTodayStart(): Date {
  const shifted = Date.now() + 3 * 60 * 60 * 1000;
  return new Date(Math.floor(shifted / DAY) * DAY - 3 * 60 * 60 * 1000);
}

describe('admin', () => {
  let t: TestApp;
  const admin = () => auth(superAdmin());
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses everyone but the super admin', async () => {
    const client = await makeUser(t.db, 'client');
    const owner = await makeOwner(t.db);
    const routes: [string, string][] = [
      ['get', '/api/admin/stats'],
      ['get', '/api/admin/users'],
      ['get', `/api/admin/users/${client.user.id}`],
      ['post', `/api/admin/users/${client.user.id}/block`],
      ['post', `/api/admin/users/${client.user.id}/unblock`],
      ['get', '/api/admin/appointments/today'],
    ];
    for (const [method, url] of routes) {
      for (const who of [client.tg, owner.tg, tgUser()]) {
        const res = await (method === 'get' ? t.http.get(url) : t.http.post(url)).set(auth(who)).expect(403);
        expect(res.body).toEqual({ detail: 'Доступ запрещён', code: 'forbidden' });
      }
      await (method === 'get' ? t.http.get(url) : t.http.post(url)).expect(401);
    }
    const after = await t.db.getRepository(User).findOneByOrFail({ id: client.user.id });
    expect(after.isBlocked).toBe(false);
  });

  it('lets the super admin in before they register (spec 2: /admin is outside the registration gate)', async () => {
    expect(await t.db.getRepository(User).count({ where: { telegramId: SUPER_ADMIN_ID } })).toBe(0);
    const check = await t.http.get('/api/registration/check').set(admin()).expect(200);
    expect(check.body).toEqual({ exists: false, is_super_admin: true });
    for (const url of ['/api/admin/stats', '/api/admin/users?page=1&limit=20', '/api/admin/appointments/today']) {
      await t.http.get(url).set(admin()).expect(200);
    }
    // anyone else unregistered is still refused, and is not told they are the super admin
    const stranger = tgUser();
    expect((await t.http.get('/api/registration/check').set(auth(stranger)).expect(200)).body).toEqual({
      exists: false,
    });
    const refused = await t.http.get('/api/admin/stats').set(auth(stranger)).expect(403);
    expect(refused.body).toEqual({ detail: 'Доступ запрещён', code: 'forbidden' });
    // registered-only routes still need a registration, super admin or not
    await t.http.get('/api/users/me').set(admin()).expect(403);
  });

  it('counts users, roles and today’s appointments', async () => {
    const before: AdminStatsResponse = (await t.http.get('/api/admin/stats').set(admin()).expect(200)).body;
    await makeUser(t.db, 'client');
    await makeUser(t.db, 'client');
    const owner = await makeOwner(t.db);
    const master = await makeMaster(t.db);
    await makeMember(t.db, owner.org, 'master'); // a client with a master profile
    // registered yesterday: counts in total, not in new_today
    await makeUser(t.db, 'client', { createdAt: new Date(moscowTodayStart().getTime() - 60_000) });
    const today = moscowTodayStart();
    await makeAppointment(t.db, { masterId: master.user.id, startsAt: new Date(today.getTime() + 60_000) });
    await makeAppointment(
      t.db,
      { masterId: master.user.id, startsAt: new Date(today.getTime() + DAY - 2 * 60 * 60 * 1000) },
      'cancelled',
    ); // not counted
    await makeAppointment(t.db, { masterId: master.user.id, startsAt: new Date(today.getTime() - 2 * 60 * 60 * 1000) });
    await makeAppointment(t.db, { masterId: master.user.id, startsAt: new Date(today.getTime() + DAY) });

    const after: AdminStatsResponse = (await t.http.get('/api/admin/stats').set(admin()).expect(200)).body;
    expect({
      total_users: after.total_users - before.total_users,
      new_today: after.new_today - before.new_today,
      owners: after.owners - before.owners,
      masters: after.masters - before.masters,
      clients: after.clients - before.clients,
      appointments_today: after.appointments_today - before.appointments_today,
    }).toEqual({ total_users: 6, new_today: 5, owners: 1, masters: 2, clients: 4, appointments_today: 1 });
    expect(after.notifications).toEqual({
      pending: expect.any(Number),
      sent: expect.any(Number),
      failed: expect.any(Number),
      undeliverable: expect.any(Number),
    });
  });

  describe('GET /admin/users', () => {
    it('pages 25 users as 20 and 5, newest first', async () => {
      const tag = `Пагинов${Date.now() % 100000}`;
      const made: number[] = [];
      for (let i = 0; i < 25; i++) {
        made.push(
          (await makeUser(t.db, 'client', { lastName: tag, createdAt: new Date(Date.now() - (25 - i) * 1000) })).user
            .id,
        );
      }
      const p1 = (await t.http.get('/api/admin/users').query({ search: tag }).set(admin()).expect(200)).body;
      expect(p1).toMatchObject({ total: 25, page: 1, total_pages: 2 });
      expect(p1.users).toHaveLength(20);
      expect(p1.users.map((u: { id: number }) => u.id)).toEqual([...made].reverse().slice(0, 20));
      const p2 = (await t.http.get('/api/admin/users').query({ search: tag, page: 2 }).set(admin()).expect(200)).body;
      expect(p2).toMatchObject({ total: 25, page: 2, total_pages: 2 });
      expect(p2.users.map((u: { id: number }) => u.id)).toEqual([...made].reverse().slice(20));
      const p3 = (await t.http.get('/api/admin/users').query({ search: tag, page: 3 }).set(admin()).expect(200)).body;
      expect(p3.users).toEqual([]);
      expect(p3).toMatchObject({ total: 25, page: 3, total_pages: 2 });
      const big = (await t.http.get('/api/admin/users').query({ search: tag, limit: 100 }).set(admin()).expect(200))
        .body;
      expect(big).toMatchObject({ total: 25, total_pages: 1 });
      expect(big.users).toHaveLength(25);
    });

    it('finds users by name, full name, phone, email, username and telegram id', async () => {
      const tg = tgUser({ first_name: 'Евлампия', last_name: 'Зябликова', username: 'zyablik_test' });
      const { user } = await makeUser(t.db, 'client', { phone: '+79035550101', email: 'Zyab@Example.ru' }, tg);
      for (const search of [
        'евламп',
        'Евлампия Зяб',
        'ЗЯБЛИКОВА',
        '9035550101',
        'zyab@example',
        'zyablik_te',
        String(tg.id),
      ]) {
        const res = await t.http.get('/api/admin/users').query({ search }).set(admin()).expect(200);
        expect({ search, ids: res.body.users.map((u: { id: number }) => u.id) }).toEqual({ search, ids: [user.id] });
      }
      const row = (await t.http.get('/api/admin/users').query({ search: 'Зябликова' }).set(admin()).expect(200)).body
        .users[0];
      expect(row).toEqual({
        id: user.id,
        telegram_id: tg.id,
        first_name: 'Евлампия',
        last_name: 'Зябликова',
        phone: '+79035550101',
        email: 'Zyab@Example.ru',
        user_type: 'client',
        is_blocked: false,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        appointments_count: 0,
        organization_name: null,
      });
      // % and _ are literal text, not wildcards
      const none = await t.http.get('/api/admin/users').query({ search: 'Евл%ия' }).set(admin()).expect(200);
      expect(none.body.total).toBe(0);
      // one field at a time: the end of one and the start of the next is not a match
      for (const search of ['Зябликова +7903', '0101 zyab@', 'ru zyablik', 'test ' + String(tg.id).slice(0, 4)]) {
        const res = await t.http.get('/api/admin/users').query({ search }).set(admin()).expect(200);
        expect({ search, total: res.body.total }).toEqual({ search, total: 0 });
      }
    });

    it('filters by user type and blocked state; empty filters mean no filter', async () => {
      const tag = `Фильтров${Date.now() % 100000}`;
      const c1 = await makeUser(t.db, 'client', { lastName: tag });
      const c2 = await makeUser(t.db, 'client', { lastName: tag, isBlocked: true });
      const o = await makeOwner(t.db);
      await t.db.getRepository(User).update({ id: o.user.id }, { lastName: tag });
      const ids = async (query: Record<string, string>) =>
        (
          await t.http
            .get('/api/admin/users')
            .query({ search: tag, ...query })
            .set(admin())
            .expect(200)
        ).body.users
          .map((u: { id: number }) => u.id)
          .sort();
      expect(await ids({ user_type: 'client' })).toEqual([c1.user.id, c2.user.id].sort());
      expect(await ids({ user_type: 'organization' })).toEqual([o.user.id]);
      expect(await ids({ is_blocked: 'true' })).toEqual([c2.user.id]);
      expect(await ids({ is_blocked: 'false', user_type: 'client' })).toEqual([c1.user.id]);
      expect(await ids({ user_type: '', is_blocked: '', page: '', limit: '' })).toHaveLength(3);
      const orgRow = (
        await t.http.get('/api/admin/users').query({ search: tag, user_type: 'organization' }).set(admin()).expect(200)
      ).body.users[0];
      expect(orgRow.organization_name).toBe('Салон Красоты');
    });

    it.each([
      [{ page: '0' }, 'page', 'Номер страницы должен быть целым числом от 1'],
      [{ page: 'abc' }, 'page', 'Номер страницы должен быть целым числом от 1'],
      [{ limit: '101' }, 'limit', 'Размер страницы должен быть целым числом от 1 до 100'],
      [{ limit: '0' }, 'limit', 'Размер страницы должен быть целым числом от 1 до 100'],
      [{ user_type: 'admin' }, 'user_type', 'Некорректный тип пользователя'],
      [{ is_blocked: 'maybe' }, 'is_blocked', 'Ожидается true или false'],
    ])('refuses %p with 422', async (query, field, msg) => {
      const res = await t.http.get('/api/admin/users').query(query).set(admin()).expect(422);
      expect(res.body).toEqual({ detail: [{ loc: ['query', field], msg }] });
    });
  });

  describe('GET /admin/users/{id}', () => {
    it('sums money and counts appointments for a client and a master', async () => {
      const master = await makeMaster(t.db, { address: 'Самара' });
      const client = await makeUser(t.db, 'client');
      const other = await makeUser(t.db, 'client');
      const base = Date.now() + 10 * DAY;
      const at = (h: number) => new Date(base + h * 60 * 60 * 1000);
      await makeAppointment(
        t.db,
        { masterId: master.user.id, clientId: client.user.id, startsAt: at(0), price: 1000 },
        'completed',
      );
      await makeAppointment(
        t.db,
        { masterId: master.user.id, clientId: client.user.id, startsAt: at(2), price: 500.5 },
        'completed',
      );
      await makeAppointment(
        t.db,
        { masterId: master.user.id, clientId: client.user.id, startsAt: at(4), price: 700 },
        'cancelled',
      );
      await makeAppointment(t.db, { masterId: master.user.id, clientId: client.user.id, startsAt: at(6), price: 900 });
      await makeAppointment(
        t.db,
        { masterId: master.user.id, clientId: other.user.id, startsAt: at(8), price: 2000 },
        'completed',
      );
      await makeService(t.db, { masterId: master.user.id });

      const c = (await t.http.get(`/api/admin/users/${client.user.id}`).set(admin()).expect(200)).body;
      expect(c).toMatchObject({
        id: client.user.id,
        user_type: 'client',
        appointments_count: 4,
        total_appointments: 4,
        completed_appointments: 2,
        cancelled_appointments: 1,
        total_spent: 1500.5,
        total_earned: 0,
        organization: null,
        master_deep_link: null,
      });
      const m = (await t.http.get(`/api/admin/users/${master.user.id}`).set(admin()).expect(200)).body;
      expect(m).toMatchObject({
        user_type: 'master',
        total_appointments: 5,
        completed_appointments: 3,
        cancelled_appointments: 1,
        total_spent: 0,
        total_earned: 3500.5,
        master_deep_link: master.profile.deepLink,
        master_category: 'Красота',
        master_specialization: 'Парикмахер',
        master_address: 'Самара',
        personal_appointments_count: 5,
        personal_services_count: 1,
        organization: null,
      });
    });

    it('describes the organization of an owner and of a member', async () => {
      const owner = await makeOwner(t.db);
      const m = await makeMember(t.db, owner.org, 'master');
      await makeMember(t.db, owner.org, 'master');
      await makeMember(t.db, owner.org, 'admin');
      await makeService(t.db, { organizationId: owner.org.id });
      await makeAppointment(t.db, {
        masterId: m.user.id,
        organizationId: owner.org.id,
        startsAt: new Date(Date.now() + 20 * DAY),
      });

      const o = (await t.http.get(`/api/admin/users/${owner.user.id}`).set(admin()).expect(200)).body;
      expect(o.organization).toEqual({
        organization_id: owner.org.id,
        organization_name: 'Салон Красоты',
        role: 'owner',
        category: 'Красота',
        address: 'Москва, Тверская 1',
        phone: '+74951234567',
        email: null,
        deep_link: owner.org.deepLink,
        created_at: expect.any(String),
        master_code_in_org: null,
        masters_count: 2,
        admins_count: 1,
      });
      expect(o).toMatchObject({ organization_name: 'Салон Красоты', org_services_count: 1, org_appointments_count: 1 });
      const mem = (await t.http.get(`/api/admin/users/${m.user.id}`).set(admin()).expect(200)).body;
      expect(mem.organization).toMatchObject({ role: 'master', master_code_in_org: m.member.masterCode });
      expect(mem).toMatchObject({ total_appointments: 1, personal_appointments_count: 0, org_appointments_count: 1 });
    });

    it('answers 404 for an unknown user and 422 for a bad id', async () => {
      expect((await t.http.get('/api/admin/users/7654321').set(admin()).expect(404)).body).toEqual({
        detail: 'Пользователь не найден',
        code: 'user_not_found',
      });
      await t.http.get('/api/admin/users/abc').set(admin()).expect(422);
      expect((await t.http.post('/api/admin/users/7654321/block').set(admin()).expect(404)).body).toEqual({
        detail: 'Пользователь не найден',
        code: 'user_not_found',
      });
    });
  });

  describe('block and unblock', () => {
    it('blocks a user: their next call is refused and the bot is asked to tell them; unblock restores', async () => {
      const target = await makeMaster(t.db);
      await t.http.get('/api/services/my').set(auth(target.tg)).expect(200);

      const res = await t.http.post(`/api/admin/users/${target.user.id}/block`).set(admin()).expect(200);
      expect(res.body).toEqual({ message: 'Пользователь заблокирован', is_blocked: true });
      const refused = await t.http.get('/api/services/my').set(auth(target.tg)).expect(403);
      expect(refused.body).toEqual({ detail: 'Ваш аккаунт заблокирован', code: 'account_blocked' });
      const outbox = t.db.getRepository(OutboxMessage);
      expect(await outbox.find({ where: { userId: target.user.id } })).toEqual([
        expect.objectContaining({ chatId: target.tg.id, kind: 'account_blocked', status: 'pending' }),
      ]);
      // the public page hides them too
      await t.http.get(`/api/public/master/${target.profile.deepLink}`).expect(404);

      // blocking again changes nothing and tells nobody twice
      await t.http.post(`/api/admin/users/${target.user.id}/block`).set(admin()).expect(200);
      expect(await outbox.count({ where: { userId: target.user.id } })).toBe(1);

      const un = await t.http.post(`/api/admin/users/${target.user.id}/unblock`).set(admin()).expect(200);
      expect(un.body).toEqual({ message: 'Пользователь разблокирован', is_blocked: false });
      await t.http.get('/api/services/my').set(auth(target.tg)).expect(200);
      expect(
        (await outbox.find({ where: { userId: target.user.id }, order: { id: 'ASC' } })).map((r) => r.kind),
      ).toEqual(['account_blocked', 'account_unblocked']);
      const details = (await t.http.get(`/api/admin/users/${target.user.id}`).set(admin()).expect(200)).body;
      expect(details.is_blocked).toBe(false);
    });

    it('does not let the super admin block themselves', async () => {
      const me = await makeUser(t.db, 'client', {}, superAdmin());
      const res = await t.http.post(`/api/admin/users/${me.user.id}/block`).set(admin()).expect(422);
      expect(res.body).toEqual({ detail: 'Нельзя заблокировать самого себя', code: 'cannot_block_self' });
      expect((await t.db.getRepository(User).findOneByOrFail({ id: me.user.id })).isBlocked).toBe(false);
    });
  });

  it("lists today's appointments (Moscow day) by time", async () => {
    const master = await makeMaster(t.db);
    await t.db.getRepository(User).update({ id: master.user.id }, { firstName: 'Олег', lastName: 'Мастеров' });
    const client = await makeUser(t.db, 'client', { firstName: 'Клара', lastName: 'Клиентова', phone: '+79990001122' });
    const today = moscowTodayStart();
    const late = await makeAppointment(t.db, {
      masterId: master.user.id,
      startsAt: new Date(today.getTime() + 20 * 60 * 60 * 1000),
      clientName: 'Пётр',
      clientPhone: '+79161110000',
      price: 1200,
    });
    const early = await makeAppointment(
      t.db,
      {
        masterId: master.user.id,
        clientId: client.user.id,
        clientName: null,
        clientPhone: null,
        startsAt: new Date(today.getTime() + 30 * 60 * 1000),
        price: null,
      },
      'completed',
    );
    await makeAppointment(t.db, { masterId: master.user.id, startsAt: new Date(today.getTime() + DAY + 60_000) });
    await makeAppointment(t.db, { masterId: master.user.id, startsAt: new Date(today.getTime() - 2 * 60 * 60 * 1000) });

    const res = await t.http.get('/api/admin/appointments/today').set(admin()).expect(200);
    const mine = res.body.appointments.filter((a: { id: number }) => [late.id, early.id].includes(a.id));
    expect(mine).toEqual([
      {
        id: early.id,
        appointment_date: early.startsAt.toISOString(),
        client_name: 'Клара Клиентова',
        client_phone: '+79990001122',
        master_name: 'Олег Мастеров',
        status: 'completed',
        price: null,
      },
      {
        id: late.id,
        appointment_date: late.startsAt.toISOString(),
        client_name: 'Пётр',
        client_phone: '+79161110000',
        master_name: 'Олег Мастеров',
        status: 'planned',
        price: 1200,
      },
    ]);
    const dates = res.body.appointments.map((a: { appointment_date: string }) =>
      new Date(a.appointment_date).getTime(),
    );
    expect(dates.every((d: number) => d >= today.getTime() && d < today.getTime() + DAY)).toBe(true);
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
  });
});
