import { auth, createTestApp, TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import {
  allPages,
  client,
  haversineKm,
  Hit,
  names,
  PLACES,
  SEARCH_NOW,
  searchWorld,
  SearchWorld,
  UNLIMITED,
} from './search-support';

/**
 * The real search and map statements on embedded PGlite (the default database of a plain start), with
 * exactly the extensions the app loads (btree_gist and pg_trgm): Russian word forms, trigram prefixes
 * and typos, every filter, every sort through its cursor, free_on, the hidden providers and the map.
 */
describe('search on embedded PGlite', () => {
  let t: TestApp;
  let w: SearchWorld;
  beforeAll(async () => {
    t = await createTestApp({ ...UNLIMITED, databaseUrl: 'memory://' });
    w = await searchWorld(t.db);
  }, 120000);
  beforeEach(() => setNow(t, SEARCH_NOW));
  afterAll(() => t.close());

  it('matches word forms, prefixes, typos, ё and several words', async () => {
    expect(await names(t, { q: 'стрижки' })).toEqual(expect.arrayContaining(['Мужская стрижка', 'Стрижка бороды']));
    expect(await names(t, { q: 'мани' })).toEqual(['Маникюр']);
    expect(await names(t, { q: 'маникур' })).toEqual(['Маникюр']);
    expect(await names(t, { q: 'ЧЁЛКА' })).toEqual(['Подравнивание чёлки']);
    expect(await names(t, { q: 'елкин' })).toEqual(['Подравнивание чёлки']);
    expect(await names(t, { q: 'педикюр кузнецова' })).toEqual(['Педикюр']);
    expect(await names(t, { q: 'кракозябра' })).toEqual([]);
    // a similarity query right after another one answers (several contrib extensions once hung here)
    for (let i = 0; i < 3; i++) expect(await names(t, { q: 'маникур' })).toEqual(['Маникюр']);
  });

  it('matches the first 8 words of a longer query, leaving one-letter words out', async () => {
    // «ж» starts no word of the data set: as a prefix it would have emptied the answer
    expect(await names(t, { q: 'маникюр ж' })).toEqual(['Маникюр']);
    expect(await names(t, { q: 'ж маникюр лотос б' })).toEqual(['Маникюр']);
    // the 9th word is not matched
    expect(await names(t, { q: `${'маникюр '.repeat(8)}кракозябра` })).toEqual(['Маникюр']);
    expect(await names(t, { q: `${'маникюр '.repeat(7)}кракозябра` })).toEqual([]);
    expect(await names(t, { q: 'ж б' })).toEqual([]);
  });

  it('filters by category, price, rating, distance and free day', async () => {
    expect(await names(t, { category: 'Спорт' })).toEqual(['Персональная тренировка']);
    expect(await names(t, { price_min: 1500, price_max: 2500, sort: 'price' })).toEqual([
      'Мужская стрижка',
      'Маникюр',
      'Педикюр',
    ]);
    expect(await names(t, { rating_min: 4.5, sort: 'price' })).toEqual([
      'Мужская стрижка',
      'Окрашивание волос',
      'Вечерняя укладка',
    ]);
    const { lat, lon } = PLACES.center;
    const near = (await t.http.get('/api/search').query({ lat, lon, q: 'маникюр' }).expect(200)).body.items as Hit[];
    expect(near.map((h) => h.distance_km)).toEqual([
      Math.round(haversineKm(lat, lon, PLACES.salon.lat, PLACES.salon.lon) * 10) / 10,
    ]);
    expect(await names(t, { lat, lon, radius_km: 20, category: 'Спорт' })).toEqual(['Персональная тренировка']);
    expect(await names(t, { lat, lon, category: 'Спорт' })).toEqual([]);
    const [hit] = (await t.http.get('/api/search').query({ q: 'мужская стрижка', free_on: '2026-12-02' }).expect(200))
      .body.items as Hit[];
    expect(hit.next_free).toBe('2026-12-02T09:00:00+03:00');
    expect(await names(t, { free_on: '2026-12-05' })).toEqual([]);
  });

  it('pages every sort through its cursor, hides what must never be found, marks favorites', async () => {
    const sorts: Record<string, string | number>[] = [
      {},
      { sort: 'price' },
      { q: 'смирнова' },
      { sort: 'distance', lat: PLACES.center.lat, lon: PLACES.center.lon, radius_km: 100 },
    ];
    for (const query of sorts) {
      const whole = (
        await t.http
          .get('/api/search')
          .query({ ...query, limit: 50 })
          .expect(200)
      ).body.items as Hit[];
      const { hits } = await allPages(t, query, 2);
      expect(hits.map((h) => h.service.id)).toEqual(whole.map((h) => h.service.id));
      expect(hits.length).toBeGreaterThan(2);
    }
    const all = await names(t, { limit: 50 });
    expect(all).toHaveLength(8);
    for (const hidden of ['Маникюр аппаратный', 'Маникюр японский', 'Маникюр френч', 'Маникюр удалённый'])
      expect(all).not.toContain(hidden);
    const c = await client(t.db);
    await t.db.query(`INSERT INTO favorite_masters (client_id, master_id) VALUES ($1, $2)`, [
      c.user.id,
      w.petr.user.id,
    ]);
    const mine = (await t.http.get('/api/search').query({ q: 'челка' }).set(auth(c.tg)).expect(200)).body.items;
    expect(mine[0].is_favorite).toBe(true);
  });

  it('draws the map with the same rules', async () => {
    const res = await t.http.get('/api/search/map').query({ bbox: '37,55,38.5,56.5', q: 'маникур' }).expect(200);
    expect(res.body).toEqual({
      places: [expect.objectContaining({ kind: 'organization', id: w.salon.orgId, rating: 4.2 })],
      truncated: false,
    });
    await t.http.get('/api/search/map').query({ bbox: '30,50,36,56' }).expect(422);
  });
});
