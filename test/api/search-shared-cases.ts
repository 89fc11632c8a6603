import type { AppConfig } from '../../src/config/app.config';
import { SearchConnections } from '../../src/search/search-connection';
import { makeService } from '../factories';
import { makeBusy } from '../factories/schedules';
import { createTestApp, TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import { type Hit, SEARCH_NOW, searchWorld, type SearchWorld, statementsSent, UNLIMITED } from './search-support';

type Query = Record<string, string | number>;
type Config = { text: string };
const WED = '2026-12-02';
const at = (time: string) => `${WED}T${time}:00+03:00`;
/** Statements of one computation: the slot engine's data, and the search itself. */
const SLOT_DATA = `'provider'::text AS what`;
const SEARCH = 'book_path';

/** A promise and the hands that settle it. */
function deferred<T = void>() {
  let resolve!: (v: T) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

/**
 * Search's statements as the test orders them: the first one whose text holds `marker` reads, then its
 * rows wait for `release` (or `fail`); `answered(text)` resolves once the next statement holding `text` has
 * its rows (and the request that sent it has gone on to what follows).
 */
function holdFirst(t: TestApp, marker: string) {
  const pool = t.app.get(SearchConnections).pool;
  const query = pool.query.bind(pool);
  const read = deferred();
  const release = deferred();
  const waiting: { text: string; done: () => void }[] = [];
  let held = false;
  const spy = jest.spyOn(pool, 'query').mockImplementation(async (config: Config & { name: string }) => {
    const result = await query(config as Parameters<typeof query>[0]);
    if (!held && config.text.includes(marker)) {
      held = true;
      read.resolve();
      await release.promise;
    }
    const i = waiting.findIndex((w) => config.text.includes(w.text));
    if (i >= 0) waiting.splice(i, 1)[0].done();
    return result;
  });
  return {
    read: read.promise,
    release: () => release.resolve(),
    fail: (e: Error) => release.reject(e),
    answered: (text: string) =>
      new Promise<void>((done) => waiting.push({ text, done: () => setImmediate(done) })).then(() => undefined),
    restore: () => spy.mockRestore(),
  };
}

/**
 * Identical questions asked at the same time share one computation (shared-flights.ts), and a question asked
 * after a change never gets an answer read before it, even while such a computation is in progress. The
 * statements are counted and ordered by the test (their rows held until it lets them go), never timed.
 * The same cases on PostgreSQL and on PGlite.
 */
export function describeSharedSearch(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`identical searches at the same time (${name})`, () => {
    let t: TestApp;
    let w: SearchWorld;
    const bookings: number[] = [];
    const services: number[] = [];

    const ask = (query: Query) => t.http.get('/api/search').query(query);
    const names = async (query: Query): Promise<string[]> => {
      const items: Hit[] = (await ask(query).expect(200)).body.items;
      return items.map((h) => (h.next_free ? `${h.service.name}@${h.next_free}` : h.service.name)).sort();
    };
    const kept = async (query: Query) => (await names(query), await names(query), names(query));
    const book = async (from: string, to: string) =>
      bookings.push(await makeBusy(t.db, w.anna.user.id, at(from), at(to)));
    /** A new service of `who`'s (gone after the test). */
    const service = async (who: { user: { id: number } }, name: string) =>
      services.push((await makeService(t.db, { masterId: who.user.id }, { name })).id);
    const haircut = { q: 'мужская стрижка', free_on: WED };
    const anna = (time: string) => [`Мужская стрижка@${at(time)}`];
    /** How many of the statements sent hold `marker`. */
    const count = (sent: { text: string }[], marker: string) => sent.filter((s) => s.text.includes(marker)).length;

    beforeAll(async () => {
      t = await createTestApp({ ...UNLIMITED, ...overrides });
      w = await searchWorld(t.db);
    }, 60000);
    beforeEach(() => setNow(t, SEARCH_NOW));
    afterEach(async () => {
      await t.db.query(`UPDATE appointments SET status = 'cancelled' WHERE id = ANY($1::int[])`, [bookings]);
      await t.db.query(`DELETE FROM services WHERE id = ANY($1::int[])`, [services]);
      bookings.length = services.length = 0;
    });
    afterAll(() => t.close());

    it('eight identical free_on asks after a booking compute the answer once, as one ask does, and all see it', async () => {
      expect(await kept(haircut)).toEqual(anna('09:00'));
      await book('09:00', '10:00');
      const one = await statementsSent(t, async () => expect(await names(haircut)).toEqual(anna('10:00')));
      await book('10:00', '11:00');
      const eight = await statementsSent(t, async () => {
        const answers = await Promise.all(Array.from({ length: 8 }, () => names(haircut)));
        expect(answers).toEqual(Array.from({ length: 8 }, () => anna('11:00')));
      });
      expect(count(one, SLOT_DATA)).toBeGreaterThan(0);
      expect([count(eight, SLOT_DATA), count(eight, SEARCH)]).toEqual([count(one, SLOT_DATA), count(one, SEARCH)]);
    });

    it('eight identical searches after a new service compute the answer once, and all see it', async () => {
      const query = { q: 'шугаринг' };
      await service(w.anna, 'Шугаринг ног');
      const first = await kept(query);
      await service(w.anna, 'Шугаринг рук');
      const sent = await statementsSent(t, async () => {
        const answers = await Promise.all(Array.from({ length: 8 }, () => names(query)));
        expect(answers).toEqual(Array.from({ length: 8 }, () => [...first, 'Шугаринг рук'].sort()));
      });
      expect(count(sent, SEARCH)).toBe(1);
    });

    it('a free_on question asked after a booking never gets the answer read before it, though that one is still in progress', async () => {
      expect(await kept(haircut)).toEqual(anna('09:00'));
      await book('14:00', '15:00'); // the kept answer is no longer known to hold: the next ask computes it
      const hold = holdFirst(t, SLOT_DATA);
      try {
        const before = names(haircut);
        await hold.read; // its slot data are read: Anna is free at 09:00
        await book('09:00', '10:00');
        const waited = hold.answered('free_on_versions');
        const after = names(haircut);
        await waited; // the later question has read the versions and found the earlier computation in progress
        hold.release();
        expect(await before).toEqual(anna('09:00'));
        expect(await after).toEqual(anna('10:00'));
        expect(await names(haircut)).toEqual(anna('10:00'));
      } finally {
        hold.restore();
      }
    });

    it('a search asked after a new service never gets the answer read before it, though that one is still in progress', async () => {
      const query = { q: 'депиляция' };
      await service(w.anna, 'Депиляция воском');
      const first = await kept(query);
      await service(w.petr, 'Эпиляция лазером');
      const hold = holdFirst(t, SEARCH);
      try {
        const before = names(query);
        await hold.read;
        await service(w.petr, 'Депиляция сахаром');
        const waited = hold.answered('search_versions');
        const after = names(query);
        await waited;
        hold.release();
        expect(await before).toEqual(first);
        expect(await after).toEqual([...first, 'Депиляция сахаром'].sort());
      } finally {
        hold.restore();
      }
    });

    it('a computation that fails answers no one after it: the next questions compute afresh', async () => {
      expect(await kept(haircut)).toEqual(anna('09:00'));
      await book('14:00', '15:00');
      const hold = holdFirst(t, SLOT_DATA);
      try {
        const failed = ask(haircut).then((r) => r.status);
        await hold.read;
        const waited = hold.answered('free_on_versions');
        const after = names(haircut);
        await waited;
        hold.fail(new Error('the connection was lost'));
        expect(await failed).toBe(500);
        expect(await after).toEqual(anna('09:00'));
        expect(await names(haircut)).toEqual(anna('09:00'));
      } finally {
        hold.restore();
      }
    });
  });
}
