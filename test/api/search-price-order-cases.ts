import type { AppConfig } from '../../src/config/app.config';
import { SearchCursorSigner } from '../../src/search/search-cursor';
import { makeMaster, makeOwner, makeService } from '../factories';
import { createTestApp, TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import { allPages, type Hit, SEARCH_NOW, UNLIMITED } from './search-support';

type Query = Record<string, string | number>;

/** A visible service as seeded: what the reference order is computed from. */
interface Seeded {
  id: number;
  price: number | null;
  category: string;
  provider: string;
}

/** Prices with ties, zero and services without a price, dealt to the providers in turn. */
const PRICES = [1500, null, 0, 700, 1500, 2500, 700, 1500, null, 4000, 0, 2500, 1500, 700];

/**
 * The price order without a text: every page, through the cursor to the end, is the full sort's (price,
 * services without one last, ties by service id) over the services of both kinds of provider, with and
 * without category and price filters, never a hidden provider's. The reference is computed here from the
 * seeded rows, apart from the app's SQL. The same cases on PostgreSQL and on PGlite.
 */
export function describePriceOrder(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`the price order pages the whole catalogue (${name})`, () => {
    let t: TestApp;
    const seeded: Seeded[] = [];

    beforeAll(async () => {
      t = await createTestApp({ ...UNLIMITED, ...overrides });
      const db = t.db;
      const providers: { owner: { masterId?: number; organizationId?: number }; category: string; key: string }[] = [];
      for (const category of ['Красота', 'Спорт', 'Красота']) {
        const m = await makeMaster(db, { category });
        providers.push({ owner: { masterId: m.user.id }, category, key: `master:${m.user.id}` });
      }
      for (const category of ['Спорт', 'Красота']) {
        const o = await makeOwner(db, { category });
        providers.push({ owner: { organizationId: o.org.id }, category, key: `organization:${o.org.id}` });
      }
      // the same prices at providers nobody may find
      const blocked = await makeMaster(db, { category: 'Красота' });
      const noPage = await makeMaster(db, { category: 'Красота', deepLink: null });
      const closed = await makeOwner(db, { category: 'Красота' });
      const hidden = [{ masterId: blocked.user.id }, { masterId: noPage.user.id }, { organizationId: closed.org.id }];
      for (let i = 0; i < PRICES.length * 2; i++) {
        const price = PRICES[i % PRICES.length];
        const p = providers[i % providers.length];
        const s = await makeService(db, p.owner, { name: `Услуга ${i}`, price });
        seeded.push({ id: s.id, price, category: p.category, provider: p.key });
        if (i % 4 === 0) await makeService(db, hidden[i % hidden.length], { name: `Скрытая ${i}`, price });
      }
      await db.query(`UPDATE users SET is_blocked = true WHERE id IN ($1, $2)`, [blocked.user.id, closed.user.id]);
    }, 60000);
    beforeEach(() => setNow(t, SEARCH_NOW));
    afterAll(() => t.close());

    const key = (s: Seeded) => s.price ?? Number.MAX_SAFE_INTEGER;
    /** The full sort of the seeded services `query` keeps. */
    const reference = (query: Query, from = (s: Seeded) => key(s) >= 0): Seeded[] =>
      seeded
        .filter(
          (s) =>
            (query.category === undefined || s.category === query.category) &&
            (query.price_min === undefined || (s.price !== null && s.price >= Number(query.price_min))) &&
            (query.price_max === undefined || (s.price !== null && s.price <= Number(query.price_max))) &&
            from(s),
        )
        .sort((a, b) => key(a) - key(b) || a.id - b.id);
    const shown = (hits: Hit[]) =>
      hits.map((h) => ({
        id: h.service.id,
        price: h.service.price,
        provider: h.master ? `master:${h.master.id}` : `organization:${h.organization!.id}`,
      }));
    const expected = (rows: Seeded[]) => rows.map((s) => ({ id: s.id, price: s.price, provider: s.provider }));

    const filters: Query[] = [
      {},
      { price_min: 700 },
      { price_max: 1500 },
      { price_min: 700, price_max: 2500 },
      { price_min: 0, price_max: 0 },
      { price_min: 5000 },
      { category: 'Спорт' },
      { category: 'Красота', price_min: 1500 },
      { category: 'Спорт', price_max: 700 },
    ];
    it.each(filters)('%j: every page by cursor is the full sort’s', async (filter) => {
      const want = expected(reference(filter));
      for (const limit of [1, 2, 3, 7, 50]) {
        const { hits, pages } = await allPages(t, { sort: 'price', ...filter }, limit);
        expect(shown(hits)).toEqual(want);
        expect(pages).toBe(Math.max(1, Math.ceil(want.length / limit)));
      }
    });

    it('reads both kinds, ties in price across them by id, and services without a price last', () => {
      const all = reference({});
      const kinds = (price: number | null) =>
        new Set(all.filter((s) => s.price === price).map((s) => s.provider.split(':')[0]));
      expect(kinds(1500)).toEqual(new Set(['master', 'organization']));
      expect(kinds(null)).toEqual(new Set(['master', 'organization']));
      expect(all.slice(-4).every((s) => s.price === null)).toBe(true);
    });

    it('continues after a cursor between two keys of the order as after the last hit it names', async () => {
      // the cursors we give out name a hit; the order's second key is 0 for every hit of the price order,
      // so one below it starts at the first hit of the price, one above it after the last
      const signer = t.app.get(SearchCursorSigner);
      const page = async (k2: string) =>
        shown(
          (
            await t.http
              .get('/api/search')
              .query({ sort: 'price', limit: 50, cursor: signer.encode('price', { k1: '1500', k2, id: 1 }) })
              .expect(200)
          ).body.items,
        );
      expect(await page('-1')).toEqual(expected(reference({}, (s) => key(s) >= 1500)));
      expect(await page('1')).toEqual(expected(reference({}, (s) => key(s) > 1500)));
    });
  });
}
