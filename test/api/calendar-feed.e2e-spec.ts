import type { Appointment, AppointmentStatus } from '../../src/appointments/entities/appointment.entity';
import { FEED_RATE } from '../../src/calendar-feed/calendar-feed.controller';
import { MSG } from '../../src/common/messages';
import { FEED_MSG } from '../../src/calendar-feed/feed-messages';
import { makeAppointment, makeMaster, makeMember, makeOwner, makeService, makeUser, type Made } from '../factories';
import { makeSchedule } from '../factories/schedules';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import { parseIcs, pathOf } from './calendar-feed-support';
import { countQueries } from './public-count-queries';

const HOUR = 3_600_000;
/** Friday 2026-03-20, 10:00 UTC: Berlin is on +01:00 until the night of 29 March. */
const NOW = '2026-03-20T10:00:00Z';

describe('calendar feed (GET /calendar-feed, POST /calendar-feed/rotate, GET /calendar-feed/{token}.ics)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  const feedUrl = (who: Made) => t.http.get('/api/calendar-feed').set(auth(who.tg));
  const rotate = (who: Made) => t.http.post('/api/calendar-feed/rotate').set(auth(who.tg));
  const fetchFeed = (url: string) => t.http.get(pathOf(url));

  const booking = (
    masterId: number,
    at: string,
    over: Partial<Appointment> = {},
    status: AppointmentStatus = 'planned',
  ) => makeAppointment(t.db, { ...over, masterId, startsAt: new Date(at) }, status);

  it('a Berlin master: every live booking at its instant, written in Berlin time across the DST change; no cancelled ones', async () => {
    const m = await makeMaster(t.db, { calendarType: 'google' });
    await t.db.query(`UPDATE users SET first_name = 'Ольга', last_name = 'Ким' WHERE id = $1`, [m.user.id]);
    await makeSchedule(t.db, m.user.id, { timeZone: 'Europe/Berlin' });
    const service = await makeService(t.db, { masterId: m.user.id }, { name: 'Стрижка' });
    const client = await makeUser(t.db, 'client', { firstName: 'Анна', lastName: 'Смирнова', phone: '+79161234567' });
    const winter = await booking(m.user.id, '2026-03-27T09:00:00+01:00', {
      serviceId: service.id,
      clientId: client.user.id,
      comment: 'Без укладки',
    });
    const summer = await booking(m.user.id, '2026-03-30T09:00:00+02:00', { serviceId: service.id }, 'confirmed');
    const done = await booking(m.user.id, '2026-03-10T15:30:00+01:00', { serviceId: service.id }, 'completed');
    const late = await booking(m.user.id, '2026-10-26T09:00:00+01:00', { serviceId: service.id });
    await booking(m.user.id, '2026-03-31T09:00:00+02:00', { serviceId: service.id }, 'cancelled');
    await booking(m.user.id, '2025-12-01T09:00:00+01:00', { serviceId: service.id }); // before the window
    const other = await makeMaster(t.db);
    await booking(other.user.id, '2026-03-27T12:00:00+01:00');

    const first = await feedUrl(m).expect(200);
    expect(first.body).toMatchObject({
      calendar_type: 'google',
      time_zone: 'Europe/Berlin',
      rotated_at: null,
      created_at: '2026-03-20T11:00:00+01:00',
    });
    expect(first.body.url).toMatch(/^https:\/\/app\.example\.test\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.body.webcal_url).toBe(first.body.url.replace('https://', 'webcal://'));
    // made once: later calls answer the same address
    expect((await feedUrl(m).expect(200)).body.url).toBe(first.body.url);

    let res!: Awaited<ReturnType<typeof fetchFeed>>;
    expect(await countQueries(t.db, async () => (res = await fetchFeed(first.body.url)))).toBe(1);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^private/);
    const { calendar, events } = parseIcs(res.text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Записи — Ольга Ким');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Berlin');
    expect(events.map((e) => [e.uid, e.start, e.end, e.tzid, e.localStart])).toEqual([
      [
        `appointment-${done.id}@app.example.test`,
        '2026-03-10T14:30:00.000Z',
        '2026-03-10T15:30:00.000Z',
        'Europe/Berlin',
        '2026-03-10T15:30:00',
      ],
      [
        `appointment-${winter.id}@app.example.test`,
        '2026-03-27T08:00:00.000Z',
        '2026-03-27T09:00:00.000Z',
        'Europe/Berlin',
        '2026-03-27T09:00:00',
      ],
      [
        `appointment-${summer.id}@app.example.test`,
        '2026-03-30T07:00:00.000Z',
        '2026-03-30T08:00:00.000Z',
        'Europe/Berlin',
        '2026-03-30T09:00:00',
      ],
      [
        `appointment-${late.id}@app.example.test`,
        '2026-10-26T08:00:00.000Z',
        '2026-10-26T09:00:00.000Z',
        'Europe/Berlin',
        '2026-10-26T09:00:00',
      ],
    ]);
    const winterEvent = events[1];
    expect(winterEvent.summary).toBe('Стрижка — Анна Смирнова');
    expect(winterEvent.description).toContain('Телефон: +79161234567');
    expect(winterEvent.description).toContain('Комментарий: Без укладки');
    // the manual booking's typed client
    expect(events[2].summary).toBe('Стрижка — Иван Петров');
    expect(events[2].description).toContain('Телефон: +79161112233');
  });

  it("an organization master without a schedule: the organization's zone (Yekaterinburg)", async () => {
    const owner = await makeOwner(t.db, { name: 'Салон Урал', address: 'Екатеринбург, Ленина 1' });
    await t.db.query(`UPDATE organizations SET time_zone = 'Asia/Yekaterinburg' WHERE id = $1`, [owner.org.id]);
    const master = await makeMember(t.db, owner.org, 'master');
    const service = await makeService(t.db, { organizationId: owner.org.id }, { name: 'Маникюр' });
    const a = await booking(master.user.id, '2026-03-23T10:00:00+05:00', {
      organizationId: owner.org.id,
      serviceId: service.id,
      endsAt: new Date('2026-03-23T11:30:00+05:00'),
    });
    const { body } = await feedUrl(master).expect(200);
    expect(body.time_zone).toBe('Asia/Yekaterinburg');
    const res = await fetchFeed(body.url).expect(200);
    expect(res.text).toContain('DTSTART;TZID=Asia/Yekaterinburg:20260323T100000');
    const [event] = parseIcs(res.text).events;
    expect(event).toMatchObject({
      uid: `appointment-${a.id}@app.example.test`,
      start: '2026-03-23T05:00:00.000Z',
      end: '2026-03-23T06:30:00.000Z',
      tzid: 'Asia/Yekaterinburg',
    });
    expect(event.description).toContain('Салон: Салон Урал');
  });

  it('rotate: a new address works, the old one answers 404 from then on', async () => {
    const m = await makeMaster(t.db);
    await booking(m.user.id, '2026-03-25T09:00:00+03:00');
    const old = (await feedUrl(m).expect(200)).body.url as string;
    await fetchFeed(old).expect(200);
    setNow(t, Date.parse(NOW) + HOUR);
    const rotated = await rotate(m).expect(200);
    expect(rotated.body.url).not.toBe(old);
    expect(rotated.body.rotated_at).toBe('2026-03-20T14:00:00+03:00');
    const gone = await fetchFeed(old);
    expect([gone.status, gone.body]).toEqual([404, { detail: FEED_MSG.feedNotFound, code: 'feed_not_found' }]);
    expect(parseIcs((await fetchFeed(rotated.body.url).expect(200)).text).events).toHaveLength(1);
    expect((await feedUrl(m).expect(200)).body.url).toBe(rotated.body.url);
    // a master's first call may be a rotate too
    const fresh = await makeMaster(t.db);
    const made = await rotate(fresh).expect(200);
    await fetchFeed(made.body.url).expect(200);
  });

  it('unknown and malformed tokens, and those of blocked or former masters: 404 with a detail', async () => {
    for (const path of [
      `/api/calendar-feed/${'A'.repeat(43)}.ics`,
      `/api/calendar-feed/${'A'.repeat(43)}`,
      '/api/calendar-feed/short.ics',
      '/api/calendar-feed/rotate',
    ]) {
      const res = await t.http.get(path);
      expect([path, res.status, res.body]).toEqual([
        path,
        404,
        { detail: FEED_MSG.feedNotFound, code: 'feed_not_found' },
      ]);
    }
    const m = await makeMaster(t.db);
    const { url } = (await feedUrl(m).expect(200)).body;
    await t.db.query(`UPDATE users SET is_blocked = true WHERE id = $1`, [m.user.id]);
    await fetchFeed(url).expect(404);
    // no longer a master (the master role removed: the public link goes), no feed either
    const former = await makeMaster(t.db);
    const formerUrl = (await feedUrl(former).expect(200)).body.url;
    await fetchFeed(formerUrl).expect(200);
    await t.db.query(`UPDATE master_profiles SET deep_link = NULL WHERE user_id = $1`, [former.user.id]);
    await fetchFeed(formerUrl).expect(404);
  });

  it('only masters have a feed: clients and owners 403, no init data 401', async () => {
    const client = await makeUser(t.db, 'client');
    const owner = await makeOwner(t.db);
    const admin = await makeMember(t.db, owner.org, 'admin');
    for (const who of [client, owner, admin]) {
      for (const res of [await feedUrl(who), await rotate(who)]) {
        expect([res.status, res.body]).toEqual([403, { detail: FEED_MSG.mastersOnly, code: 'feed_masters_only' }]);
      }
    }
    expect(
      await t.db.query(`SELECT count(*)::int AS n FROM calendar_feeds WHERE master_id = ANY($1)`, [
        [client.user.id, owner.user.id, admin.user.id],
      ]),
    ).toEqual([{ n: 0 }]);
    await t.http.get('/api/calendar-feed').expect(401);
    await t.http.post('/api/calendar-feed/rotate').expect(401);
  });

  // last: it uses up this address's allowance (the tests above spent part of it)
  it(`the public feed is rate-limited per address (${FEED_RATE.limit} a minute), with a detail`, async () => {
    let res = await t.http.get('/api/calendar-feed/x.ics');
    for (let i = 0; i < FEED_RATE.limit && res.status === 404; i++) res = await t.http.get('/api/calendar-feed/x.ics');
    expect([res.status, res.body]).toEqual([429, { detail: MSG.tooManyRequests, code: 'too_many_requests' }]);
  });
});
