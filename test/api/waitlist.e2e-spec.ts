import { makeMaster, makeService } from '../factories';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { client, independentMaster, IndependentMaster, NOW, salon, setNow } from './appointments-support';
import { join, leave, myWaitlist } from './waitlist-support';

describe('waitlist: join, list, leave', () => {
  let t: TestApp;
  let m: IndependentMaster;
  beforeAll(async () => {
    t = await createTestApp();
    m = await independentMaster(t.db);
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  const body = (over: object = {}) => ({
    master_id: m.user.id,
    service_id: m.service.id,
    from: '2026-12-02',
    to: '2026-12-04',
    ...over,
  });

  it('joins, lists with the master, service and page link, and leaves', async () => {
    const c = await client(t.db);
    const res = await join(t, c, body()).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      status: 'active',
      from: '2026-12-02',
      to: '2026-12-04',
      time_zone: 'Europe/Moscow',
      created_at: NOW,
      master: {
        id: m.user.id,
        first_name: m.user.firstName,
        last_name: m.user.lastName,
        specialization: 'Парикмахер',
        deep_link: m.profile.deepLink,
        master_code: null,
      },
      service: { id: m.service.id, name: 'Стрижка', duration_minutes: 60, price: 1500 },
      organization: null,
      session_id: null,
    });
    expect((await myWaitlist(t, c).expect(200)).body).toEqual({ waitlist: [res.body] });

    expect((await leave(t, c, res.body.id).expect(200)).body).toEqual({ message: 'Вы вышли из листа ожидания' });
    expect((await myWaitlist(t, c).expect(200)).body).toEqual({ waitlist: [] });
    expect((await leave(t, c, res.body.id).expect(404)).body).toEqual({
      detail: 'Запись в листе ожидания не найдена',
      code: 'waitlist_entry_not_found',
    });
  });

  it('an organization master: the salon and the master code the mini app links to', async () => {
    const s = await salon(t.db);
    const c = await client(t.db);
    const res = await join(t, c, {
      master_id: s.master.user.id,
      service_id: s.service.id,
      from: '2026-12-02',
      to: '2026-12-02',
    }).expect(201);
    expect(res.body.organization).toEqual({ id: s.owner.org.id, name: 'Салон Лотос' });
    const [{ master_code }] = await t.db.query<{ master_code: string }[]>(
      `SELECT master_code FROM organization_members WHERE user_id = $1`,
      [s.master.user.id],
    );
    expect(res.body.master).toMatchObject({ deep_link: null, master_code });
  });

  it('lists soonest first and drops entries whose last date has passed', async () => {
    const c = await client(t.db);
    const later = await join(t, c, body({ from: '2026-12-10', to: '2026-12-11' })).expect(201);
    const sooner = await join(t, c, body({ from: '2026-12-02', to: '2026-12-02' })).expect(201);
    expect((await myWaitlist(t, c)).body.waitlist.map((e: { id: number }) => e.id)).toEqual([
      sooner.body.id,
      later.body.id,
    ]);
    setNow(t, '2026-12-03T00:30:00+03:00');
    expect((await myWaitlist(t, c)).body.waitlist.map((e: { id: number }) => e.id)).toEqual([later.body.id]);
  });

  it('someone else cannot leave my entry (404) and it stays', async () => {
    const c = await client(t.db);
    const other = await client(t.db);
    const res = await join(t, c, body()).expect(201);
    expect((await leave(t, other, res.body.id).expect(404)).body).toEqual({
      detail: 'Запись в листе ожидания не найдена',
      code: 'waitlist_entry_not_found',
    });
    expect((await myWaitlist(t, c)).body.waitlist).toHaveLength(1);
    await leave(t, c, 2147483647).expect(404);
    const bad = await t.http.delete('/api/waitlist/abc').set(auth(c.tg)).expect(422);
    expect(bad.body.detail[0].loc).toEqual(['path', 'id']);
  });

  describe('validation', () => {
    /** A refusal (with its code) or a validation list (no code). */
    const refused = async (over: object, status: number, detail: unknown, code?: string) => {
      const c = await client(t.db);
      const res = await join(t, c, body(over));
      expect({ status: res.status, body: res.body }).toEqual({ status, body: code ? { detail, code } : { detail } });
    };

    it('dates: real YYYY-MM-DD, from not after to, at most 31 days, not past, within the horizon', async () => {
      await refused({ from: '2026-02-30' }, 422, [
        { loc: ['body', 'from'], msg: 'Некорректная дата (ожидается ГГГГ-ММ-ДД)' },
      ]);
      await refused({ to: '02.12.2026' }, 422, [
        { loc: ['body', 'to'], msg: 'Некорректная дата (ожидается ГГГГ-ММ-ДД)' },
      ]);
      await refused(
        { from: '2026-12-05', to: '2026-12-04' },
        422,
        'Дата окончания раньше даты начала',
        'waitlist_range_reversed',
      );
      await refused(
        { from: '2026-12-02', to: '2027-01-02' },
        422,
        'Диапазон не должен превышать 31 день',
        'waitlist_range_too_long',
      );
      await refused(
        { from: '2026-11-30', to: '2026-12-02' },
        422,
        'Нельзя выбрать прошедшие даты',
        'waitlist_dates_past',
      );
      await refused(
        { from: '2028-01-01', to: '2028-01-02' },
        422,
        'Мастер ещё не открыл запись на эти даты',
        'waitlist_beyond_horizon',
      );
      // 31 days and today (in the master's zone) are fine
      const c = await client(t.db);
      await join(t, c, body({ from: '2026-12-01', to: '2026-12-31' })).expect(201);
    });

    it('today is the master zone’s: at 23:30 in Moscow on Dec 1 it is already Dec 2 in Vladivostok', async () => {
      const far = await independentMaster(t.db, { timeZone: 'Asia/Vladivostok' });
      setNow(t, '2026-12-01T23:30:00+03:00');
      const c = await client(t.db);
      const res = await join(t, c, {
        master_id: far.user.id,
        service_id: far.service.id,
        from: '2026-12-01',
        to: '2026-12-01',
      });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ detail: 'Нельзя выбрать прошедшие даты', code: 'waitlist_dates_past' });
    });

    it('ids: numbers; the master must take bookings and perform the service; not oneself', async () => {
      await refused({ master_id: '5' }, 422, [{ loc: ['body', 'master_id'], msg: 'Некорректный идентификатор' }]);
      await refused({ master_id: 2147483647 }, 404, 'Мастер не найден', 'master_not_found');
      const other = await makeMaster(t.db);
      const foreign = await makeService(t.db, { masterId: other.user.id });
      await refused({ service_id: foreign.id }, 404, 'Услуга не найдена', 'service_not_found');
      const blocked = await independentMaster(t.db);
      await t.db.query(`UPDATE users SET is_blocked = true WHERE id = $1`, [blocked.user.id]);
      await refused(
        { master_id: blocked.user.id, service_id: blocked.service.id },
        404,
        'Мастер не найден',
        'master_not_found',
      );
      const self = await join(t, m, body());
      expect(self.status).toBe(422);
      expect(self.body).toEqual({ detail: 'Нельзя встать в лист ожидания к самому себе', code: 'waitlist_self' });
      const res = await join(t, await client(t.db), { ...body(), extra: 1 });
      expect(res.status).toBe(422);
    });

    it('a client without a phone is asked for one (a booking needs it)', async () => {
      const c = await client(t.db, { phone: null });
      const res = await join(t, c, body());
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ detail: 'Укажите номер телефона в профиле', code: 'phone_required' });
    });

    it('an overlapping active entry for the same master and service is 409; other days, services or a left one are fine', async () => {
      const c = await client(t.db);
      const first = await join(t, c, body({ from: '2026-12-02', to: '2026-12-04' })).expect(201);
      const dup = await join(t, c, body({ from: '2026-12-04', to: '2026-12-06' }));
      expect(dup.status).toBe(409);
      expect(dup.body).toEqual({
        detail: 'Вы уже в листе ожидания к этому мастеру на эти дни',
        code: 'waitlist_duplicate',
      });
      await join(t, c, body({ from: '2026-12-05', to: '2026-12-06' })).expect(201);
      const second = await makeService(t.db, { masterId: m.user.id }, { name: 'Борода' });
      await join(t, c, body({ service_id: second.id })).expect(201);
      await leave(t, c, first.body.id).expect(200);
      await join(t, c, body({ from: '2026-12-02', to: '2026-12-03' })).expect(201);
    });

    it('two simultaneous identical joins: one entry, one 409', async () => {
      const c = await client(t.db);
      const [a, b] = await Promise.all([join(t, c, body()), join(t, c, body())]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      expect((await myWaitlist(t, c)).body.waitlist).toHaveLength(1);
    });

    it('at most 20 live entries per client', async () => {
      const c = await client(t.db);
      for (let i = 0; i < 20; i++) {
        const other = await independentMaster(t.db);
        await join(t, c, {
          master_id: other.user.id,
          service_id: other.service.id,
          from: '2026-12-02',
          to: '2026-12-02',
        }).expect(201);
      }
      const res = await join(t, c, body());
      expect(res.status).toBe(422);
      expect(res.body.detail).toContain('не больше 20');
    });
  });
});
