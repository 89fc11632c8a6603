import type { DataSource } from 'typeorm';

/**
 * SQL statements the app sends while `fn` runs: through the data source, and as prepared statements
 * straight on its pool (src/database/prepared-query.ts). For the routes that promise one query.
 */
export async function countQueries(db: DataSource, fn: () => Promise<unknown>): Promise<number> {
  const spies = [
    jest.spyOn(db, 'query'),
    jest.spyOn((db.driver as unknown as { master: { query(): unknown } }).master, 'query'),
  ];
  try {
    await fn();
    return spies.reduce((n, spy) => n + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
