import type { DataSource } from 'typeorm';
import { SearchConnections } from '../../src/search/search-connection';
import type { Organization } from '../../src/organizations/entities/organization.entity';
import { Made, makeMaster, makeMember, makeOwner, makeService, makeUser } from '../factories';
import { makeSchedule } from '../factories/schedules';
import type { TestApp } from '../support/test-app';

/** Shared pieces of the search tests (test/api/search*.e2e-spec.ts). */

/** Tuesday 2026-12-01, 09:00 in Moscow. */
export const SEARCH_NOW = '2026-12-01T09:00:00+03:00';

/** Reference great-circle distance (haversine, mean Earth radius 6371 km), written apart from the app's SQL. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Sets a provider's kept rating as the reviews trigger would: `count` reviews summing to `sum`. */
export async function setRating(
  db: DataSource,
  subject: 'master' | 'organization',
  id: number,
  count: number,
  sum: number,
): Promise<void> {
  await db.query(
    `INSERT INTO review_stats (subject, subject_id, reviews_count, rating_sum) VALUES ($1, $2, $3, $4)
     ON CONFLICT (subject, subject_id) DO UPDATE SET reviews_count = $3, rating_sum = $4`,
    [subject, id, count, sum],
  );
}

export async function placeMaster(db: DataSource, userId: number, lat: number, lon: number, address: string) {
  await db.query(`UPDATE master_profiles SET latitude = $2, longitude = $3, address = $4 WHERE user_id = $1`, [
    userId,
    lat,
    lon,
    address,
  ]);
}

export async function placeOrganization(db: DataSource, id: number, lat: number, lon: number) {
  await db.query(`UPDATE organizations SET latitude = $2, longitude = $3 WHERE id = $1`, [id, lat, lon]);
}

/** Places of the data set. */
export const PLACES = {
  center: { lat: 55.7558, lon: 37.6173 },
  anna: { lat: 55.7601, lon: 37.6186 },
  petr: { lat: 55.78, lon: 37.59 },
  salon: { lat: 55.74, lon: 37.65 },
  sport: { lat: 55.65, lon: 37.45 },
  north: { lat: 59.9343, lon: 30.3351 },
};

export interface SearchWorld {
  anna: Made & { deepLink: string };
  petr: Made & { deepLink: string };
  sport: Made & { deepLink: string };
  salon: Made & { org: Organization; orgId: number; deepLink: string };
  salonMaster: Made;
  north: Made & { orgId: number };
  services: Record<string, number>;
}

/**
 * The data set: two Moscow masters of beauty (Анна rated 4.8; Пётр with two reviews, no rating yet), a Moscow
 * salon (4.2) with one master, a sport master (no schedule), a Petersburg barbershop; plus providers that
 * must never be found (a blocked master, an organization of a blocked owner, a master without a public
 * page). All services share no word with other test files' data.
 */
export async function searchWorld(db: DataSource): Promise<SearchWorld> {
  const services: Record<string, number> = {};
  const svc = async (key: string, owner: { masterId?: number; organizationId?: number }, f: object) =>
    (services[key] = (await makeService(db, owner, { description: null, ...f })).id);

  const annaM = await makeMaster(db, { specialization: 'Парикмахер-стилист', category: 'Красота' });
  await db.query(`UPDATE users SET first_name = 'Анна', last_name = 'Смирнова' WHERE id = $1`, [annaM.user.id]);
  await placeMaster(db, annaM.user.id, PLACES.anna.lat, PLACES.anna.lon, 'Москва, Тверская 7');
  await makeSchedule(db, annaM.user.id, { slotStepMinutes: 30, minNoticeMinutes: 0 });
  await svc('haircut', { masterId: annaM.user.id }, { name: 'Мужская стрижка', price: 1500, durationMinutes: 60 });
  await svc('coloring', { masterId: annaM.user.id }, { name: 'Окрашивание волос', price: 4000, durationMinutes: 120 });
  await svc('styling', { masterId: annaM.user.id }, { name: 'Вечерняя укладка', price: null, durationMinutes: 45 });
  await setRating(db, 'master', annaM.user.id, 5, 24);

  const petrM = await makeMaster(db, { specialization: 'Барбер', category: 'Красота' });
  await db.query(`UPDATE users SET first_name = 'Пётр', last_name = 'Ёлкин' WHERE id = $1`, [petrM.user.id]);
  await placeMaster(db, petrM.user.id, PLACES.petr.lat, PLACES.petr.lon, 'Москва, Ленинградский 30');
  await makeSchedule(db, petrM.user.id, { slotStepMinutes: 30, minNoticeMinutes: 0 });
  await svc('fringe', { masterId: petrM.user.id }, { name: 'Подравнивание чёлки', price: 700, durationMinutes: 30 });
  await setRating(db, 'master', petrM.user.id, 2, 6);

  const sportM = await makeMaster(db, { specialization: 'Тренер', category: 'Спорт' });
  await db.query(`UPDATE users SET first_name = 'Игорь', last_name = 'Волков' WHERE id = $1`, [sportM.user.id]);
  await placeMaster(db, sportM.user.id, PLACES.sport.lat, PLACES.sport.lon, 'Москва, Профсоюзная 100');
  await svc('training', { masterId: sportM.user.id }, { name: 'Персональная тренировка', price: 3000 });

  const salonO = await makeOwner(db, { name: 'Салон Лотос', category: 'Красота', address: 'Москва, Арбат 1' });
  await placeOrganization(db, salonO.org.id, PLACES.salon.lat, PLACES.salon.lon);
  const salonMaster = await makeMember(db, salonO.org, 'master');
  await db.query(`UPDATE users SET first_name = 'Ольга', last_name = 'Кузнецова' WHERE id = $1`, [salonMaster.user.id]);
  await db.query(`UPDATE master_profiles SET specialization = 'Нейл-мастер' WHERE user_id = $1`, [salonMaster.user.id]);
  await makeSchedule(db, salonMaster.user.id, { slotStepMinutes: 30, minNoticeMinutes: 0 });
  await svc('manicure', { organizationId: salonO.org.id }, { name: 'Маникюр', price: 2000, durationMinutes: 60 });
  await svc('pedicure', { organizationId: salonO.org.id }, { name: 'Педикюр', price: 2500, durationMinutes: 90 });
  await setRating(db, 'organization', salonO.org.id, 5, 21);

  const northO = await makeOwner(db, { name: 'Барбершоп Север', category: 'Красота', address: 'Петербург, Невский 1' });
  await placeOrganization(db, northO.org.id, PLACES.north.lat, PLACES.north.lon);
  await svc('beard', { organizationId: northO.org.id }, { name: 'Стрижка бороды', price: 1200, durationMinutes: 30 });

  // never found
  const blocked = await makeMaster(db, { category: 'Красота' });
  await makeService(db, { masterId: blocked.user.id }, { name: 'Маникюр аппаратный', price: 1000 });
  await db.query(`UPDATE users SET is_blocked = true WHERE id = $1`, [blocked.user.id]);
  const blockedOwner = await makeOwner(db, { name: 'Салон Закрыт', category: 'Красота' });
  await makeService(db, { organizationId: blockedOwner.org.id }, { name: 'Маникюр японский', price: 1000 });
  await db.query(`UPDATE users SET is_blocked = true WHERE id = $1`, [blockedOwner.user.id]);
  const noPage = await makeMaster(db, { category: 'Красота', deepLink: null });
  await makeService(db, { masterId: noPage.user.id }, { name: 'Маникюр френч', price: 1000 });
  const gone = await makeService(db, { masterId: annaM.user.id }, { name: 'Маникюр удалённый', price: 1000 });
  await db.query(`DELETE FROM services WHERE id = $1`, [gone.id]);

  return {
    anna: { ...annaM, deepLink: annaM.profile.deepLink! },
    petr: { ...petrM, deepLink: petrM.profile.deepLink! },
    sport: { ...sportM, deepLink: sportM.profile.deepLink! },
    salon: { ...salonO, orgId: salonO.org.id, deepLink: salonO.org.deepLink },
    salonMaster,
    north: { ...northO, orgId: northO.org.id },
    services,
  };
}

export const client = (db: DataSource) => makeUser(db, 'client');

export interface Hit {
  service: { id: number; name: string; price: number | null };
  master: { id: number } | null;
  organization: { id: number } | null;
  distance_km: number | null;
  next_free: string | null;
  is_favorite: boolean;
  book_path: string;
  latitude: number | null;
  longitude: number | null;
}

/** GET /api/search with these parameters (200 expected); the hits' service names. */
export async function names(t: TestApp, query: Record<string, string | number>): Promise<string[]> {
  const res = await t.http.get('/api/search').query(query).expect(200);
  return (res.body.items as Hit[]).map((h) => h.service.name);
}

/** Every hit of a query, page by page with `limit`, and how many pages it took. */
export async function allPages(
  t: TestApp,
  query: Record<string, string | number>,
  limit: number,
): Promise<{ hits: Hit[]; pages: number }> {
  const hits: Hit[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: { body: { items: Hit[]; next_cursor: string | null } } = await t.http
      .get('/api/search')
      .query({ ...query, limit, ...(cursor ? { cursor } : {}) })
      .expect(200);
    hits.push(...res.body.items);
    cursor = res.body.next_cursor;
    pages++;
  } while (cursor && pages < 50);
  return { hits, pages };
}

/** The search specs send more searches than a minute's allowance from one address: the limit has its own spec. */
export const UNLIMITED = { searchRequestsPerMinute: 0 };

interface SpiedClient {
  query(...args: unknown[]): unknown;
}
type ConnectCallback = (err: Error | null, client: SpiedClient | null, done: unknown) => void;

/**
 * Every statement the app sends while `fn` runs, on whichever pooled connection of the application's pool
 * and of search's own (SearchConnections: the same pool on the embedded database): through the data source,
 * a pool's own query, and a connection leased for a transaction. Each is the query text (a multi-statement
 * text counts as its statements) and its values.
 */
export async function statementsSent(
  t: TestApp,
  fn: () => Promise<unknown>,
): Promise<{ text: string; values: unknown[] }[]> {
  type Pool = { connect(cb?: ConnectCallback): unknown };
  const master = (t.db.driver as unknown as { master: Pool }).master;
  const search = t.app.get(SearchConnections).pool as unknown as Pool;
  const clients = new Map<SpiedClient, jest.SpyInstance>();
  const watch = (client: SpiedClient | null) => {
    if (client && !clients.has(client)) clients.set(client, jest.spyOn(client, 'query'));
    return client;
  };
  const spies = [...new Set([master, search])].map((pool) => {
    const connect = pool.connect.bind(pool);
    return jest
      .spyOn(pool, 'connect')
      .mockImplementation((cb?: ConnectCallback) =>
        cb
          ? connect((err, client, done) => cb(err, watch(client), done))
          : (connect() as Promise<SpiedClient>).then(watch),
      );
  });
  try {
    await fn();
    return [...clients.values()].flatMap((s) =>
      (s.mock.calls as unknown[][]).flatMap(([q, v]) => {
        const config = typeof q === 'string' ? { text: q, values: v } : (q as { text: string; values?: unknown });
        const values = Array.isArray(config.values) ? (config.values as unknown[]) : [];
        return config.text
          .split(';')
          .filter((part) => part.trim() !== '')
          .map((text) => ({ text: text.trim(), values }));
      }),
    );
  } finally {
    for (const spy of spies) spy.mockRestore();
    for (const s of clients.values()) s.mockRestore();
  }
}
