import type { AppConfig } from '../../src/config/app.config';
import { SearchCursorSigner } from '../../src/search/search-cursor';
import { DENSE_PRICES } from '../../src/search/search-rating-walk.sql';
import { makeMaster, makeMember, makeOwner, makeService } from '../factories';
import { createTestApp, TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import { allPages, type Hit, SEARCH_NOW, setRating, UNLIMITED } from './search-support';

type Query = Record<string, string | number>;

/** A provider as seeded: its kind, category and reviews (count and sum; none: no aggregate row). */
interface Provider {
  key: string;
  category: string;
  reviews: [number, number] | null;
  owner: { masterId?: number; organizationId?: number };
}

/** A visible service as seeded: what the reference order is computed from. */
interface Seeded {
  id: number;
  price: number | null;
  provider: Provider;
}

/**
 * The providers' reviews, with ties: two pairs with the same counts, three whose score is the prior mean 4.0
 * exactly (as every provider without reviews scores: 0 of 0, 3 summing to 12, 10 summing to 40), one below it.
 */
const MASTERS: [string, [number, number] | null][] = [
  ['Красота', [4, 18]],
  ['Спорт', null],
  ['Красота', [3, 12]],
  ['Красота', null],
  ['Спорт', [4, 18]],
  ['Красота', [20, 96]],
  ['Спорт', [0, 0]],
  ['Красота', [2, 3]],
];
const ORGANIZATIONS: [string, [number, number] | null][] = [
  ['Красота', null],
  ['Спорт', [20, 96]],
  ['Красота', [10, 40]],
  ['Спорт', [5, 24]],
];
const PRICES = [1500, null, 0, 700, 2500, 700, 4000, 1500, null, 2500, 0];

/** The platform's prior mean and its weight (the kept mean while there is no platform aggregate). */
const PRIOR = { mean: 4, weight: 5 };

/**
 * The rating order without a text: every page, through the cursor to the end, is the full sort's (the
 * provider's score rounded to 6 decimals, highest first, then the service's id, across providers and kinds)
 * over the visible services, with and without category, price and rating filters; providers without reviews
 * tie with those whose score is the prior mean. The reference is computed here from the seeded rows, apart
 * from the app's SQL. The same cases on PostgreSQL and on PGlite.
 */
export function describeRatingOrder(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`the rating order pages the whole catalogue (${name})`, () => {
    let t: TestApp;
    const seeded: Seeded[] = [];

    beforeAll(async () => {
      t = await createTestApp({ ...UNLIMITED, ...overrides });
      const db = t.db;
      const providers: Provider[] = [];
      for (const [category, reviews] of MASTERS) {
        const m = await makeMaster(db, { category });
        providers.push({ key: `master:${m.user.id}`, category, reviews, owner: { masterId: m.user.id } });
      }
      for (const [category, reviews] of ORGANIZATIONS) {
        const o = await makeOwner(db, { category });
        providers.push({ key: `organization:${o.org.id}`, category, reviews, owner: { organizationId: o.org.id } });
      }
      for (const p of providers) {
        if (!p.reviews) continue;
        const [kind, id] = p.key.split(':');
        await setRating(db, kind as 'master' | 'organization', Number(id), ...p.reviews);
      }
      // providers nobody may find, rated best and unrated, with services among the others' ids
      const blocked = await makeMaster(db, { category: 'Красота' });
      const noPage = await makeMaster(db, { category: 'Спорт', deepLink: null });
      const closed = await makeOwner(db, { category: 'Красота' });
      const hidden = [{ masterId: blocked.user.id }, { masterId: noPage.user.id }, { organizationId: closed.org.id }];
      await setRating(db, 'master', blocked.user.id, 30, 150);
      await setRating(db, 'organization', closed.org.id, 30, 150);
      // a rated member of an organization has no services of their own; a rated master has none at all
      const member = await makeMember(db, closed.org, 'master');
      await setRating(db, 'master', member.user.id, 30, 150);
      const idle = await makeMaster(db, { category: 'Красота' });
      await setRating(db, 'master', idle.user.id, 30, 149);
      for (let i = 0; i < 40; i++) {
        const price = PRICES[i % PRICES.length];
        const p = providers[(i * 5) % providers.length];
        const s = await makeService(db, p.owner, { name: `Услуга ${i}`, price });
        seeded.push({ id: s.id, price, provider: p });
        if (i % 5 === 0) await makeService(db, hidden[i % hidden.length], { name: `Скрытая ${i}`, price });
        // enough services at 700 that a price range holding it is walked (a narrower one is sorted), all hidden
        if (i === 20)
          await db.query(
            `INSERT INTO services (name, price, duration_minutes, master_id)
             SELECT 'Скрытая серия ' || g, 700, 60, $1 FROM generate_series(1, $2::int) g`,
            [blocked.user.id, DENSE_PRICES],
          );
      }
      await db.query(`UPDATE users SET is_blocked = true WHERE id IN ($1, $2)`, [blocked.user.id, closed.user.id]);
    }, 60000);
    beforeEach(() => setNow(t, SEARCH_NOW));
    afterAll(() => t.close());

    /** The score rounded as the order rounds it, in millionths. */
    const score = (p: Provider) => {
      const [count, sum] = p.reviews ?? [0, 0];
      return Math.round(((PRIOR.weight * PRIOR.mean + sum) / (PRIOR.weight + count)) * 1e6);
    };
    const rating = (p: Provider) =>
      p.reviews && p.reviews[0] >= 3 ? Math.round((p.reviews[1] / p.reviews[0]) * 10) / 10 : null;
    /** The full sort of the seeded services `query` keeps. */
    const reference = (query: Query, from = (s: Seeded) => score(s.provider) >= 0): Seeded[] =>
      seeded
        .filter((s) => {
          const r = rating(s.provider);
          return (
            (query.category === undefined || s.provider.category === query.category) &&
            (query.price_min === undefined || (s.price !== null && s.price >= Number(query.price_min))) &&
            (query.price_max === undefined || (s.price !== null && s.price <= Number(query.price_max))) &&
            (query.rating_min === undefined || (r !== null && r >= Number(query.rating_min))) &&
            from(s)
          );
        })
        .sort((a, b) => score(b.provider) - score(a.provider) || a.id - b.id);
    const shown = (hits: Hit[]) =>
      hits.map((h) => ({
        id: h.service.id,
        provider: h.master ? `master:${h.master.id}` : `organization:${h.organization!.id}`,
      }));
    const expected = (rows: Seeded[]) => rows.map((s) => ({ id: s.id, provider: s.provider.key }));

    const filters: Query[] = [
      {},
      { category: 'Спорт' },
      { category: 'Красота' },
      { rating_min: 4 },
      { rating_min: 4.5 },
      { price_max: 1500 },
      { price_max: 700 },
      { price_min: 700, price_max: 2500 },
      { price_min: 5000 },
      { category: 'Красота', rating_min: 4.2 },
      { category: 'Спорт', price_min: 700 },
      { rating_min: 4, price_max: 700 },
      { category: 'Красота', price_min: 0, price_max: 1500, rating_min: 3 },
    ];
    it.each(filters)('%j: every page by cursor is the full sort’s', async (filter) => {
      const want = expected(reference(filter));
      for (const limit of [1, 2, 3, 7, 50]) {
        const { hits, pages } = await allPages(t, { sort: 'rating', ...filter }, limit);
        expect(shown(hits)).toEqual(want);
        expect(pages).toBe(Math.max(1, Math.ceil(want.length / limit)));
      }
    });

    it('is the order without a sort and without a text, and relevance’s without a text', async () => {
      const want = expected(reference({}));
      for (const sort of [{}, { sort: 'relevance' }] as Query[]) {
        expect(shown((await allPages(t, sort, 3)).hits)).toEqual(want);
      }
    });

    it('ties providers without reviews with those scoring the prior mean, their services by id', () => {
      const tied = reference({}).filter((s) => score(s.provider) === PRIOR.mean * 1e6);
      const reviewed = new Set(tied.map((s) => s.provider.reviews !== null));
      expect(reviewed).toEqual(new Set([true, false]));
      expect(new Set(tied.map((s) => s.provider.key.split(':')[0]))).toEqual(new Set(['master', 'organization']));
      const providers = tied.map((s) => s.provider.key);
      // more runs of one provider's services than providers: they interleave
      const runs = providers.filter((p, i) => p !== providers[i - 1]).length;
      expect(runs).toBeGreaterThan(new Set(providers).size);
    });

    it('continues after a cursor between two keys of the order as after the last hit it names', async () => {
      // the order's second key is 0 for every hit: a cursor's k2 below it starts at the first hit of its score,
      // one above it after the last
      const signer = t.app.get(SearchCursorSigner);
      const page = async (k1: string, k2: string) =>
        shown(
          (
            await t.http
              .get('/api/search')
              .query({ sort: 'rating', limit: 50, cursor: signer.encode('rating', { k1, k2, id: 1 }) })
              .expect(200)
          ).body.items,
        );
      const mean = PRIOR.mean * 1e6;
      expect(await page('-4.000000', '-1')).toEqual(expected(reference({}, (s) => score(s.provider) <= mean)));
      expect(await page('-4.000000', '1')).toEqual(expected(reference({}, (s) => score(s.provider) < mean)));
      const high = score(seeded[0].provider);
      expect(await page(`-${(high / 1e6).toFixed(6)}`, '1')).toEqual(
        expected(reference({}, (s) => score(s.provider) < high)),
      );
    });
  });
}
