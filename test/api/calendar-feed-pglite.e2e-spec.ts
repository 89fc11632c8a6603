import { auth, createTestApp, TestApp } from '../support/test-app';
import { book, client, independentMaster, NOW, setNow } from './appointments-support';
import { parseIcs, pathOf } from './calendar-feed-support';

/** The feed and a booking's file on embedded PGlite (the prepared statements and the lateral join). */
describe('calendar feed on embedded PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databaseUrl: 'memory://' });
  }, 60_000);
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  it('a booking shows in the feed and as a file; a cancelled one leaves the feed; rotate retires the old URL', async () => {
    const m = await independentMaster(t.db);
    const c = await client(t.db);
    const body = { master_id: m.user.id, service_id: m.service.id, starts_at: '2026-12-02T10:00:00+03:00' };
    const a = (await book(t, c, body).expect(201)).body;
    const { url } = (await t.http.get('/api/calendar-feed').set(auth(m.tg)).expect(200)).body;
    const feed = parseIcs((await t.http.get(pathOf(url)).expect(200)).text);
    expect(feed.events.map((e) => [e.start, e.tzid])).toEqual([['2026-12-02T07:00:00.000Z', 'Europe/Moscow']]);
    const file = parseIcs((await t.http.get(`/api/appointments/${a.id}/ics`).set(auth(c.tg)).expect(200)).text);
    expect(file.events.map((e) => e.start)).toEqual(['2026-12-02T07:00:00.000Z']);

    await t.http.post(`/api/appointments/${a.id}/cancel`).set(auth(c.tg)).send({}).expect(200);
    expect(parseIcs((await t.http.get(pathOf(url)).expect(200)).text).events).toEqual([]);
    const rotated = (await t.http.post('/api/calendar-feed/rotate').set(auth(m.tg)).expect(200)).body;
    await t.http.get(pathOf(url)).expect(404);
    await t.http.get(pathOf(rotated.url)).expect(200);
  }, 60_000);
});
