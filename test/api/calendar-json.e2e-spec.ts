import { APPOINTMENT_SELECT, AppointmentRow } from '../../src/appointments/appointment.mapper';
import type { CalendarMaster, CalendarResponse } from '../../src/appointments/appointments.contract';
import { NON_PAGE_CSP } from '../../src/config/security-headers';
import { addDays } from '../../src/time-core/calendar-date';
import { localToInstant } from '../../src/time-core/zone';
import type { Made } from '../factories';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { CalendarWorld, calendarWorld, nodeAnswer } from './calendar-json-support';

/**
 * GET /appointments/calendar is JSON text PostgreSQL writes (src/appointments/calendar.sql.ts). It must be,
 * byte for byte, what JSON.stringify wrote of the answer Node built before: each booking by
 * appointmentFields from APPOINTMENT_SELECT's row, its master, service and organization listed once, by id.
 * (The same tests pass on the code before the change.)
 */
describe.each([
  ['PostgreSQL', undefined],
  ['embedded PGlite', 'memory://'],
])('the calendar as the database writes it, on %s', (_name, databaseUrl) => {
  let t: TestApp;
  let w: CalendarWorld;
  beforeAll(async () => {
    t = await createTestApp(databaseUrl ? { databaseUrl } : {});
    w = await calendarWorld(t.db);
  }, 120_000);
  afterAll(() => t?.close());

  /** The answer Node built for `who`'s bookings matching `where` ($1, $2: the range's bounds) in `zone`. */
  async function expected(zone: string, from: string, to: string, where: string): Promise<string> {
    const lo = new Date(localToInstant(from, 0, zone)).toISOString();
    const hi = new Date(localToInstant(addDays(to, 1), 0, zone)).toISOString();
    const rows: AppointmentRow[] = await t.db.query(
      `${APPOINTMENT_SELECT()} WHERE ${where} AND a.starts_at >= $1 AND a.starts_at < $2 ORDER BY a.starts_at, a.id`,
      [lo, hi],
    );
    return JSON.stringify(nodeAnswer(from, to, zone, rows));
  }

  async function calendar(who: Made, query: string) {
    // the plain bytes (compression has its own test): content-length says the whole answer arrived
    const res = await t.http
      .get(`/api/appointments/calendar?${query}`)
      .set(auth(who.tg))
      .set('accept-encoding', 'identity')
      .expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.text)));
    expect(res.headers['content-security-policy']).toBe(NON_PAGE_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    return res.text;
  }

  const RANGE = 'from=2026-10-24&to=2026-11-02';

  it("the owner's salon: every master, each booking in its master's zone, across both DST changes", async () => {
    const text = await calendar(w.owner, RANGE);
    const want = await expected('Europe/Berlin', '2026-10-24', '2026-11-02', `a.organization_id = ${w.owner.org.id}`);
    expect(JSON.parse(text)).toEqual(JSON.parse(want));
    expect(text).toBe(want);
    const body = JSON.parse(text) as CalendarResponse;
    expect(body.appointments).toHaveLength(157);
    expect(body.appointments[0]).toMatchObject({
      starts_at: '2026-10-25T01:30:00+02:00',
      ends_at: '2026-10-25T02:30:00+01:00',
      duration_minutes: 120,
      price: null,
      comment: '',
      manual: true,
      client: { id: null, first_name: 'Пётр "Петя"', last_name: null, phone: null },
    });
    expect(text).toContain('"price":1500.5,"comment":"Кавычки \\"так\\", \\\\слэш\\\\, </script>\\nновая');
    expect(text).toContain('"price":2000,');
    expect(body.masters.map((m) => m.id)).toEqual(
      [w.ny.user.id, w.plain.user.id, w.both.user.id].sort((a, b) => a - b),
    );
  });

  it("an admin's view of one master, and masters' own calendars (one master in two places)", async () => {
    const one = await calendar(w.admin, `${RANGE}&master_id=${w.ny.user.id}`);
    const where = `a.organization_id = ${w.owner.org.id} AND a.master_id = ${w.ny.user.id}`;
    expect(one).toBe(await expected('Europe/Berlin', '2026-10-24', '2026-11-02', where));
    const own = await calendar(w.ny, RANGE);
    expect(own).toBe(await expected('America/New_York', '2026-10-24', '2026-11-02', `a.master_id = ${w.ny.user.id}`));
    expect(JSON.parse(own).appointments.map((a: { ends_at: string }) => a.ends_at)).toContain(
      '2026-11-01T01:30:00-05:00',
    );
    const twice = await calendar(w.both, RANGE);
    expect(twice).toBe(await expected('Asia/Kathmandu', '2026-10-24', '2026-11-02', `a.master_id = ${w.both.user.id}`));
    expect(JSON.parse(twice).masters.map((m: CalendarMaster) => m.organization_id)).toEqual([w.owner.org.id, null]);
    const kolkata = await calendar(w.solo, RANGE);
    expect(kolkata).toBe(await expected('Asia/Kolkata', '2026-10-24', '2026-11-02', `a.master_id = ${w.solo.user.id}`));
    expect(JSON.parse(kolkata).appointments).toHaveLength(2);
  });

  it('nothing booked: empty lists', async () => {
    const none = await calendar(w.idle, RANGE);
    expect(none).toBe(await expected('Europe/Moscow', '2026-10-24', '2026-11-02', `a.master_id = ${w.idle.user.id}`));
    expect(none).toBe(
      '{"from":"2026-10-24","to":"2026-11-02","time_zone":"Europe/Moscow","appointments":[],"masters":[],"services":[],"organizations":[]}',
    );
    const quiet = await calendar(w.owner, 'from=2027-01-01&to=2027-01-02');
    expect(JSON.parse(quiet)).toMatchObject({ time_zone: 'Europe/Berlin', appointments: [], masters: [] });
  });

  it('refusals are still JSON errors with the headers', async () => {
    const res = await t.http
      .get(`/api/appointments/calendar?${RANGE}&master_id=${w.solo.user.id}`)
      .set(auth(w.owner.tg))
      .expect(403);
    expect(res.body).toEqual({ detail: 'Доступ запрещён', code: 'forbidden' });
    expect(res.headers['content-security-policy']).toBe(NON_PAGE_CSP);
  });
});
