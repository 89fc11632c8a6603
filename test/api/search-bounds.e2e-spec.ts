import { SearchConnections } from '../../src/search/search-connection';
import { createTestApp, TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import { SEARCH_NOW, searchWorld, statementsSent, UNLIMITED } from './search-support';

/**
 * What one anonymous client can make search cost: a bounded number of words matched against kept vectors,
 * a time limit on each statement, and a number of requests a minute per address.
 */
const TOO_MANY = { detail: 'Слишком много запросов, попробуйте позже', code: 'too_many_requests' };
const TIMED_OUT = {
  detail: 'Поиск занял слишком много времени. Уточните запрос (меньше слов или фильтр) и повторите',
  code: 'search_timeout',
};
/**
 * 30 words (q is at most 100 characters) that each start something somewhere (services, names,
 * specializations, organizations), typed as one query.
 */
const THIRTY_WORDS = [
  'стр ман пед окр укл тре бор чел сми куз',
  'ло ба ст па се ан ол пе иг во',
  'ел во му ве пе по са ни ма ко',
].join(' ');

describe('a long search query', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(UNLIMITED);
    await searchWorld(t.db);
  }, 60000);
  beforeEach(() => setNow(t, SEARCH_NOW));
  afterAll(() => t.close());

  it('of 30 words with free_on costs a bounded statement or two, matches 8 words, and reads kept vectors', async () => {
    const sent = await statementsSent(t, () =>
      t.http.get('/api/search').query({ q: THIRTY_WORDS, free_on: '2026-12-02' }).expect(200),
    );
    const searches = sent.filter((s) => s.text.startsWith('WITH'));
    expect(searches.length).toBeGreaterThanOrEqual(1);
    expect(searches.length).toBeLessThanOrEqual(2);
    for (const { text, values } of searches) {
      // every word, any word (both 8), and the one word that finds the candidates
      const tsqueries = values.filter((v): v is string => typeof v === 'string' && v.includes(':*'));
      expect(tsqueries.map((q) => q.split(/[&|]/).length).sort()).toEqual([1, 8, 8]);
      const plan = await t.db.query<{ 'QUERY PLAN': string }[]>(`EXPLAIN (VERBOSE, COSTS OFF) ${text}`, values);
      const lines = plan.map((r) => r['QUERY PLAN']).join('\n');
      expect(lines).toContain('name_vector');
      // no candidate's text is parsed into a vector while the statement runs
      expect(lines).not.toContain('to_tsvector');
    }
    // around them only the words looked up among the kept words and the working-time data of the providers
    // the slot engine looked at (a few statements); the time limit is the connections' own, sent with none
    const others = sent.filter((s) => !s.text.startsWith('WITH'));
    expect(others.filter((s) => s.text.includes('search_words')).length).toBe(1);
    expect(others.filter((s) => s.text.includes('master_schedules')).length).toBeLessThanOrEqual(6);
    expect(others.filter((s) => !/search_words|master_schedules/.test(s.text)).map((s) => s.text)).toEqual([]);
  });

  it('of one-letter words sends no statement at all (no word is left to match)', async () => {
    const q = 'а б в г д е ж з и к л м н о п р с т у ф х ц ч ш щ э ю я 1 2 3 4 5';
    let body: unknown;
    const sent = await statementsSent(t, async () => {
      body = (await t.http.get('/api/search').query({ q, free_on: '2026-12-02' }).expect(200)).body;
    });
    expect(body).toEqual({ items: [], next_cursor: null });
    expect(sent).toEqual([]);
  });
});

describe('a search statement that runs too long (SEARCH_TIMEOUT_MS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...UNLIMITED, searchTimeoutMs: 300 });
    await searchWorld(t.db);
  }, 60000);
  beforeEach(() => setNow(t, SEARCH_NOW));
  afterAll(() => t.close());

  it('runs on a read-only connection whose statements may take at most that long', async () => {
    const [settings] = await t.app
      .get(SearchConnections)
      .run<{ timeout: string; read_only: string }>(
        "SELECT current_setting('statement_timeout') AS timeout, current_setting('transaction_read_only') AS read_only",
        [],
      );
    expect(settings).toEqual({ timeout: '300ms', read_only: 'on' });
  });

  it('is cancelled and answered 503 search_timeout; the connections then serve the next search', async () => {
    await t.http.get('/api/search').query({ q: 'маникюр' }).expect(200);
    // another session holds the services table, so the search cannot read it within its time
    const holder = t.db.createQueryRunner();
    await holder.startTransaction();
    try {
      await holder.query('LOCK TABLE services IN ACCESS EXCLUSIVE MODE');
      expect((await t.http.get('/api/search').query({ q: 'маникюр' }).expect(503)).body).toEqual(TIMED_OUT);
      const map = await t.http.get('/api/search/map').query({ bbox: '37,55,38.5,56.5', q: 'маникюр' }).expect(503);
      expect(map.body).toEqual(TIMED_OUT);
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
    for (let i = 0; i < 3; i++) {
      const res = await t.http.get('/api/search').query({ q: 'маникюр' }).expect(200);
      expect(res.body.items.map((h: { service: { name: string } }) => h.service.name)).toEqual(['Маникюр']);
    }
  });
});

describe('searches per client address (SEARCH_REQUESTS_PER_MINUTE=60) behind one trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
  });
  afterAll(() => t.close());

  const read = (i: number, address: string) =>
    (i % 2 ? t.http.get('/api/search/map').query({ bbox: '37,55,38.5,56.5' }) : t.http.get('/api/search')).set(
      'X-Forwarded-For',
      address,
    );

  it('answers 429 to the 61st search or map read of a minute from one address; other addresses read on', async () => {
    for (let i = 0; i < 60; i++) await read(i, '203.0.113.30').expect(200);
    for (let i = 0; i < 2; i++) expect((await read(i, '203.0.113.30').expect(429)).body).toEqual(TOO_MANY);
    await read(0, '203.0.113.31').expect(200);
    await read(1, '203.0.113.31').expect(200);
  });
});

describe('searches with SEARCH_REQUESTS_PER_MINUTE=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ searchRequestsPerMinute: 0 });
  });
  afterAll(() => t.close());

  it('are not limited', async () => {
    for (let i = 0; i < 70; i++) await t.http.get('/api/search').query({ limit: 1 }).expect(200);
  });
});
