import * as slotRunner from '../../src/schedules/master-days';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { makeMember, makeOwner, makeService, Made } from '../factories';
import { makeBlock, makeSchedule, WEEKDAYS_9_TO_18 } from '../factories/schedules';
import type { Organization } from '../../src/organizations/entities/organization.entity';
import type { OrganizationMember } from '../../src/organizations/entities/organization-member.entity';
import type { Service } from '../../src/services/entities/service.entity';
import { book, client, independentMaster, IndependentMaster, setNow } from './appointments-support';

// the slot engine's entry points, counted (and run as they are)
jest.mock('../../src/schedules/master-days', () => {
  const actual = jest.requireActual<typeof import('../../src/schedules/master-days')>(
    '../../src/schedules/master-days',
  );
  return { ...actual, masterDays: jest.fn(actual.masterDays), anyMasterDays: jest.fn(actual.anyMasterDays) };
});
const computed = {
  master: slotRunner.masterDays as jest.MockedFunction<typeof slotRunner.masterDays>,
  anyMaster: slotRunner.anyMasterDays as jest.MockedFunction<typeof slotRunner.anyMasterDays>,
};

/**
 * What a public slot read may cost: an "any master" read computes at most MAX_MASTER_DAYS master-days, and
 * a repeated read while nothing changed is answered without computing again, yet sees every booking and
 * schedule change at once, also one made through another instance on the same database.
 */

/** Monday 2026-11-30, 08:00 in Moscow. */
const NOW = '2026-11-30T08:00:00+03:00';
type Day = { date: string; slots: string[] };

describe('the work of one "any master" read is capped', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    setNow(t, NOW);
  });
  afterAll(() => t.close());

  let tg = 8_000_000_000 + Math.floor(Math.random() * 1000) * 100_000;

  /** A salon with `masters` masters who all work Mon–Fri 09–18 at a 5-minute step (written in bulk). */
  async function salonOf(masters: number): Promise<{ org: Organization; service: Service }> {
    const owner = await makeOwner(t.db);
    const service = await makeService(t.db, { organizationId: owner.org.id }, { name: 'Маникюр', durationMinutes: 60 });
    await t.db.query(
      `WITH u AS (
         INSERT INTO users (telegram_id, first_name, phone, user_type, language_code)
         SELECT $2::bigint + g, 'Мастер', '+79161234567', 'client', 'ru' FROM generate_series(1, $3::int) g
         RETURNING id),
       m AS (
         INSERT INTO organization_members (organization_id, user_id, role, master_code)
         SELECT $1, u.id, 'master', 'bulk' || u.id FROM u RETURNING user_id)
       INSERT INTO master_schedules (master_id, time_zone, pattern, slot_step_minutes)
       SELECT m.user_id, 'Europe/Moscow', $4::jsonb, 5 FROM m`,
      [owner.org.id, tg, masters, JSON.stringify(WEEKDAYS_9_TO_18)],
    );
    tg += masters;
    return { org: owner.org, service };
  }

  const read = (s: { org: Organization; service: Service }, from: string, to: string) =>
    t.http.get(`/api/public/organization/${s.org.deepLink}/slots?service_id=${s.service.id}&from=${from}&to=${to}`);

  it('40 masters over 62 days: the answer stops after 12 dates (480 master-days), starting where asked', async () => {
    const s = await salonOf(40);
    const res = await read(s, '2026-12-01', '2027-01-31').expect(200);
    const dates = (res.body.days as Day[]).map((d) => d.date);
    expect(dates[0]).toBe('2026-12-01');
    expect(dates).toHaveLength(12);
    expect(dates[11]).toBe('2026-12-12');
    expect(res.body.masters).toHaveLength(40);
  }, 60_000);

  it("the mini app's pages are answered whole: 15 dates for 30 masters, and 3 dates for any salon", async () => {
    const s = await salonOf(30);
    expect((await read(s, '2026-12-01', '2026-12-15').expect(200)).body.days).toHaveLength(15);
    const big = await salonOf(200);
    expect((await read(big, '2026-12-01', '2026-12-03').expect(200)).body.days).toHaveLength(3);
    expect((await read(big, '2026-12-01', '2026-12-15').expect(200)).body.days).toHaveLength(3);
  }, 120_000);
});

describe('a repeated slot read while nothing changed', () => {
  let t: TestApp;
  let other: TestApp;
  let m: IndependentMaster;
  let salon: { org: Organization; service: Service; anna: Made; boris: Made & { member: OrganizationMember } };
  beforeAll(async () => {
    t = await createTestApp();
    // a second instance on the same database
    other = await createTestApp({ databaseUrl: t.config.databaseUrl });
    setNow(t, NOW);
    setNow(other, NOW);
    m = await independentMaster(t.db);
    const owner = await makeOwner(t.db);
    const service = await makeService(t.db, { organizationId: owner.org.id }, { name: 'Маникюр', durationMinutes: 60 });
    const anna = await makeMember(t.db, owner.org, 'master');
    const boris = await makeMember(t.db, owner.org, 'master');
    await makeSchedule(t.db, anna.user.id);
    await makeSchedule(t.db, boris.user.id, { minNoticeMinutes: 120 });
    salon = { org: owner.org, service, anna, boris };
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const masterRead = () =>
    t.http.get(
      `/api/public/master/${m.profile.deepLink}/slots?service_id=${m.service.id}&from=2026-12-01&to=2026-12-14`,
    );
  const salonRead = () =>
    t.http.get(
      `/api/public/organization/${salon.org.deepLink}/slots?service_id=${salon.service.id}&from=2026-12-01&to=2026-12-14`,
    );
  const firstDay = (res: { body: { days: Day[] } }) => res.body.days[0].slots.map((s) => s.slice(11, 16));

  it('is answered with the same bytes without computing the slots again', async () => {
    const start = computed.master.mock.calls.length;
    const first = await masterRead().expect(200);
    const before = computed.master.mock.calls.length;
    // the counting sees the first read compute
    expect(before).toBeGreaterThan(start);
    for (let i = 0; i < 5; i++) expect((await masterRead().expect(200)).text).toBe(first.text);
    expect(computed.master.mock.calls.length).toBe(before);

    const any = await salonRead().expect(200);
    const anyBefore = computed.anyMaster.mock.calls.length;
    for (let i = 0; i < 5; i++) expect((await salonRead().expect(200)).text).toBe(any.text);
    expect(computed.anyMaster.mock.calls.length).toBe(anyBefore);
  });

  it('sees a booking made through another instance at once', async () => {
    expect(firstDay(await masterRead().expect(200))[0]).toBe('09:00');
    const c = await client(other.db);
    await other.http
      .post('/api/appointments')
      .set(auth(c.tg))
      .send({ master_id: m.user.id, service_id: m.service.id, starts_at: '2026-12-01T09:00:00+03:00' })
      .expect(201);
    const after = firstDay(await masterRead().expect(200));
    expect(after).not.toContain('09:00');
    expect(after).not.toContain('09:30');
    expect(after[0]).toBe('10:00');
  });

  it('sees a cancellation, a block and a schedule change at once', async () => {
    const c = await client(t.db);
    const booked = await book(t, c, {
      master_id: m.user.id,
      service_id: m.service.id,
      starts_at: '2026-12-01T12:00:00+03:00',
    }).expect(201);
    expect(firstDay(await masterRead().expect(200))).not.toContain('12:00');
    await other.http.post(`/api/appointments/${booked.body.id}/cancel`).set(auth(c.tg)).send({}).expect(200);
    expect(firstDay(await masterRead().expect(200))).toContain('12:00');

    await makeBlock(other.db, m.user.id, '2026-12-01T12:00:00+03:00', '2026-12-01T13:00:00+03:00');
    expect(firstDay(await masterRead().expect(200))).not.toContain('12:00');

    await other.db.query(`UPDATE master_schedules SET slot_step_minutes = 60 WHERE master_id = $1`, [m.user.id]);
    expect(firstDay(await masterRead().expect(200))).not.toContain('10:30');
  });

  it("an organization's answer sees its masters' bookings at once", async () => {
    const before = (await salonRead().expect(200)).body.days[0].slots as { starts_at: string; master_ids: number[] }[];
    expect(before[0]).toEqual({
      starts_at: '2026-12-01T09:00:00+03:00',
      master_ids: [salon.anna.user.id, salon.boris.user.id].sort((a, b) => a - b),
    });
    const c = await client(other.db);
    await other.http
      .post('/api/appointments')
      .set(auth(c.tg))
      .send({ master_id: salon.anna.user.id, service_id: salon.service.id, starts_at: '2026-12-01T09:00:00+03:00' })
      .expect(201);
    const after = (await salonRead().expect(200)).body.days[0].slots as { starts_at: string; master_ids: number[] }[];
    expect(after[0]).toEqual({ starts_at: '2026-12-01T09:00:00+03:00', master_ids: [salon.boris.user.id] });
  });

  it("a master's outside busy times: a repeat is answered without computing, and their change is seen at once", async () => {
    const boris = salon.boris.user.id;
    const [conn] = await other.db.query<{ id: number }[]>(
      `INSERT INTO calendar_connections (master_id, provider, account, server_url, secret)
       VALUES ($1, 'caldav', 'boris@example.test', 'https://caldav.example.test', 'not-a-secret') RETURNING id`,
      [boris],
    );
    await other.db.query(
      `INSERT INTO calendar_busy (connection_id, master_id, provider, starts_at, ends_at)
       VALUES ($1, $2, 'caldav', '2026-12-01T15:00:00+03:00', '2026-12-01T16:00:00+03:00')`,
      [conn.id, boris],
    );
    const at15 = (res: { body: { days: { slots: { starts_at: string; master_ids: number[] }[] }[] } }) =>
      res.body.days[0].slots.find((s) => s.starts_at === '2026-12-01T15:00:00+03:00')?.master_ids;
    const borisRead = () =>
      t.http.get(
        `/api/public/organization-master/${salon.boris.member.masterCode}/slots?service_id=${salon.service.id}` +
          '&from=2026-12-01&to=2026-12-14',
      );
    const borisAt15 = async () => firstDay(await borisRead().expect(200)).includes('15:00');
    expect(await borisAt15()).toBe(false);
    expect(await borisAt15()).toBe(false);
    const first = await salonRead().expect(200);
    expect(at15(first)).toEqual([salon.anna.user.id]);
    const calls = computed.anyMaster.mock.calls.length;
    expect((await salonRead().expect(200)).text).toBe(first.text);
    expect(computed.anyMaster.mock.calls.length).toBe(calls);

    await other.db.query(`DELETE FROM calendar_connections WHERE id = $1`, [conn.id]);
    expect(at15(await salonRead().expect(200))).toEqual([salon.anna.user.id, boris].sort((a, b) => a - b));
    expect(await borisAt15()).toBe(true);
  });

  it('as time passes, a start that can no longer be booked is gone from the next answer', async () => {
    // Anna (no notice) is booked 09:00-10:00 by the test above; Boris needs two hours' notice
    setNow(t, '2026-12-01T09:59:00+03:00');
    const early = (await salonRead().expect(200)).body.days[0].slots as { starts_at: string; master_ids: number[] }[];
    expect(early[0]).toEqual({ starts_at: '2026-12-01T10:00:00+03:00', master_ids: [salon.anna.user.id] });
    // half a minute later nothing has changed: the kept answer is given
    const calls = computed.anyMaster.mock.calls.length;
    setNow(t, '2026-12-01T09:59:30+03:00');
    expect((await salonRead().expect(200)).body.days[0].slots).toEqual(early);
    expect(computed.anyMaster.mock.calls.length).toBe(calls);
    // a second past 10:00 Anna's 10:00 is gone, and Boris's first start is 12:30
    setNow(t, '2026-12-01T10:00:01+03:00');
    const later = (await salonRead().expect(200)).body.days[0].slots as { starts_at: string; master_ids: number[] }[];
    expect(later[0]).toEqual({ starts_at: '2026-12-01T10:30:00+03:00', master_ids: [salon.anna.user.id] });
    expect(later.find((s) => s.master_ids.includes(salon.boris.user.id))?.starts_at).toBe('2026-12-01T12:30:00+03:00');
  });
});
