import { QueryFailedError } from 'typeorm';
import { preparedQuery } from '../../src/database/prepared-query';
import { createTestApp, TestApp } from '../support/test-app';

/** Hot reads as named prepared statements (src/database/prepared-query.ts), on both database engines. */
describe.each([
  ['PostgreSQL', undefined],
  ['embedded PGlite', 'memory://'],
])('preparedQuery on %s', (_name, databaseUrl) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(databaseUrl ? { databaseUrl } : {});
  }, 60_000);
  afterAll(() => t?.close());

  const SQL = `SELECT $1::int + 1 AS next, $2::text AS word, now() AS at`;

  it('answers as DataSource.query does, call after call with other values', async () => {
    for (const n of [1, 41, 1000]) {
      const viaDataSource: Record<string, unknown>[] = await t.db.query(SQL, [n, `слово ${n}`]);
      const prepared = await preparedQuery<Record<string, unknown>>(t.db, SQL, [n, `слово ${n}`]);
      expect(prepared).toHaveLength(1);
      expect({ next: prepared[0].next, word: prepared[0].word }).toEqual({
        next: viaDataSource[0].next,
        word: viaDataSource[0].word,
      });
      expect(prepared[0].at).toBeInstanceOf(Date);
    }
  });

  it("fails as TypeORM's QueryFailedError with the server's code (so bad input still maps to 422)", async () => {
    const failing = preparedQuery(t.db, `SELECT $1::int AS n`, ['сто']);
    await expect(failing).rejects.toBeInstanceOf(QueryFailedError);
    await expect(preparedQuery(t.db, `SELECT $1::int AS n`, ['сто'])).rejects.toMatchObject({ code: '22P02' });
    // and the pool is still fine afterwards
    expect(await preparedQuery(t.db, `SELECT $1::int AS n`, ['7'])).toEqual([{ n: 7 }]);
  });
});

describe('preparedQuery on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('is a named statement the server keeps, under the same name call after call', async () => {
    const sql = `SELECT name, statement FROM pg_prepared_statements WHERE statement = $1`;
    const rows = await preparedQuery<{ name: string; statement: string }>(t.db, sql, [sql]);
    expect(rows).toEqual([{ name: expect.stringMatching(/^q_[0-9a-f]{20}$/), statement: sql }]);
    const again = await preparedQuery<{ name: string }>(t.db, sql, [sql]);
    expect(again[0].name).toBe(rows[0].name);
  });
});
