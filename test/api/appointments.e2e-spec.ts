import fc from 'fast-check';
import { makeMaster, makeService, makeUser } from '../factories';
import { makeBlock, makeSchedule } from '../factories/schedules';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { tableCounts } from '../support/world';
import {
  appointmentRow,
  book,
  client,
  independentMaster,
  noticesAbout,
  NOW,
  salon,
  setNow,
} from './appointments-support';

const TAKEN = { detail: 'Это время уже занято', code: 'slot_taken' };
const UNAVAILABLE = { detail: 'Это время недоступно для записи', code: 'slot_unavailable' };

describe('POST /api/appointments: a client books an offered slot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  it('books an independent master: 201 with the whole booking, the price frozen, the master told once, the client confirmed', async () => {
    const m = await independentMaster(t.db, { bufferMinutes: 15 });
    const c = await client(t.db, { firstName: 'Анна', lastName: 'Смирнова', phone: '+79161234567' });
    const res = await book(t, c, {
      master_id: m.user.id,
      service_id: m.service.id,
      starts_at: '2026-12-01T10:00:00+03:00',
      comment: 'Первый раз',
    }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      master_id: m.user.id,
      service_id: m.service.id,
      organization_id: null,
      client_id: c.user.id,
      starts_at: '2026-12-01T10:00:00+03:00',
      ends_at: '2026-12-01T11:00:00+03:00',
      time_zone: 'Europe/Moscow',
      duration_minutes: 60,
      status: 'planned',
      price: 1500,
      comment: 'Первый раз',
      cancelled_by: null,
      cancel_reason: null,
      cancelled_at: null,
      manual: false,
      created_at: NOW,
      deposit: null,
      series_id: null,
      session_id: null,
      master: {
        id: m.user.id,
        first_name: m.user.firstName,
        last_name: m.user.lastName,
        phone: m.user.phone,
        specialization: 'Парикмахер',
        deep_link: m.profile.deepLink,
        master_code: null,
      },
      service: { id: m.service.id, name: 'Стрижка', duration_minutes: 60, price: 1500 },
      client: { id: c.user.id, first_name: 'Анна', last_name: 'Смирнова', phone: '+79161234567' },
      organization: null,
    });
    const row = await appointmentRow(t.db, res.body.id);
    // the database holds the rest after it: end + the master's 15-minute buffer
    expect(row.occupied_until.toISOString()).toBe('2026-12-01T08:15:00.000Z');

    // a later price change does not touch the booking
    await t.db.query(`UPDATE services SET price = 9999 WHERE id = $1`, [m.service.id]);
    const mine = await t.http.get('/api/appointments/my').set(auth(c.tg)).expect(200);
    expect(mine.body.appointments[0]).toMatchObject({ id: res.body.id, price: 1500, service: { price: 9999 } });

    const notices = await noticesAbout(t.db, res.body.id);
    expect(notices).toEqual([
      {
        user_id: m.user.id,
        chat_id: m.tg.id,
        kind: 'appointment_booked',
        payload: {
          appointment_id: res.body.id,
          to: 'master',
          starts_at: '2026-12-01T10:00:00+03:00',
          time_zone: 'Europe/Moscow',
          service_name: 'Стрижка',
          master_name: `${m.user.firstName} ${m.user.lastName}`,
          client_name: 'Анна Смирнова',
          client_phone: '+79161234567',
          organization_name: null,
          comment: 'Первый раз',
          manual: false,
        },
      },
      {
        user_id: c.user.id,
        chat_id: c.tg.id,
        kind: 'appointment_booked',
        payload: {
          appointment_id: res.body.id,
          to: 'client',
          starts_at: '2026-12-01T10:00:00+03:00',
          time_zone: 'Europe/Moscow',
          service_name: 'Стрижка',
          master_name: `${m.user.firstName} ${m.user.lastName}`,
          client_name: 'Анна Смирнова',
          client_phone: '+79161234567',
          organization_name: null,
          comment: 'Первый раз',
          manual: false,
          address: m.profile.address,
          contact_phone: m.user.phone,
        },
      },
    ]);
  });

  it("books an organization master: the organization's booking, told to the master, the owner and the admin once each", async () => {
    const s = await salon(t.db);
    const c = await client(t.db);
    const res = await book(t, c, {
      master_id: s.master.user.id,
      service_id: s.service.id,
      starts_at: '2026-12-02T12:30:00+03:00',
    }).expect(201);
    const [{ master_code: code }]: { master_code: string }[] = await t.db.query(
      `SELECT master_code FROM organization_members WHERE user_id = $1 AND role = 'master'`,
      [s.master.user.id],
    );
    expect(res.body).toMatchObject({
      organization_id: s.owner.org.id,
      price: 2000,
      organization: { id: s.owner.org.id, name: 'Салон Лотос', address: 'Москва, Тверская 1', phone: '+74951234567' },
      // the links My records moves a booking through: the organization master's code, no independent link
      master: { deep_link: null, master_code: code },
      ends_at: '2026-12-02T13:30:00+03:00',
    });
    const notices = await noticesAbout(t.db, res.body.id);
    expect(notices.map((n) => [n.user_id, n.kind, n.payload.to]).sort()).toEqual(
      [
        [s.master.user.id, 'appointment_booked', 'master'],
        [s.owner.user.id, 'appointment_booked', 'master'],
        [s.admin.user.id, 'appointment_booked', 'master'],
        [c.user.id, 'appointment_booked', 'client'],
      ].sort(),
    );
    expect(notices[0].payload.organization_name).toBe('Салон Лотос');
    // the client's confirmation says where to come and whom to call
    expect(notices.find((n) => n.payload.to === 'client')!.payload).toMatchObject({
      address: 'Москва, Тверская 1',
      contact_phone: s.master.user.phone ?? '+74951234567',
    });
  });

  it('answers instants in the master zone, whatever offset the client wrote', async () => {
    const m = await independentMaster(t.db, { timeZone: 'Asia/Vladivostok' });
    const c = await client(t.db);
    // Wednesday 2026-12-02 09:00 in Vladivostok (+10) is 23:00 UTC the day before
    const res = await book(t, c, {
      master_id: m.user.id,
      service_id: m.service.id,
      starts_at: '2026-12-01T23:00:00Z',
    }).expect(201);
    expect(res.body).toMatchObject({
      starts_at: '2026-12-02T09:00:00+10:00',
      ends_at: '2026-12-02T10:00:00+10:00',
      time_zone: 'Asia/Vladivostok',
    });
  });

  it('books a start inside an overnight interval of the day before', async () => {
    const m = await independentMaster(t.db, {
      pattern: {
        type: 'weekly',
        week: { mon: [], tue: [['20:00', '02:00']], wed: [], thu: [], fri: [], sat: [], sun: [] },
      },
    });
    const c = await client(t.db);
    await book(t, c, { master_id: m.user.id, service_id: m.service.id, starts_at: '2026-12-02T01:00:00+03:00' }).expect(
      201,
    );
    await book(t, c, { master_id: m.user.id, service_id: m.service.id, starts_at: '2026-12-02T01:30:00+03:00' }).expect(
      422,
    );
  });

  describe('a time someone holds: 409', () => {
    it('the same start, an overlapping start, and a start inside the buffer after a booking', async () => {
      const m = await independentMaster(t.db, { bufferMinutes: 30 });
      const first = await client(t.db);
      const second = await client(t.db);
      const at = (time: string) => ({
        master_id: m.user.id,
        service_id: m.service.id,
        starts_at: `2026-12-03T${time}:00+03:00`,
      });
      await book(t, first, at('10:00')).expect(201);
      const counts = await tableCounts(t.db);
      expect((await book(t, second, at('10:00')).expect(409)).body).toEqual(TAKEN);
      expect((await book(t, second, at('10:30')).expect(409)).body).toEqual(TAKEN);
      expect((await book(t, second, at('09:30')).expect(409)).body).toEqual(TAKEN); // would end at 10:30
      expect((await book(t, second, at('11:00')).expect(409)).body).toEqual(TAKEN); // the master's rest until 11:30
      expect(await tableCounts(t.db)).toEqual(counts);
      await book(t, second, at('11:30')).expect(201);
    });
  });

  describe('a time never offered: 422', () => {
    it.each([
      ['outside working hours', '2026-12-01T19:00:00+03:00'],
      ['ending after closing', '2026-12-01T17:30:00+03:00'],
      ['a day off', '2026-12-05T10:00:00+03:00'],
      ['in the past', '2026-11-30T10:00:00+03:00'],
      ['earlier today', '2026-12-01T08:30:00+03:00'],
      ['off the grid', '2026-12-01T10:10:00+03:00'],
      ['with seconds', '2026-12-01T10:00:30+03:00'],
      ['beyond the horizon', '2027-01-15T10:00:00+03:00'],
    ])('%s', async (_what, startsAt) => {
      const m = await independentMaster(t.db, { horizonDays: 30 });
      const c = await client(t.db);
      const counts = await tableCounts(t.db);
      const res = await book(t, c, { master_id: m.user.id, service_id: m.service.id, starts_at: startsAt });
      expect([res.status, res.body]).toEqual([422, UNAVAILABLE]);
      expect(await tableCounts(t.db)).toEqual(counts);
    });

    it('within the minimum notice, or during a block', async () => {
      const m = await independentMaster(t.db, { minNoticeMinutes: 120 });
      const c = await client(t.db);
      const at = (s: string) => ({ master_id: m.user.id, service_id: m.service.id, starts_at: s });
      expect((await book(t, c, at('2026-12-01T10:30:00+03:00')).expect(422)).body).toEqual(UNAVAILABLE);
      await makeBlock(t.db, m.user.id, '2026-12-01T12:00:00+03:00', '2026-12-01T13:00:00+03:00', 'Обед');
      expect((await book(t, c, at('2026-12-01T12:30:00+03:00')).expect(422)).body).toEqual(UNAVAILABLE);
      await book(t, c, at('2026-12-01T11:00:00+03:00')).expect(201);
    });

    it('a master without a schedule has no slots', async () => {
      const m = await makeMaster(t.db);
      const s = await makeService(t.db, { masterId: m.user.id });
      const c = await client(t.db);
      const res = await book(t, c, { master_id: m.user.id, service_id: s.id, starts_at: '2026-12-01T10:00:00+03:00' });
      expect([res.status, res.body]).toEqual([422, UNAVAILABLE]);
    });
  });

  describe('refusals about who and what', () => {
    it('unknown, blocked or non-master users are "Мастер не найден"; foreign or unknown services "Услуга не найдена"', async () => {
      const m = await independentMaster(t.db);
      const other = await independentMaster(t.db);
      const blocked = await independentMaster(t.db);
      await t.db.query(`UPDATE users SET is_blocked = true WHERE id = $1`, [blocked.user.id]);
      const s = await salon(t.db);
      const plain = await client(t.db);
      const c = await client(t.db);
      const at = '2026-12-01T10:00:00+03:00';
      const cases: [number, number, number, string][] = [
        [2_000_000_000, m.service.id, 404, 'Мастер не найден'],
        [blocked.user.id, blocked.service.id, 404, 'Мастер не найден'],
        [plain.user.id, m.service.id, 404, 'Мастер не найден'],
        [m.user.id, other.service.id, 404, 'Услуга не найдена'],
        [m.user.id, 2_000_000_000, 404, 'Услуга не найдена'],
        [m.user.id, s.service.id, 404, 'Услуга не найдена'],
        [s.master.user.id, m.service.id, 404, 'Услуга не найдена'],
      ];
      const counts = await tableCounts(t.db);
      for (const [masterId, serviceId, status, detail] of cases) {
        const res = await book(t, c, { master_id: masterId, service_id: serviceId, starts_at: at });
        const code = detail === 'Мастер не найден' ? 'master_not_found' : 'service_not_found';
        expect([masterId, serviceId, res.status, res.body]).toEqual([masterId, serviceId, status, { detail, code }]);
      }
      expect(await tableCounts(t.db)).toEqual(counts);
    });

    it('an organization service not assigned to the master is not theirs', async () => {
      const s = await salon(t.db);
      const other = await makeService(t.db, { organizationId: s.owner.org.id }, { name: 'Педикюр' });
      await t.db.query(
        `INSERT INTO organization_master_services (organization_id, master_id, service_ids) VALUES ($1, $2, $3)`,
        [s.owner.org.id, s.master.user.id, [s.service.id]],
      );
      const c = await client(t.db);
      const at = { master_id: s.master.user.id, starts_at: '2026-12-01T10:00:00+03:00' };
      expect((await book(t, c, { ...at, service_id: other.id }).expect(404)).body).toEqual({
        detail: 'Услуга не найдена',
        code: 'service_not_found',
      });
      await book(t, c, { ...at, service_id: s.service.id }).expect(201);
    });

    it('a blocked organization member or a blocked owner hides the master', async () => {
      const s = await salon(t.db);
      const c = await client(t.db);
      const body = { master_id: s.master.user.id, service_id: s.service.id, starts_at: '2026-12-01T10:00:00+03:00' };
      await t.db.query(`UPDATE users SET is_blocked = true WHERE id = $1`, [s.owner.user.id]);
      expect((await book(t, c, body).expect(404)).body).toEqual({
        detail: 'Мастер не найден',
        code: 'master_not_found',
      });
      await t.db.query(`UPDATE users SET is_blocked = false WHERE id = $1`, [s.owner.user.id]);
      await t.db.query(`UPDATE organization_members SET is_blocked = true WHERE user_id = $1`, [s.master.user.id]);
      expect((await book(t, c, body).expect(404)).body).toEqual({
        detail: 'Мастер не найден',
        code: 'master_not_found',
      });
    });

    it('nobody books themself; a profile without a phone is asked for one', async () => {
      const m = await independentMaster(t.db);
      const body = { master_id: m.user.id, service_id: m.service.id, starts_at: '2026-12-01T10:00:00+03:00' };
      expect((await book(t, m, body).expect(422)).body).toEqual({
        detail: 'Нельзя записаться к самому себе',
        code: 'self_booking',
      });
      const noPhone = await makeUser(t.db, 'client', { phone: null });
      expect((await book(t, noPhone, body).expect(422)).body).toEqual({
        detail: 'Укажите номер телефона в профиле',
        code: 'phone_required',
      });
    });

    it('malformed bodies are 422 on the field', async () => {
      const m = await independentMaster(t.db);
      const c = await client(t.db);
      const ok = { master_id: m.user.id, service_id: m.service.id, starts_at: '2026-12-01T10:00:00+03:00' };
      const field = async (body: object) => (await book(t, c, body).expect(422)).body.detail[0].loc;
      expect(await field({ ...ok, starts_at: '2026-12-01 10:00' })).toEqual(['body', 'starts_at']);
      expect(await field({ ...ok, starts_at: '2026-12-01T10:00:00' })).toEqual(['body', 'starts_at']);
      expect(await field({ ...ok, master_id: '5' })).toEqual(['body', 'master_id']);
      expect(await field({ ...ok, service_id: undefined })).toEqual(['body', 'service_id']);
      expect(await field({ ...ok, comment: 'я'.repeat(1001) })).toEqual(['body', 'comment']);
      expect(await field({ ...ok, idempotency_key: 'a b' })).toEqual(['body', 'idempotency_key']);
      expect(await field({ ...ok, price: 1 })).toEqual(['body', 'price']);
    });
  });

  describe('idempotency', () => {
    it('the same key from the same client answers the first booking again; nothing new is written', async () => {
      const m = await independentMaster(t.db);
      const c = await client(t.db);
      const body = {
        master_id: m.user.id,
        service_id: m.service.id,
        starts_at: '2026-12-04T10:00:00+03:00',
        idempotency_key: 'tap-7f3a',
      };
      const first = await book(t, c, body).expect(201);
      const counts = await tableCounts(t.db);
      const again = await book(t, c, body).expect(201);
      expect(again.body).toEqual(first.body);
      expect(await tableCounts(t.db)).toEqual(counts);
      // another key for the same time is a second booking attempt: the time is taken
      expect((await book(t, c, { ...body, idempotency_key: 'tap-other' }).expect(409)).body).toEqual(TAKEN);
      // another client's identical key is theirs alone
      expect((await book(t, await client(t.db), body).expect(409)).body).toEqual(TAKEN);
      expect(await noticesAbout(t.db, first.body.id)).toHaveLength(2); // the master's and the client's
    });

    it('ten requests with one key at once give one booking and ten identical answers', async () => {
      const m = await independentMaster(t.db);
      const c = await client(t.db);
      const body = {
        master_id: m.user.id,
        service_id: m.service.id,
        starts_at: '2026-12-04T12:00:00+03:00',
        idempotency_key: 'double-tap',
      };
      const answers = await Promise.all(Array.from({ length: 10 }, () => book(t, c, body)));
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
      const [{ n }]: { n: number }[] = await t.db.query(
        `SELECT count(*)::int AS n FROM appointments WHERE master_id = $1`,
        [m.user.id],
      );
      expect(n).toBe(1);
      expect(await noticesAbout(t.db, answers[0].body.id)).toHaveLength(2);
    });
  });

  it('a slot the public slot read offers is bookable, and then no longer offered', async () => {
    const m = await independentMaster(t.db);
    await makeSchedule(t.db, (await makeMaster(t.db)).user.id); // another master's schedule changes nothing
    const slots = async () =>
      (
        await t.http
          .get(
            `/api/public/master/${m.profile.deepLink}/slots?service_id=${m.service.id}&from=2026-12-07&to=2026-12-07`,
          )
          .expect(200)
      ).body.days[0].slots as string[];
    const before = await slots();
    expect(before[0]).toBe('2026-12-07T09:00:00+03:00');
    await book(t, await client(t.db), { master_id: m.user.id, service_id: m.service.id, starts_at: before[0] }).expect(
      201,
    );
    const after = await slots();
    expect(after).not.toContain('2026-12-07T09:00:00+03:00');
    expect(after).not.toContain('2026-12-07T09:30:00+03:00');
    expect(after[0]).toBe('2026-12-07T10:00:00+03:00');
  });

  it('any instant of the accepted shape (years 1970-9999, any offset) is 201, 409 or 422, never 5xx', async () => {
    const m = await independentMaster(t.db, { timeZone: 'Asia/Kolkata', slotStepMinutes: 15 });
    const pad = (n: number, w = 2) => String(n).padStart(w, '0');
    const instant = fc
      .record({
        y: fc.oneof(fc.integer({ min: 1970, max: 9999 }), fc.constant(2026)),
        mo: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 28 }),
        h: fc.integer({ min: 0, max: 23 }),
        mi: fc.constantFrom(0, 15, 30, 45, 7, 59),
        off: fc.oneof(fc.constant('Z'), fc.constantFrom('+03:00', '+05:30', '-12:00', '+14:00', '+23:59', '-23:59')),
      })
      .map((x) => `${pad(x.y, 4)}-${pad(x.mo)}-${pad(x.d)}T${pad(x.h)}:${pad(x.mi)}:00${x.off}`);
    await fc.assert(
      fc.asyncProperty(instant, async (at) => {
        // a new client each time: one client's 60 bookings in a minute would meet the booking limits
        const staff = await client(t.db);
        const counts = await tableCounts(t.db);
        const body = { master_id: m.user.id, service_id: m.service.id, starts_at: at };
        const booked = await book(t, staff, body);
        expect([at, [201, 409, 422].includes(booked.status)]).toEqual([at, true]);
        const moved = await t.http
          .post(`/api/appointments/manual`)
          .set(auth(m.tg))
          .send({
            ...body,
            client_name: 'Гость',
            client_phone: '+79161112233',
          });
        expect([at, [201, 409, 422].includes(moved.status)]).toEqual([at, true]);
        if (booked.status !== 201 && moved.status !== 201) expect(await tableCounts(t.db)).toEqual(counts);
      }),
      { numRuns: 60 },
    );
  });
});
