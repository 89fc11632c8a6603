import { rmSync } from 'node:fs';
import { PGLITE_SNAPSHOT_ENV, RUN_PREFIX_ENV, withAdmin } from './test-db';

/** Drops the template and every per-file database of this run, and the embedded snapshot. */
export default async function globalTeardown(): Promise<void> {
  const prefix = process.env[RUN_PREFIX_ENV];
  if (!prefix || process.env.KEEP_TEST_DBS) return;
  const snapshot = process.env[PGLITE_SNAPSHOT_ENV];
  if (snapshot) rmSync(snapshot, { force: true });
  await withAdmin(async (c) => {
    const { rows } = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `${prefix}%`,
    ]);
    for (const r of rows) await c.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
  });
}
