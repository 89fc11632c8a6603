import { createTestApp, TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import { names, SEARCH_NOW, searchWorld, SearchWorld, UNLIMITED } from './search-support';

/**
 * A word with a wrong letter, on both databases: it matches the words of the searchable texts most like
 * it, as they are now (a rename or a deletion counts at once), and only when no text holds the word itself
 * or a word it starts.
 */
describe.each([
  ['PostgreSQL', {}],
  ['embedded PGlite', { databaseUrl: 'memory://' }],
])('search typos on %s', (_, options) => {
  let t: TestApp;
  let w: SearchWorld;
  beforeAll(async () => {
    t = await createTestApp({ ...UNLIMITED, ...options });
    w = await searchWorld(t.db);
  }, 120000);
  beforeEach(() => setNow(t, SEARCH_NOW));
  afterAll(() => t.close());

  const service = async (name: string) =>
    (
      await t.db.query(`INSERT INTO services (name, price, master_id) VALUES ($1, 900, $2) RETURNING id`, [
        name,
        w.sport.user.id,
      ])
    )[0].id as number;

  it('finds a wrong letter in any word of several, in a name, beside ё and prefixes', async () => {
    expect(await names(t, { q: 'стрижка смирнва' })).toEqual(['Мужская стрижка']);
    expect(await names(t, { q: 'Кузнецва', sort: 'price' })).toEqual(['Маникюр', 'Педикюр']);
    expect(await names(t, { q: 'маникур лотос' })).toEqual(['Маникюр']);
    expect(await names(t, { q: 'ЧЁЛКИ елкн' })).toEqual(['Подравнивание чёлки']);
    expect(await names(t, { q: 'подравн' })).toEqual(['Подравнивание чёлки']);
    // a stop word beside other words is left out, as the Russian vectors leave it out
    expect(await names(t, { q: 'маникюр на' })).toEqual(['Маникюр']);
  });

  it('widens only a word no text holds, and follows renames and deletions at once', async () => {
    const peeling = await service('Пилинг лица');
    expect(await names(t, { q: 'пиллинг' })).toEqual(['Пилинг лица']);
    // once a text holds «пиллинг» itself, the word is matched as typed
    const other = await service('Пиллинг кожи');
    expect(await names(t, { q: 'пиллинг' })).toEqual(['Пиллинг кожи']);
    await t.db.query(`UPDATE services SET name = 'Шугаринг' WHERE id = $1`, [other]);
    expect(await names(t, { q: 'пиллинг' })).toEqual(['Пилинг лица']);
    expect(await names(t, { q: 'шугаринк' })).toEqual(['Шугаринг']);
    await t.db.query(`DELETE FROM services WHERE id = ANY($1)`, [[peeling, other]]);
    expect(await names(t, { q: 'пиллинг' })).toEqual([]);
    expect(await names(t, { q: 'шугаринк' })).toEqual([]);
  });

  it('keeps the words of renamed people and organizations', async () => {
    await t.db.query(`UPDATE organizations SET name = 'Студия Орхидея' WHERE id = $1`, [w.salon.orgId]);
    expect(await names(t, { q: 'архидея', sort: 'price' })).toEqual(['Маникюр', 'Педикюр']);
    expect(await names(t, { q: 'лотос' })).toEqual([]);
    await t.db.query(`UPDATE organizations SET name = $2 WHERE id = $1`, [w.salon.orgId, w.salon.org.name]);
    expect(await names(t, { q: 'лотос', sort: 'price' })).toEqual(['Маникюр', 'Педикюр']);
  });
});
