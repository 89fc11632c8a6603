import { randomBytes } from 'node:crypto';
import { CalendarSyncRunner } from '../../src/calendar-sync/calendar-sync-runner';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { startRadicale, type Radicale } from '../support/radicale';
import { book, client, independentMaster, setNow, type IndependentMaster } from './appointments-support';

/** Monday 2026-11-30, 08:00 in Moscow. */
const NOW = Date.parse('2026-11-30T08:00:00+03:00');
const KEY = randomBytes(32);
const PASSWORD = 'app-password-1';

const event = (uid: string, lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20261129T000000Z',
    ...lines,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

describe('calendar sync with a real CalDAV server (Radicale)', () => {
  let t: TestApp;
  let dav: Radicale;
  let runner: CalendarSyncRunner;
  let m: IndependentMaster;
  let personal: string;
  let work: string;
  let connectionId: number;

  beforeAll(async () => {
    dav = await startRadicale({ anna: PASSWORD });
    t = await createTestApp({ calendarSecretKey: KEY, caldavAllowHttp: true });
    runner = t.app.get(CalendarSyncRunner);
    m = await independentMaster(t.db);
    personal = await dav.mkcalendar('anna', 'personal', 'Личный');
    work = await dav.mkcalendar('anna', 'work', 'Работа');
  });
  beforeEach(() => setNow(t, NOW));
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await t?.close();
    await dav?.stop();
  });

  const slots = async (date: string) => {
    const res = await t.http
      .get(`/api/public/master/${m.profile.deepLink}/slots?service_id=${m.service.id}&from=${date}&to=${date}`)
      .expect(200);
    const days = res.body.days as { date: string; slots: string[] }[];
    return (days.find((d) => d.date === date)?.slots ?? []).map((s) => s.slice(11, 16));
  };

  it("refuses a wrong app password with the server's reason, and a private or metadata address", async () => {
    const bad = await t.http
      .post('/api/calendar-sync/caldav')
      .set(auth(m.tg))
      .send({ server_url: dav.url, username: 'anna', password: 'wrong' })
      .expect(422);
    expect(bad.body).toEqual({ code: 'calendar_login_failed', detail: expect.stringContaining('401') });
    for (const server_url of ['http://10.0.0.7/dav/', 'http://169.254.169.254/latest/']) {
      const refused = await t.http
        .post('/api/calendar-sync/caldav')
        .set(auth(m.tg))
        .send({ server_url, username: 'anna', password: PASSWORD })
        .expect(422);
      expect(refused.body).toEqual({
        code: 'calendar_address_refused',
        detail: 'Адрес сервера во внутренней сети недоступен',
      });
    }
  });

  it('connects: discovers both calendars; the master picks which block time and which receives bookings', async () => {
    const res = await t.http
      .post('/api/calendar-sync/caldav')
      .set(auth(m.tg))
      .send({ server_url: dav.url, username: 'anna', password: PASSWORD })
      .expect(201);
    expect(res.body).toMatchObject({ provider: 'caldav', account: 'anna', status: 'ok', last_synced_at: null });
    const names = (res.body.calendars as { name: string }[]).map((c) => c.name).sort();
    expect(names).toEqual(['Личный', 'Работа']);
    connectionId = res.body.id;
    const put = await t.http
      .put(`/api/calendar-sync/${connectionId}/calendars`)
      .set(auth(m.tg))
      .send({
        calendars: [
          { id: personal, blocks_time: true, receives_bookings: false },
          { id: work, blocks_time: true, receives_bookings: true },
        ],
      })
      .expect(200);
    expect(put.body.calendars).toEqual(
      expect.arrayContaining([
        { id: personal, name: 'Личный', blocks_time: true, receives_bookings: false },
        { id: work, name: 'Работа', blocks_time: true, receives_bookings: true },
      ]),
    );
    const list = await t.http.get('/api/calendar-sync').set(auth(m.tg)).expect(200);
    expect(list.body.connections).toHaveLength(1);
  });

  it('an event added there removes the free time here after one sync, and the day shows «Занято (календарь)»', async () => {
    await dav.put(
      'anna',
      personal,
      'dentist.ics',
      event('dentist-1', [
        'DTSTART;TZID=Europe/Moscow:20261201T100000',
        'DTEND;TZID=Europe/Moscow:20261201T110000',
        'SUMMARY:Стоматолог',
      ]),
    );
    expect(await slots('2026-12-01')).toContain('10:00');
    await runner.runOnce(NOW);
    const after = await slots('2026-12-01');
    expect(after).toContain('09:00');
    expect(after).not.toContain('09:30');
    expect(after).not.toContain('10:00');
    expect(after).not.toContain('10:30');
    expect(after).toContain('11:00');
    const day = await t.http.get('/api/schedules/me/blocks?from=2026-12-01&to=2026-12-01').set(auth(m.tg)).expect(200);
    expect(day.body.external_busy).toEqual([
      {
        starts_at: '2026-12-01T10:00:00+03:00',
        ends_at: '2026-12-01T11:00:00+03:00',
        provider: 'caldav',
        label: 'Занято (календарь)',
      },
    ]);
    expect(JSON.stringify(day.body)).not.toContain('Стоматолог');
  });

  it('a recurring event blocks each occurrence; all-day is the whole day; a «free» event blocks nothing', async () => {
    await dav.put(
      'anna',
      personal,
      'gym.ics',
      event('gym-1', [
        'DTSTART;TZID=Europe/Moscow:20261202T150000',
        'DTEND;TZID=Europe/Moscow:20261202T160000',
        'RRULE:FREQ=WEEKLY;BYDAY=WE;COUNT=3',
        'SUMMARY:Спортзал',
      ]),
    );
    await dav.put(
      'anna',
      personal,
      'trip.ics',
      event('trip-1', ['DTSTART;VALUE=DATE:20261203', 'DTEND;VALUE=DATE:20261204']),
    );
    await dav.put(
      'anna',
      personal,
      'free.ics',
      event('free-1', ['DTSTART:20261204T090000Z', 'DTEND:20261204T100000Z', 'TRANSP:TRANSPARENT']),
    );
    setNow(t, NOW + 10 * 60_000);
    await t.http.post(`/api/calendar-sync/${connectionId}/sync`).set(auth(m.tg)).expect(202);
    await runner.runOnce(NOW + 10 * 60_000);
    for (const date of ['2026-12-02', '2026-12-09', '2026-12-16']) {
      const s = await slots(date);
      expect(s).toContain('14:00');
      expect(s).not.toContain('15:00');
      expect(s).toContain('16:00');
    }
    expect(await slots('2026-12-23')).toContain('15:00');
    expect(await slots('2026-12-03')).toEqual([]);
    expect(await slots('2026-12-04')).toContain('12:00');
  });

  it('a booking made here appears in the receiving calendar, moves with it and disappears when cancelled', async () => {
    const c = await client(t.db, { firstName: 'Ольга', phone: '+79165554433' });
    const made = await book(t, c, {
      master_id: m.user.id,
      service_id: m.service.id,
      starts_at: '2026-12-07T12:00:00+03:00',
    }).expect(201);
    await runner.runOnce(NOW + 20 * 60_000);
    let objects = await dav.objects('anna', work);
    expect(objects).toHaveLength(1);
    expect(objects[0]).toContain('DTSTART:20261207T090000Z');
    expect(objects[0]).toContain('Ольга');
    expect(objects[0]).toContain('Стрижка');
    expect(objects[0]).toContain('+79165554433');

    await t.http
      .post(`/api/appointments/${made.body.id}/reschedule`)
      .set(auth(c.tg))
      .send({ starts_at: '2026-12-07T14:00:00+03:00' })
      .expect(200);
    // the next read of busy times finds our own event there and does not count it
    setNow(t, NOW + 30 * 60_000);
    await t.http.post(`/api/calendar-sync/${connectionId}/sync`).set(auth(m.tg)).expect(202);
    await runner.runOnce(NOW + 30 * 60_000);
    objects = await dav.objects('anna', work);
    expect(objects).toHaveLength(1);
    expect(objects[0]).toContain('DTSTART:20261207T110000Z');
    await runner.runOnce(NOW + 31 * 60_000);
    const own = await t.db.query(`SELECT 1 FROM calendar_busy WHERE starts_at = '2026-12-07T11:00:00Z'`);
    expect(own).toHaveLength(0);

    await t.http.post(`/api/appointments/${made.body.id}/cancel`).set(auth(c.tg)).send({}).expect(200);
    await runner.runOnce(NOW + 40 * 60_000);
    expect(await dav.objects('anna', work)).toHaveLength(0);
    expect(await slots('2026-12-07')).toContain('14:00');
  });

  it('keeps no password in clear: the stored secret is sealed', async () => {
    const rows = await t.db.query(`SELECT * FROM calendar_connections`);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
    expect(rows[0].secret).toMatch(/^v1\./);
  });

  it('disconnect removes the connection and its busy times: the hour is free again', async () => {
    await t.http.delete(`/api/calendar-sync/${connectionId}`).set(auth(m.tg)).expect(200);
    expect(await slots('2026-12-01')).toContain('10:00');
    expect((await t.http.get('/api/calendar-sync').set(auth(m.tg)).expect(200)).body).toEqual({ connections: [] });
  });
});
