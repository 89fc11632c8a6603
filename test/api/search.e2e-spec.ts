import { auth, createTestApp, TestApp } from '../support/test-app';
import { makeBusy } from '../factories/schedules';
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
  setRating,
  UNLIMITED,
} from './search-support';

describe('GET /api/search', () => {
  let t: TestApp;
  let w: SearchWorld;
  beforeAll(async () => {
    t = await createTestApp(UNLIMITED);
    w = await searchWorld(t.db);
  }, 60000);
  beforeEach(() => setNow(t, SEARCH_NOW));
  afterAll(() => t.close());

  describe('q', () => {
    it('finds Russian word forms, prefixes, a wrong letter, ё as е, in any case', async () => {
      expect(await names(t, { q: 'стрижки' })).toEqual(expect.arrayContaining(['Мужская стрижка', 'Стрижка бороды']));
      expect(await names(t, { q: 'мани' })).toEqual(['Маникюр']);
      expect(await names(t, { q: 'маникур' })).toEqual(['Маникюр']);
      expect(await names(t, { q: 'МАНИКЮР' })).toEqual(['Маникюр']);
      expect(await names(t, { q: 'челки' })).toEqual(['Подравнивание чёлки']);
      expect(await names(t, { q: 'ЧЁЛКА' })).toEqual(['Подравнивание чёлки']);
    });

    it("matches the master's name and specialization and the organization's name", async () => {
      expect(await names(t, { q: 'Смирнова', sort: 'price' })).toEqual([
        'Мужская стрижка',
        'Окрашивание волос',
        'Вечерняя укладка',
      ]);
      expect(await names(t, { q: 'елкин' })).toEqual(['Подравнивание чёлки']);
      expect(await names(t, { q: 'барбер' })).toEqual(expect.arrayContaining(['Подравнивание чёлки']));
      expect(await names(t, { q: 'лотос', sort: 'price' })).toEqual(['Маникюр', 'Педикюр']);
      // the salon is found by its master's name while she works there
      expect(await names(t, { q: 'Кузнецова', sort: 'price' })).toEqual(['Маникюр', 'Педикюр']);
    });

    it('needs every word of several, wherever each is (service, master, organization)', async () => {
      expect(await names(t, { q: 'стрижка смирнова' })).toEqual(['Мужская стрижка']);
      expect(await names(t, { q: 'лотос педикюр' })).toEqual(['Педикюр']);
      expect(await names(t, { q: 'педикюр кузнецова' })).toEqual(['Педикюр']);
      expect(await names(t, { q: 'педикюр смирнова' })).toEqual([]);
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

    it('ranks the name match first, and a query that matches nothing is an empty page', async () => {
      const hits = (await t.http.get('/api/search').query({ q: 'стрижка' }).expect(200)).body.items as Hit[];
      expect(
        hits
          .map((h) => h.service.name)
          .slice(0, 2)
          .sort(),
      ).toEqual(['Мужская стрижка', 'Стрижка бороды']);
      expect((await t.http.get('/api/search').query({ q: 'кракозябра' }).expect(200)).body).toEqual({
        items: [],
        next_cursor: null,
      });
      expect((await t.http.get('/api/search').query({ q: '!!!' }).expect(200)).body.items).toEqual([]);
    });
  });

  it('answers the hit shape of an independent master and of an organization', async () => {
    const [anna] = (await t.http.get('/api/search').query({ q: 'мужская стрижка' }).expect(200)).body.items;
    expect(anna).toEqual({
      service: {
        id: w.services.haircut,
        name: 'Мужская стрижка',
        description: null,
        duration_minutes: 60,
        price: 1500,
        category: null,
      },
      master: {
        id: w.anna.user.id,
        first_name: 'Анна',
        last_name: 'Смирнова',
        specialization: 'Парикмахер-стилист',
        rating: 4.8,
        reviews_count: 5,
      },
      organization: null,
      address: 'Москва, Тверская 7',
      latitude: PLACES.anna.lat,
      longitude: PLACES.anna.lon,
      distance_km: null,
      next_free: null,
      book_path: `/master/${w.anna.deepLink}`,
      is_favorite: false,
    });
    const [salon] = (await t.http.get('/api/search').query({ q: 'педикюр' }).expect(200)).body.items;
    expect(salon).toMatchObject({
      service: { id: w.services.pedicure, name: 'Педикюр', price: 2500, duration_minutes: 90 },
      master: null,
      organization: { id: w.salon.orgId, name: 'Салон Лотос', rating: 4.2, reviews_count: 5 },
      address: 'Москва, Арбат 1',
      latitude: PLACES.salon.lat,
      longitude: PLACES.salon.lon,
      book_path: `/organization/${w.salon.deepLink}`,
    });
  });

  describe('filters', () => {
    it('category is the provider’s', async () => {
      expect(await names(t, { category: 'Спорт' })).toEqual(['Персональная тренировка']);
      expect(await names(t, { category: 'Авто' })).toEqual([]);
    });

    it('price_min and price_max in roubles; a service without a price never matches', async () => {
      expect(await names(t, { price_min: 1500, price_max: 2500, sort: 'price' })).toEqual([
        'Мужская стрижка',
        'Маникюр',
        'Педикюр',
      ]);
      expect(await names(t, { price_max: 800 })).toEqual(['Подравнивание чёлки']);
      expect(await names(t, { price_min: 3500 })).toEqual(['Окрашивание волос']);
    });

    it("rating_min is the provider's rating; no rating never matches", async () => {
      expect(await names(t, { rating_min: 4.5, sort: 'price' })).toEqual([
        'Мужская стрижка',
        'Окрашивание волос',
        'Вечерняя укладка',
      ]);
      expect(await names(t, { rating_min: 4, sort: 'price' })).toEqual([
        'Мужская стрижка',
        'Маникюр',
        'Педикюр',
        'Окрашивание волос',
        'Вечерняя укладка',
      ]);
    });

    it('lat, lon and radius_km keep providers within that great-circle distance, with distance_km', async () => {
      const { lat, lon } = PLACES.center;
      const res = await t.http.get('/api/search').query({ lat, lon, radius_km: 5, sort: 'distance', limit: 50 });
      expect(res.status).toBe(200);
      const expected = [
        ['Мужская стрижка', PLACES.anna],
        ['Окрашивание волос', PLACES.anna],
        ['Вечерняя укладка', PLACES.anna],
        ['Маникюр', PLACES.salon],
        ['Педикюр', PLACES.salon],
        ['Подравнивание чёлки', PLACES.petr],
      ] as const;
      const hits = res.body.items as Hit[];
      expect(hits.map((h) => h.service.name)).toEqual(expected.map(([n]) => n));
      for (const [i, [, p]] of expected.entries()) {
        const km = haversineKm(lat, lon, p.lat, p.lon);
        expect(km).toBeLessThan(5);
        expect(hits[i].distance_km).toBe(Math.round(km * 10) / 10);
      }
      // the sport master is ~16 km away: outside the default 10 km, inside 20
      const sportKm = haversineKm(lat, lon, PLACES.sport.lat, PLACES.sport.lon);
      expect(sportKm).toBeGreaterThan(10);
      expect(await names(t, { lat, lon })).not.toContain('Персональная тренировка');
      expect(await names(t, { lat, lon, radius_km: 20 })).toContain('Персональная тренировка');
      // Petersburg is ~630 km away, beyond any radius
      expect(await names(t, { lat, lon, radius_km: 100 })).not.toContain('Стрижка бороды');
      expect(await names(t, { lat: PLACES.north.lat, lon: PLACES.north.lon, radius_km: 1 })).toEqual([
        'Стрижка бороды',
      ]);
    });

    it('free_on keeps hits with a free start that day: the first one, as the booking pages compute it', async () => {
      // Wednesday: Анна is busy 09:00–10:00, so her first start is 10:00; the page says the same
      await makeBusy(t.db, w.anna.user.id, '2026-12-02T09:00:00+03:00', '2026-12-02T10:00:00+03:00');
      const page = (
        await t.http
          .get(`/api/public/master/${w.anna.deepLink}/slots`)
          .query({ service_id: w.services.haircut, from: '2026-12-02', to: '2026-12-02' })
          .expect(200)
      ).body;
      const wed = (await t.http.get('/api/search').query({ q: 'мужская стрижка', free_on: '2026-12-02' }).expect(200))
        .body.items as Hit[];
      expect(wed[0].next_free).toBe('2026-12-02T10:00:00+03:00');
      expect(wed[0].next_free).toBe(page.days[0].slots[0]);
      const salonPage = (
        await t.http
          .get(`/api/public/organization/${w.salon.deepLink}/slots`)
          .query({ service_id: w.services.manicure, from: '2026-12-02', to: '2026-12-02' })
          .expect(200)
      ).body;
      const [manicure] = (await t.http.get('/api/search').query({ q: 'маникюр', free_on: '2026-12-02' }).expect(200))
        .body.items as Hit[];
      expect(manicure.next_free).toBe(salonPage.days[0].slots[0].starts_at);
      // Saturday: nobody works (the schedules are Monday to Friday); the sport master has no schedule
      expect(await names(t, { free_on: '2026-12-05' })).toEqual([]);
      const today = await names(t, { free_on: '2026-12-01', sort: 'price', limit: 50 });
      expect(today).toEqual([
        'Подравнивание чёлки',
        'Мужская стрижка',
        'Маникюр',
        'Педикюр',
        'Окрашивание волос',
        'Вечерняя укладка',
      ]);
      // a whole day booked: Пётр is no longer free on Thursday
      await makeBusy(t.db, w.petr.user.id, '2026-12-03T09:00:00+03:00', '2026-12-03T18:00:00+03:00');
      expect(await names(t, { free_on: '2026-12-03' })).not.toContain('Подравнивание чёлки');
      // the engine drops hits the database had to offer: pages still continue exactly, one hit at a time
      const whole = (await t.http.get('/api/search').query({ free_on: '2026-12-03', limit: 50 }).expect(200)).body;
      const { hits, pages } = await allPages(t, { free_on: '2026-12-03' }, 1);
      expect(hits.map((h) => h.service.id)).toEqual(whole.items.map((h: Hit) => h.service.id));
      expect(hits.length).toBe(5);
      expect(pages).toBe(5);
    });
  });

  describe('sorts page through the cursor without repeats or skips', () => {
    const cases: [string, Record<string, string | number>, number][] = [
      ['rating', {}, 2],
      ['price', { sort: 'price' }, 2],
      ['relevance', { q: 'стрижка' }, 1],
      ['relevance by name', { q: 'смирнова' }, 2],
      ['distance', { sort: 'distance', lat: PLACES.center.lat, lon: PLACES.center.lon, radius_km: 100 }, 2],
    ];
    it.each(cases)('%s', async (_, query, limit) => {
      const whole = (
        await t.http
          .get('/api/search')
          .query({ ...query, limit: 50 })
          .expect(200)
      ).body;
      expect(whole.next_cursor).toBeNull();
      const { hits, pages } = await allPages(t, query, limit);
      expect(hits.map((h) => h.service.id)).toEqual(whole.items.map((h: Hit) => h.service.id));
      expect(new Set(hits.map((h) => h.service.id)).size).toBe(hits.length);
      expect(hits.length).toBeGreaterThan(limit);
      expect(pages).toBe(Math.ceil(hits.length / limit));
    });

    it('rating: best score first (4.8 before 4.2 before the unrated), ties by id', async () => {
      const hits = (await t.http.get('/api/search').query({ limit: 50 }).expect(200)).body.items as Hit[];
      const anna = hits.filter((h) => h.master?.id === w.anna.user.id).map((h) => h.service.id);
      expect(anna).toEqual([...anna].sort((a, b) => a - b));
      expect(hits.findIndex((h) => h.organization?.id === w.salon.orgId)).toBe(3);
      expect(hits.slice(0, 3).every((h) => h.master?.id === w.anna.user.id)).toBe(true);
    });

    it('price: lowest first, services without a price last', async () => {
      const hits = (await t.http.get('/api/search').query({ sort: 'price', limit: 50 }).expect(200)).body
        .items as Hit[];
      const prices = hits.map((h) => h.service.price);
      expect(prices[prices.length - 1]).toBeNull();
      const priced = prices.slice(0, -1) as number[];
      expect(priced).toEqual([...priced].sort((a, b) => a - b));
    });

    it('distance: nearest first', async () => {
      const hits = (
        await t.http
          .get('/api/search')
          .query({ sort: 'distance', lat: PLACES.center.lat, lon: PLACES.center.lon, radius_km: 100, limit: 50 })
          .expect(200)
      ).body.items as Hit[];
      const km = hits.map((h) => h.distance_km as number);
      expect(km).toEqual([...km].sort((a, b) => a - b));
      expect(hits).toHaveLength(7);
    });
  });

  it('never finds blocked masters, blocked owners’ organizations, masters without a page, deleted services', async () => {
    expect(await names(t, { q: 'маникюр', limit: 50 })).toEqual(['Маникюр']);
    const all = await names(t, { limit: 50 });
    for (const hidden of ['Маникюр аппаратный', 'Маникюр японский', 'Маникюр френч', 'Маникюр удалённый'])
      expect(all).not.toContain(hidden);
  });

  it('forgets a master who left the organization, and a blocked one', async () => {
    const leaving = await searchWorldMember(t, w);
    expect(await names(t, { q: 'Зинаида', sort: 'price' })).toEqual(['Маникюр', 'Педикюр']);
    await t.db.query(`DELETE FROM organization_members WHERE id = $1`, [leaving]);
    expect(await names(t, { q: 'Зинаида' })).toEqual([]);
  });

  it('stays fresh: a renamed service, a moved place, a new rating count at once', async () => {
    const [extra] = await t.db.query(
      `INSERT INTO services (name, price, master_id) VALUES ('Массаж лица', 900, $1) RETURNING id`,
      [w.sport.user.id],
    );
    expect(await names(t, { q: 'массаж' })).toEqual(['Массаж лица']);
    await t.db.query(`UPDATE services SET name = 'Лимфодренаж' WHERE id = $1`, [extra.id]);
    expect(await names(t, { q: 'массаж' })).toEqual([]);
    expect(await names(t, { q: 'лимфодренаж' })).toEqual(['Лимфодренаж']);
    const { lat, lon } = PLACES.center;
    expect(await names(t, { q: 'лимфодренаж', lat, lon })).toEqual([]);
    await t.db.query(`UPDATE master_profiles SET latitude = $2, longitude = $3 WHERE user_id = $1`, [
      w.sport.user.id,
      lat,
      lon,
    ]);
    expect(await names(t, { q: 'лимфодренаж', lat, lon })).toEqual(['Лимфодренаж']);
    expect(await names(t, { q: 'лимфодренаж', rating_min: 4 })).toEqual([]);
    await setRating(t.db, 'master', w.sport.user.id, 3, 15);
    expect(await names(t, { q: 'лимфодренаж', rating_min: 4 })).toEqual(['Лимфодренаж']);
    await t.db.query(`DELETE FROM review_stats WHERE subject = 'master' AND subject_id = $1`, [w.sport.user.id]);
    await t.db.query(`UPDATE master_profiles SET latitude = $2, longitude = $3 WHERE user_id = $1`, [
      w.sport.user.id,
      PLACES.sport.lat,
      PLACES.sport.lon,
    ]);
    await t.db.query(`DELETE FROM services WHERE id = $1`, [extra.id]);
  });

  it('marks the caller’s favorites when init data identifies them', async () => {
    const c = await client(t.db);
    await t.db.query(`INSERT INTO favorite_masters (client_id, master_id) VALUES ($1, $2)`, [
      c.user.id,
      w.anna.user.id,
    ]);
    await t.db.query(`INSERT INTO favorite_organizations (client_id, organization_id) VALUES ($1, $2)`, [
      c.user.id,
      w.salon.orgId,
    ]);
    const mine = (await t.http.get('/api/search').query({ limit: 50 }).set(auth(c.tg)).expect(200)).body.items as Hit[];
    const favorite = (h: Hit) => h.master?.id === w.anna.user.id || h.organization?.id === w.salon.orgId;
    expect(mine.filter((h) => h.is_favorite)).toHaveLength(5);
    expect(mine.every((h) => h.is_favorite === favorite(h))).toBe(true);
    const anonymous = (await t.http.get('/api/search').query({ limit: 50 }).expect(200)).body.items as Hit[];
    expect(anonymous.some((h) => h.is_favorite)).toBe(false);
  });
});

/** A second salon master (Зинаида), who performs every service; answers her membership id. */
async function searchWorldMember(t: TestApp, w: SearchWorld): Promise<number> {
  const { makeMember } = await import('../factories');
  const m = await makeMember(t.db, w.salon.org, 'master');
  await t.db.query(`UPDATE users SET first_name = 'Зинаида', last_name = 'Левая' WHERE id = $1`, [m.user.id]);
  return m.member.id;
}
