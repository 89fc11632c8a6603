import { createHash } from 'node:crypto';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import { client, PLACES, SEARCH_NOW, searchWorld, statementsSent, UNLIMITED } from './search-support';

/** GET /api/search: what it refuses (each 422 names its parameter) and what a request costs. */
describe('GET /api/search refusals and cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(UNLIMITED);
    await searchWorld(t.db);
  }, 60000);
  beforeEach(() => setNow(t, SEARCH_NOW));
  afterAll(() => t.close());

  it('refuses bad input with a 422 naming the field', async () => {
    const { lat, lon } = PLACES.center;
    const cases: [Record<string, string | number>, string][] = [
      [{ lat }, 'lon'],
      [{ lon }, 'lat'],
      [{ lat: 91, lon }, 'lat'],
      [{ lat, lon: -181 }, 'lon'],
      [{ lat: 'north', lon }, 'lat'],
      [{ lat, lon, radius_km: 0 }, 'radius_km'],
      [{ lat, lon, radius_km: -3 }, 'radius_km'],
      [{ lat, lon, radius_km: 101 }, 'radius_km'],
      [{ price_min: 3000, price_max: 1000 }, 'price_min'],
      [{ price_min: -1 }, 'price_min'],
      [{ price_max: 'дёшево' }, 'price_max'],
      [{ sort: 'popular' }, 'sort'],
      [{ category: 'Кулинария' }, 'category'],
      [{ sort: 'distance' }, 'sort'],
      [{ free_on: 'tomorrow' }, 'free_on'],
      [{ free_on: '2026-02-30' }, 'free_on'],
      [{ free_on: '2026-11-30' }, 'free_on'],
      [{ free_on: '2027-02-02' }, 'free_on'],
      [{ limit: 51 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ q: 'а'.repeat(101) }, 'q'],
      [{ cursor: 'bm90LW91cnM' }, 'cursor'],
      [{ cursor: '***' }, 'cursor'],
      [{ rating_min: 6 }, 'rating_min'],
    ];
    for (const [query, field] of cases) {
      const res = await t.http.get('/api/search').query(query);
      expect([query, res.status]).toEqual([query, 422]);
      expect(res.body.detail).toEqual(
        expect.arrayContaining([{ loc: ['query', field], msg: expect.stringContaining(field) }]),
      );
    }
    // the last day allowed, 62 days ahead, is fine
    await t.http.get('/api/search').query({ free_on: '2027-02-01' }).expect(200);
    await t.http.get('/api/search').query({ free_on: '2026-12-01' }).expect(200);
    await t.http
      .get('/api/search')
      .query({ q: 'а'.repeat(100) })
      .expect(200);
  });

  it('refuses a cursor of another order, and an edited one', async () => {
    const first = (await t.http.get('/api/search').query({ limit: 1 }).expect(200)).body.next_cursor as string;
    await t.http.get('/api/search').query({ limit: 1, cursor: first }).expect(200);
    await t.http.get('/api/search').query({ limit: 1, cursor: first, sort: 'price' }).expect(422);
    const raw = Buffer.from(first, 'base64url').toString('utf8').split('~');
    raw[3] = String(Number(raw[3]) + 1);
    const edited = Buffer.from(raw.join('~'), 'utf8').toString('base64url');
    await t.http.get('/api/search').query({ limit: 1, cursor: edited }).expect(422);
  });

  it('refuses a cursor made without the server key (a recomputed plain SHA-256 of its text)', async () => {
    const first = (await t.http.get('/api/search').query({ limit: 1 }).expect(200)).body.next_cursor as string;
    const [sort, k1, k2, id] = Buffer.from(first, 'base64url').toString('utf8').split('~');
    // a client's own position (every service after id 1 of the top score), checked the way anyone could
    const body = `${sort}~${k1}~${k2}~${Math.max(1, Number(id) - 1)}`;
    for (const length of [12, 16]) {
      const sum = createHash('sha256').update(`search-cursor:${body}`).digest('base64url').slice(0, length);
      const forged = Buffer.from(`${body}~${sum}`, 'utf8').toString('base64url');
      const res = await t.http.get('/api/search').query({ limit: 1, cursor: forged });
      expect(res.status).toBe(422);
      expect(res.body.detail).toEqual([{ loc: ['query', 'cursor'], msg: expect.stringContaining('cursor') }]);
    }
  });

  it('costs at most two SQL statements per request, each sent alone (no transaction to begin and end)', async () => {
    const { lat, lon } = PLACES.center;
    for (const query of [{ q: 'стрижка' }, { lat, lon, sort: 'distance' }, { free_on: '2026-12-02' }]) {
      const c = await client(t.db);
      const sent = await statementsSent(t, () => t.http.get('/api/search').query(query).set(auth(c.tg)).expect(200));
      expect([query, sent.length <= 2, sent.filter((s) => !/^(WITH|SELECT)/.test(s.text))]).toEqual([query, true, []]);
    }
    // the map: the words of the text looked up among the kept words, then the map statement
    const sent = await statementsSent(t, () =>
      t.http.get('/api/search/map').query({ bbox: '37,55,38.5,56.5', q: 'стрижка' }).expect(200),
    );
    expect(sent.length).toBe(2);
  });
});
