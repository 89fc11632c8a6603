import type { AppConfig } from '../../src/config/app.config';
import type { MapResponse, SearchHit } from '../../src/search/search.contract';
import { type Made, makeMember, makeOwner, makeService } from '../factories';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import {
  client,
  type Hit,
  PLACES,
  placeMaster,
  placeOrganization,
  SEARCH_NOW,
  searchWorld,
  type SearchWorld,
  setRating,
  statementsSent,
  UNLIMITED,
} from './search-support';

type Query = Record<string, string | number>;
const MOSCOW = '37,55,38.5,56.5';

/**
 * A search or a map asked again is answered from the process while its data is unchanged (the database's
 * version of it, search_versions): after each kind of write a search reads, the repeated request answers
 * as a fresh one would. The writes go straight to the tables, as another instance's would; each question is
 * asked twice before the write, so that its answer is kept. The same cases on PostgreSQL and on PGlite.
 */
export function describeKeptSearch(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`a search asked again sees every change (${name})`, () => {
    let t: TestApp;
    let w: SearchWorld;

    const hits = async (query: Query, who?: Made): Promise<Hit[]> => {
      const req = t.http.get('/api/search').query(query);
      return (await (who ? req.set(auth(who.tg)) : req).expect(200)).body.items;
    };
    const names = async (query: Query) => (await hits(query)).map((h) => h.service.name).sort();
    /** Asked twice: the second answer is kept. */
    const kept = async (query: Query) => (await names(query), names(query));
    const places = async (query: Query): Promise<string[]> => {
      const body: MapResponse = (await t.http.get('/api/search/map').query(query).expect(200)).body;
      return body.places.map((p) => `${p.kind}:${p.id}:${p.rating}`);
    };
    const keptPlaces = async (query: Query) => (await places(query), places(query));

    beforeAll(async () => {
      t = await createTestApp({ ...UNLIMITED, ...overrides });
      w = await searchWorld(t.db);
    }, 60000);
    beforeEach(() => setNow(t, SEARCH_NOW));
    afterAll(() => t.close());

    it('is answered from the process by one small statement while nothing changed', async () => {
      const query = { q: 'маникюр' };
      const first = await kept(query);
      const sent = await statementsSent(t, async () => expect(await names(query)).toEqual(first));
      expect(sent.map((s) => s.text)).toEqual([expect.stringContaining('search_versions')]);
    });

    it('services: a new one, a price, a name, a deletion', async () => {
      const query = { q: 'стрижка' };
      const first = await kept(query);
      const added = await makeService(t.db, { masterId: w.petr.user.id }, { name: 'Стрижка машинкой', price: 900 });
      expect(await names(query)).toEqual([...first, 'Стрижка машинкой'].sort());

      const price = async () => (await hits(query)).find((h) => h.service.id === added.id)!.service.price;
      expect(await price()).toBe(900);
      await t.db.query(`UPDATE services SET price = 950 WHERE id = $1`, [added.id]);
      expect(await price()).toBe(950);

      await t.db.query(`UPDATE services SET name = 'Стрижка под ноль' WHERE id = $1`, [added.id]);
      expect(await names(query)).toContain('Стрижка под ноль');

      await t.db.query(`DELETE FROM services WHERE id = $1`, [added.id]);
      expect(await names(query)).toEqual(first);

      // a write that changes nothing search reads keeps the answer
      await t.db.query(`UPDATE users SET phone = '+79035550099' WHERE id = $1`, [w.petr.user.id]);
      const sent = await statementsSent(t, async () => expect(await names(query)).toEqual(first));
      expect(sent.length).toBe(1);
    });

    it('providers: a blocked master, an organization whose owner is blocked', async () => {
      const all = { category: 'Красота', sort: 'price' };
      const first = await kept(all);
      expect(first).toEqual(expect.arrayContaining(['Подравнивание чёлки', 'Маникюр']));

      await t.db.query(`UPDATE users SET is_blocked = true WHERE id = $1`, [w.petr.user.id]);
      expect(await names(all)).not.toContain('Подравнивание чёлки');
      await t.db.query(`UPDATE users SET is_blocked = false WHERE id = $1`, [w.petr.user.id]);
      expect(await names(all)).toEqual(first);

      await t.db.query(`UPDATE users SET is_blocked = true WHERE id = $1`, [w.salon.user.id]);
      expect(await names(all)).not.toContain('Маникюр');
      await t.db.query(`UPDATE users SET is_blocked = false WHERE id = $1`, [w.salon.user.id]);
      expect(await names(all)).toEqual(first);
    });

    it('a review that moves a score changes ratings and the order', async () => {
      const query = { category: 'Красота', sort: 'rating' };
      const order = async () => (await hits(query)).map((h) => h.service.name);
      await order();
      const first = await order();
      expect(first[0]).not.toBe('Подравнивание чёлки');
      const rating = async () =>
        ((await hits(query)) as unknown as SearchHit[]).find((h) => h.master?.id === w.petr.user.id)!.master!;
      expect((await rating()).rating).toBeNull();

      // ten more reviews of Пётр, all 5: the best score of all
      await setRating(t.db, 'master', w.petr.user.id, 12, 60);
      expect((await rating()).rating).toBe(5);
      expect((await order())[0]).toBe('Подравнивание чёлки');
    });

    it('members: a salon is found by its master while they work there', async () => {
      const query = { q: 'кузнецова' };
      expect(await kept(query)).toEqual(['Маникюр', 'Педикюр']);
      await t.db.query(`DELETE FROM organization_members WHERE user_id = $1`, [w.salonMaster.user.id]);
      expect(await names(query)).toEqual([]);

      const other = { q: 'гончарова' };
      expect(await kept(other)).toEqual([]);
      const newcomer = await makeMember(t.db, w.salon.org, 'master');
      await t.db.query(`UPDATE users SET last_name = 'Гончарова' WHERE id = $1`, [newcomer.user.id]);
      expect(await names(other)).toEqual(['Маникюр', 'Педикюр']);
    });

    it('places: a master moves out of the radius, an organization into the map', async () => {
      const { lat, lon } = PLACES.center;
      const near = { lat, lon, radius_km: 5, sort: 'distance' };
      const first = await kept(near);
      expect(first).toContain('Мужская стрижка');
      await placeMaster(t.db, w.anna.user.id, PLACES.north.lat, PLACES.north.lon, 'Петербург, Садовая 1');
      expect(await names(near)).not.toContain('Мужская стрижка');
      await placeMaster(t.db, w.anna.user.id, PLACES.anna.lat, PLACES.anna.lon, 'Москва, Тверская 7');
      expect(await names(near)).toEqual(first);

      const map = { bbox: MOSCOW };
      const before = await keptPlaces(map);
      expect(before).not.toContain(`organization:${w.north.orgId}:null`);
      await placeOrganization(t.db, w.north.orgId, PLACES.salon.lat + 0.01, PLACES.salon.lon);
      expect(await places(map)).toContain(`organization:${w.north.orgId}:null`);

      // a new salon placed in the box, and a rating on the map
      const fresh = await makeOwner(t.db, { name: 'Студия Ирис', category: 'Красота' });
      await placeOrganization(t.db, fresh.org.id, PLACES.salon.lat, PLACES.salon.lon + 0.01);
      expect(await places(map)).toContain(`organization:${fresh.org.id}:null`);
      await setRating(t.db, 'organization', fresh.org.id, 3, 12);
      expect(await places(map)).toContain(`organization:${fresh.org.id}:4`);
    });

    it('typos: a word no text held finds the service that brings it', async () => {
      const query = { q: 'шугаринк' };
      expect(await kept(query)).toEqual([]);
      const map = { bbox: MOSCOW, q: 'шугаринк' };
      expect(await keptPlaces(map)).toEqual([]);
      await makeService(t.db, { masterId: w.anna.user.id }, { name: 'Шугаринг ног', price: 2000 });
      expect(await names(query)).toEqual(['Шугаринг ног']);
      expect(await places(map)).toEqual([expect.stringContaining(`master:${w.anna.user.id}:`)]);
    });

    it('each viewer gets their own favorites on a kept page', async () => {
      const query = { category: 'Красота', price_max: 5000 };
      const [fan, other] = [await client(t.db), await client(t.db)];
      await hits(query);
      await hits(query, other);
      await t.db.query(`INSERT INTO favorite_masters (client_id, master_id) VALUES ($1, $2)`, [
        fan.user.id,
        w.anna.user.id,
      ]);
      const favorite = (list: Hit[]) => list.filter((h) => h.is_favorite).map((h) => h.service.id);
      const of = (list: Hit[], f: (h: Hit) => boolean) => list.filter(f).map((h) => h.service.id);
      const anna = (h: Hit) => h.master?.id === w.anna.user.id;
      const salon = (h: Hit) => h.organization?.id === w.salon.orgId;
      const fanHits = await hits(query, fan);
      expect(of(fanHits, anna).length).toBeGreaterThan(0);
      expect(favorite(fanHits)).toEqual(of(fanHits, anna));
      expect(favorite(await hits(query, other))).toEqual([]);
      expect(favorite(await hits(query))).toEqual([]);
      await t.db.query(`INSERT INTO favorite_organizations (client_id, organization_id) VALUES ($1, $2)`, [
        fan.user.id,
        w.salon.orgId,
      ]);
      const both = await hits(query, fan);
      expect(of(both, salon).length).toBeGreaterThan(0);
      expect(favorite(both)).toEqual(of(both, (h) => anna(h) || salon(h)));
      expect(favorite(await hits(query, other))).toEqual([]);
    });
  });
}
