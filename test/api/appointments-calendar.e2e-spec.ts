import type {
  AppointmentResponse,
  CalendarAppointment,
  CalendarMaster,
  CalendarResponse,
} from '../../src/appointments/appointments.contract';
import { makeMember, makeOwner, makeService, makeUser, Made } from '../factories';
import { makeSchedule } from '../factories/schedules';
import { auth, createTestApp, superAdmin, TestApp } from '../support/test-app';
import { tableCounts } from '../support/world';
import { ALL_DAY, book, client, independentMaster, noticesAbout, NOW, salon, setNow } from './appointments-support';

/** A calendar's booking with its master, service and organization taken from the calendar's lists. */
function fullAnswer(c: CalendarResponse, a: CalendarAppointment): AppointmentResponse {
  const master = c.masters.find((m) => m.id === a.master_id && m.organization_id === a.organization_id);
  expect(master).toBeDefined();
  const { organization_id: _org, ...shown } = master!;
  return {
    ...a,
    master: shown,
    service: c.services.find((x) => x.id === a.service_id) ?? null,
    organization: c.organizations.find((x) => x.id === a.organization_id) ?? null,
  };
}

describe('manual bookings, calendars and "my records"', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  const manual = (who: Made, body: object) => t.http.post('/api/appointments/manual').set(auth(who.tg)).send(body);
  const calendar = (who: Made, query: string) => t.http.get(`/api/appointments/calendar?${query}`).set(auth(who.tg));
  const my = (who: Made, scope?: string) =>
    t.http.get(`/api/appointments/my${scope ? `?scope=${scope}` : ''}`).set(auth(who.tg));
  const walkIn = { client_name: 'Пётр Иванов', client_phone: '8 (916) 555-44-33' };

  describe('POST /appointments/manual', () => {
    it('the master books a phone client off the grid and after hours: no account, name and phone as typed', async () => {
      const m = await independentMaster(t.db);
      const res = await manual(m, {
        ...walkIn,
        master_id: m.user.id,
        service_id: m.service.id,
        starts_at: '2026-12-01T19:10:00+03:00',
        comment: 'Позвонил по телефону',
      }).expect(201);
      expect(res.body).toMatchObject({
        master_id: m.user.id,
        client_id: null,
        manual: true,
        status: 'planned',
        starts_at: '2026-12-01T19:10:00+03:00',
        ends_at: '2026-12-01T20:10:00+03:00',
        price: 1500,
        comment: 'Позвонил по телефону',
        client: { id: null, first_name: 'Пётр Иванов', last_name: null, phone: '+79165554433' },
      });
      // the master made it: nobody else to tell
      expect(await noticesAbout(t.db, res.body.id)).toEqual([]);
      // never overlapping, even by hand
      const counts = await tableCounts(t.db);
      const again = await manual(m, {
        ...walkIn,
        master_id: m.user.id,
        service_id: m.service.id,
        starts_at: '2026-12-01T20:00:00+03:00',
      });
      expect([again.status, again.body]).toEqual([409, { detail: 'Это время уже занято', code: 'slot_taken' }]);
      expect(await tableCounts(t.db)).toEqual(counts);
    });

    it("the owner and an admin book for the organization's master, who is told; recording a visit up to a day back", async () => {
      const s = await salon(t.db);
      const body = { ...walkIn, master_id: s.master.user.id, service_id: s.service.id };
      const byOwner = await manual(s.owner, { ...body, starts_at: '2026-11-30T12:00:00+03:00' }).expect(201);
      expect(byOwner.body.organization_id).toBe(s.owner.org.id);
      // the master and the rest of the organization's side (the admin; the owner made it)
      expect((await noticesAbout(t.db, byOwner.body.id)).map((n) => [n.user_id, n.payload.manual])).toEqual([
        [s.master.user.id, true],
        [s.admin.user.id, true],
      ]);
      await manual(s.admin, { ...body, starts_at: '2026-12-03T15:00:00+03:00' }).expect(201);
      expect((await manual(s.owner, { ...body, starts_at: '2026-11-30T08:59:00+03:00' }).expect(422)).body).toEqual({
        detail: 'Нельзя записать на время раньше, чем сутки назад',
        code: 'manual_too_early',
      });
      expect((await manual(s.owner, { ...body, starts_at: '2028-01-01T10:00:00+03:00' }).expect(422)).body).toEqual({
        detail: 'Нельзя записать больше чем на год вперёд',
        code: 'manual_too_late',
      });
    });

    it('nobody else: clients, other masters, other owners get 403', async () => {
      const s = await salon(t.db);
      const body = { ...walkIn, master_id: s.master.user.id, service_id: s.service.id, starts_at: NOW };
      const others = [
        await client(t.db),
        await independentMaster(t.db),
        await makeOwner(t.db),
        await makeMember(t.db, s.owner.org, 'master'),
      ];
      const counts = await tableCounts(t.db);
      for (const who of others)
        expect((await manual(who, body).expect(403)).body).toEqual({ detail: 'Доступ запрещён', code: 'forbidden' });
      expect(await tableCounts(t.db)).toEqual(counts);
    });

    it('checks the fields', async () => {
      const m = await independentMaster(t.db);
      const body = { ...walkIn, master_id: m.user.id, service_id: m.service.id, starts_at: NOW };
      const loc = async (b: object) => (await manual(m, b).expect(422)).body.detail[0];
      expect(await loc({ ...body, client_name: ' A ' })).toEqual({
        loc: ['body', 'client_name'],
        msg: 'Имя клиента должно содержать минимум 2 символа',
      });
      expect(await loc({ ...body, client_phone: '12345' })).toEqual({
        loc: ['body', 'client_phone'],
        msg: 'Неверный формат номера телефона',
      });
      expect((await loc({ ...body, client_phone: undefined })).loc).toEqual(['body', 'client_phone']);
      expect((await manual(m, { ...body, service_id: 2_000_000_000 }).expect(404)).body).toEqual({
        detail: 'Услуга не найдена',
        code: 'service_not_found',
      });
    });
  });

  describe('GET /appointments/calendar', () => {
    it("the master's own days (every status, by start), the owner's salon, one master of it", async () => {
      const s = await salon(t.db);
      const second = await makeMember(t.db, s.owner.org, 'master');
      await makeSchedule(t.db, second.user.id);
      const c = await client(t.db);
      const first = (
        await book(t, c, {
          master_id: s.master.user.id,
          service_id: s.service.id,
          starts_at: '2026-12-02T12:00:00+03:00',
        }).expect(201)
      ).body;
      const early = (
        await manual(s.owner, {
          ...walkIn,
          master_id: s.master.user.id,
          service_id: s.service.id,
          starts_at: '2026-12-02T09:00:00+03:00',
        }).expect(201)
      ).body;
      const other = (
        await book(t, c, {
          master_id: second.user.id,
          service_id: s.service.id,
          starts_at: '2026-12-02T10:00:00+03:00',
        }).expect(201)
      ).body;
      const cancelled = (
        await book(t, c, {
          master_id: s.master.user.id,
          service_id: s.service.id,
          starts_at: '2026-12-03T10:00:00+03:00',
        }).expect(201)
      ).body;
      await t.http.post(`/api/appointments/${cancelled.id}/cancel`).set(auth(c.tg)).send({}).expect(200);
      // outside the range
      await book(t, c, {
        master_id: s.master.user.id,
        service_id: s.service.id,
        starts_at: '2026-12-07T10:00:00+03:00',
      }).expect(201);

      const ids = (body: { appointments: { id: number }[] }) => body.appointments.map((a) => a.id);
      const own = (await calendar(s.master, 'from=2026-12-01&to=2026-12-03').expect(200)).body;
      expect(own).toMatchObject({ from: '2026-12-01', to: '2026-12-03', time_zone: 'Europe/Moscow' });
      expect(ids(own)).toEqual([early.id, first.id, cancelled.id]);
      expect(own.appointments[2]).toMatchObject({ status: 'cancelled', cancelled_by: 'client' });
      // each booking with its master, service and organization from the lists is POST's answer
      expect(fullAnswer(own, own.appointments[1])).toEqual(first);
      expect(fullAnswer(own, own.appointments[0])).toEqual(early);
      expect(own.masters).toHaveLength(1);

      const all = (await calendar(s.owner, 'from=2026-12-01&to=2026-12-03').expect(200)).body;
      expect(ids(all)).toEqual([early.id, other.id, first.id, cancelled.id]);
      const admins = (await calendar(s.admin, 'from=2026-12-01&to=2026-12-03').expect(200)).body;
      expect(ids(admins)).toEqual(ids(all));
      // every master, service and organization once, whatever the number of bookings
      expect(all.masters.map((x: CalendarMaster) => [x.id, x.organization_id]).sort()).toEqual(
        [
          [s.master.user.id, s.owner.org.id],
          [second.user.id, s.owner.org.id],
        ].sort(),
      );
      expect(all.services).toEqual([first.service]);
      expect(all.organizations).toEqual([first.organization]);
      expect(fullAnswer(all, all.appointments[1])).toEqual(other);
      const one = (await calendar(s.admin, `from=2026-12-02&to=2026-12-02&master_id=${second.user.id}`).expect(200))
        .body;
      expect(ids(one)).toEqual([other.id]);
      expect(one.masters.map((x: CalendarMaster) => x.id)).toEqual([second.user.id]);
    });

    it('403 for a master outside the organization, for other masters, and for clients', async () => {
      const s = await salon(t.db);
      const outsider = await independentMaster(t.db);
      const forbidden = { detail: 'Доступ запрещён', code: 'forbidden' };
      const q = 'from=2026-12-01&to=2026-12-07';
      expect((await calendar(s.owner, `${q}&master_id=${outsider.user.id}`).expect(403)).body).toEqual(forbidden);
      expect((await calendar(outsider, `${q}&master_id=${s.master.user.id}`).expect(403)).body).toEqual(forbidden);
      expect((await calendar(s.master, `${q}&master_id=${outsider.user.id}`).expect(403)).body).toEqual(forbidden);
      expect((await calendar(await client(t.db), q).expect(403)).body).toEqual(forbidden);
      await calendar(outsider, q).expect(200);
      await calendar(outsider, `${q}&master_id=${outsider.user.id}`).expect(200);
    });

    it('dates: 62 days at most, in order, real dates', async () => {
      const m = await independentMaster(t.db);
      const loc = async (q: string) => (await calendar(m, q).expect(422)).body.detail[0].loc;
      expect(await loc('from=2026-12-01&to=2027-02-01')).toEqual(['query', 'to']);
      expect(await loc('from=2026-12-05&to=2026-12-01')).toEqual(['query', 'to']);
      expect(await loc('from=2026-02-30&to=2026-03-01')).toEqual(['query', 'from']);
      expect(await loc('from=2026-12-01')).toEqual(['query', 'to']);
      expect(await loc('from=2026-12-01&to=2026-12-02&master_id=abc')).toEqual(['query', 'master_id']);
      await calendar(m, 'from=2026-12-01&to=2027-01-31').expect(200);
    });

    it("reads the master's dates in the master's zone", async () => {
      const m = await independentMaster(t.db, { timeZone: 'Asia/Vladivostok' });
      const c = await client(t.db);
      // 09:00 on Wednesday in Vladivostok is still Tuesday in Moscow
      const b = (
        await book(t, c, { master_id: m.user.id, service_id: m.service.id, starts_at: '2026-12-02T09:00:00+10:00' })
      ).body;
      const wed = (await calendar(m, 'from=2026-12-02&to=2026-12-02').expect(200)).body;
      expect(wed.appointments.map((a: { id: number }) => a.id)).toEqual([b.id]);
      expect((await calendar(m, 'from=2026-12-01&to=2026-12-01').expect(200)).body.appointments).toEqual([]);
    });
  });

  describe('GET /appointments/my', () => {
    it('upcoming: live and not over, soonest first; past: over, cancelled or finished, latest first', async () => {
      const m = await independentMaster(t.db);
      const c = await client(t.db);
      const at = async (s: string) =>
        (await book(t, c, { master_id: m.user.id, service_id: m.service.id, starts_at: s }).expect(201)).body.id;
      const later = await at('2026-12-08T10:00:00+03:00');
      const soon = await at('2026-12-01T10:00:00+03:00');
      const dropped = await at('2026-12-04T10:00:00+03:00');
      await t.http.post(`/api/appointments/${dropped}/cancel`).set(auth(c.tg)).send({}).expect(200);
      const ids = (body: { appointments: { id: number }[] }) => body.appointments.map((a) => a.id);
      expect(ids((await my(c).expect(200)).body)).toEqual([soon, later]);
      expect(ids((await my(c, 'upcoming').expect(200)).body)).toEqual([soon, later]);
      expect(ids((await my(c, 'past').expect(200)).body)).toEqual([dropped]);
      // an hour after the first one ended it is history
      setNow(t, '2026-12-01T12:00:00+03:00');
      expect(ids((await my(c).expect(200)).body)).toEqual([later]);
      expect(ids((await my(c, 'past').expect(200)).body)).toEqual([dropped, soon]);
      // someone else's list is theirs alone; the master's own bookings as a master are not "mine"
      expect((await my(await client(t.db)).expect(200)).body).toEqual({ appointments: [] });
      expect((await my(m).expect(200)).body).toEqual({ appointments: [] });
      expect((await my(c, 'all').expect(422)).body.detail[0].loc).toEqual(['query', 'scope']);
    });
  });

  describe('statistics count real bookings', () => {
    it("the organization's today and month, and the super admin's today list and count, on the app's clock", async () => {
      // The last minutes of November in Moscow (the app's clock, not the real one): bookings tonight count for
      // today and this month, the one just after midnight for neither.
      setNow(t, '2026-11-30T23:40:00+03:00');
      const owner = await makeOwner(t.db);
      const master = await makeMember(t.db, owner.org, 'master');
      await makeSchedule(t.db, master.user.id, { pattern: ALL_DAY, slotStepMinutes: 5, minNoticeMinutes: 0 });
      const service = await makeService(t.db, { organizationId: owner.org.id }, { durationMinutes: 5, price: 700 });
      const stats = async () => (await t.http.get('/api/organizations/my/stats').set(auth(owner.tg)).expect(200)).body;
      const adminToday = async () =>
        (await t.http.get('/api/admin/appointments/today').set(auth(superAdmin())).expect(200)).body.appointments as {
          id: number;
          client_name: string;
        }[];
      const adminCount = async () =>
        (await t.http.get('/api/admin/stats').set(auth(superAdmin())).expect(200)).body.appointments_today as number;
      await makeUser(t.db, 'client', {}, superAdmin()); // the super admin is a registered user too
      const before = { ...(await stats()), admin: await adminCount() };

      const slot = { master_id: master.user.id, service_id: service.id };
      const phone = await manual(owner, { ...walkIn, ...slot, starts_at: '2026-11-30T23:40:00+03:00' }).expect(201);
      const tonight = await book(t, await client(t.db), { ...slot, starts_at: '2026-11-30T23:50:00+03:00' }).expect(
        201,
      );
      const tomorrow = await book(t, await client(t.db), { ...slot, starts_at: '2026-12-01T00:10:00+03:00' }).expect(
        201,
      );
      // a cancelled one tonight does not count
      const cancelled = await manual(owner, { ...walkIn, ...slot, starts_at: '2026-11-30T23:55:00+03:00' }).expect(201);
      await t.http.post(`/api/appointments/${cancelled.body.id}/cancel`).set(auth(owner.tg)).send({}).expect(200);

      const after = await stats();
      expect(after.appointments_today - before.appointments_today).toBe(2);
      expect(after.appointments_month - before.appointments_month).toBe(2);
      expect((await adminCount()) - before.admin).toBe(2);
      const ids = (await adminToday()).map((a) => a.id);
      expect(ids).toEqual(expect.arrayContaining([phone.body.id, tonight.body.id, cancelled.body.id]));
      expect(ids).not.toContain(tomorrow.body.id);
      expect((await adminToday()).find((a) => a.id === phone.body.id)?.client_name).toBe('Пётр Иванов');

      // A minute past midnight the same bookings are yesterday's and last month's: only tomorrow's counts.
      setNow(t, '2026-12-01T00:01:00+03:00');
      const next = await stats();
      expect(next.appointments_today).toBe(1);
      expect(next.appointments_month).toBe(1);
      expect((await adminToday()).map((a) => a.id)).toContain(tomorrow.body.id);
      expect((await adminToday()).map((a) => a.id)).not.toContain(phone.body.id);
    });
  });
});
