import { createTestApp, TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import { PLACES, SEARCH_NOW, searchWorld, SearchWorld, setRating, UNLIMITED } from './search-support';

const MOSCOW = '37,55,38.5,56.5';

interface Place {
  kind: string;
  id: number;
  name: string;
}

describe('GET /api/search/map', () => {
  let t: TestApp;
  let w: SearchWorld;
  beforeAll(async () => {
    t = await createTestApp(UNLIMITED);
    w = await searchWorld(t.db);
  }, 60000);
  beforeEach(() => setNow(t, SEARCH_NOW));
  afterAll(() => t.close());

  const places = async (query: Record<string, string | number>): Promise<[string, number][]> => {
    const res = await t.http.get('/api/search/map').query(query).expect(200);
    return (res.body.places as Place[]).map((p) => [p.kind, p.id]);
  };

  it('shows the providers with a place in the box, best rated first', async () => {
    const res = await t.http.get('/api/search/map').query({ bbox: MOSCOW }).expect(200);
    expect(res.body.truncated).toBe(false);
    expect(res.body.places.map((p: Place) => [p.kind, p.id])).toEqual([
      ['master', w.anna.user.id],
      ['organization', w.salon.orgId],
      ['master', w.sport.user.id],
      ['master', w.petr.user.id],
    ]);
    expect(res.body.places[0]).toEqual({
      kind: 'master',
      id: w.anna.user.id,
      name: 'Анна Смирнова',
      category: 'Красота',
      address: 'Москва, Тверская 7',
      latitude: PLACES.anna.lat,
      longitude: PLACES.anna.lon,
      rating: 4.8,
      reviews_count: 5,
      book_path: `/master/${w.anna.deepLink}`,
    });
    expect(res.body.places[1]).toEqual({
      kind: 'organization',
      id: w.salon.orgId,
      name: 'Салон Лотос',
      category: 'Красота',
      address: 'Москва, Арбат 1',
      latitude: PLACES.salon.lat,
      longitude: PLACES.salon.lon,
      rating: 4.2,
      reviews_count: 5,
      book_path: `/organization/${w.salon.deepLink}`,
    });
    expect(await places({ bbox: '30,59,31,60' })).toEqual([['organization', w.north.orgId]]);
  });

  it('filters by text (the provider or its services), category and rating like search', async () => {
    expect(await places({ bbox: MOSCOW, q: 'маникур' })).toEqual([['organization', w.salon.orgId]]);
    expect(await places({ bbox: MOSCOW, q: 'кузнецова' })).toEqual([['organization', w.salon.orgId]]);
    expect(await places({ bbox: MOSCOW, q: 'стрижки' })).toEqual([['master', w.anna.user.id]]);
    expect(await places({ bbox: MOSCOW, q: 'челка елкин' })).toEqual([['master', w.petr.user.id]]);
    expect(await places({ bbox: MOSCOW, q: 'лотос педикюр' })).toEqual([['organization', w.salon.orgId]]);
    expect(await places({ bbox: MOSCOW, q: 'лотос стрижка' })).toEqual([]);
    expect(await places({ bbox: MOSCOW, category: 'Спорт' })).toEqual([['master', w.sport.user.id]]);
    expect(await places({ bbox: MOSCOW, rating_min: 4.5 })).toEqual([['master', w.anna.user.id]]);
  });

  it('never shows blocked masters, blocked owners’ organizations or masters without a public page', async () => {
    // give every provider without a place one in Moscow: the hidden ones still do not appear
    await t.db.query(`UPDATE master_profiles SET latitude = 55.7, longitude = 37.6 WHERE latitude IS NULL`);
    await t.db.query(`UPDATE organizations SET latitude = 55.7, longitude = 37.6 WHERE latitude IS NULL`);
    expect((await places({ bbox: MOSCOW })).sort()).toEqual(
      [
        ['master', w.anna.user.id],
        ['organization', w.salon.orgId],
        ['master', w.sport.user.id],
        ['master', w.petr.user.id],
      ].sort(),
    );
  });

  it('shows at most 200, the best rated, and says it is truncated', async () => {
    const owners: { id: number }[] = await t.db.query(
      `INSERT INTO users (telegram_id, first_name, user_type)
       SELECT 880000000 + g, 'Владелец', 'organization' FROM generate_series(1, 205) g RETURNING id`,
    );
    const orgs: { id: number }[] = await t.db.query(
      `INSERT INTO organizations (owner_id, name, deep_link, latitude, longitude)
       SELECT id, 'Точка ' || id, 'map-' || id, 10 + (id % 100) / 1000.0, 10 + (id % 7) / 1000.0
         FROM unnest($1::int[]) AS x(id) RETURNING id`,
      [owners.map((o) => o.id)],
    );
    const best = orgs[150].id;
    await setRating(t.db, 'organization', best, 10, 50);
    const res = await t.http.get('/api/search/map').query({ bbox: '9.5,9.5,10.5,10.5' }).expect(200);
    expect(res.body.truncated).toBe(true);
    expect(res.body.places).toHaveLength(200);
    expect(res.body.places[0].id).toBe(best);
    expect(new Set(res.body.places.map((p: Place) => p.id)).size).toBe(200);
    const few = await t.http.get('/api/search/map').query({ bbox: '9.5,9.5,10.5,10.5', rating_min: 4 }).expect(200);
    expect(few.body).toEqual({ places: [expect.objectContaining({ id: best, rating: 5 })], truncated: false });
  });

  it('refuses a missing, malformed or too large box and bad filters with a 422 naming the field', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{}, 'bbox'],
      [{ bbox: '37,55,38' }, 'bbox'],
      [{ bbox: 'a,b,c,d' }, 'bbox'],
      [{ bbox: '38,55,37,56' }, 'bbox'],
      [{ bbox: '179,0,181,1' }, 'bbox'],
      [{ bbox: '0,89,1,91' }, 'bbox'],
      [{ bbox: '30,50,35.5,52' }, 'bbox'],
      [{ bbox: '30,50,31,55.01' }, 'bbox'],
      [{ bbox: MOSCOW, category: 'Кулинария' }, 'category'],
      [{ bbox: MOSCOW, rating_min: 'high' }, 'rating_min'],
      [{ bbox: MOSCOW, q: 'я'.repeat(101) }, 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await t.http.get('/api/search/map').query(query);
      expect([query, res.status]).toEqual([query, 422]);
      expect(res.body.detail).toEqual(
        expect.arrayContaining([{ loc: ['query', field], msg: expect.stringContaining(field) }]),
      );
    }
    await t.http.get('/api/search/map').query({ bbox: '30,50,35,55' }).expect(200);
  });
});
