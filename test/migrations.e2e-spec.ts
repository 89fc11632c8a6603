// The schema comes from the migrations, applied at start when the database lacks any; an up-to-date
// database is recognised from its migrations table alone (no information_schema round trip).
import { randomBytes } from 'node:crypto';
import { buildDataSourceOptions, hasPendingMigrations, openDataSource } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { AdminSearchOneTrigramIndex1763810000000 } from '../src/database/migrations/1763810000000-admin-search-one-trigram-index';
import { freshDatabaseUrl } from './support/test-app';
import { createTestDatabase, RUN_PREFIX_ENV } from './support/test-db';

const migrationNames = MIGRATIONS.map((M) => new M().name);

async function emptyDatabaseUrl(): Promise<string> {
  const name = `${process.env[RUN_PREFIX_ENV]}_empty_${randomBytes(4).toString('hex')}`;
  return createTestDatabase(name);
}

describe('migrations at start', () => {
  it('give an empty PostgreSQL database the whole schema, once', async () => {
    const ds = await openDataSource(buildDataSourceOptions({ databaseUrl: await emptyDatabaseUrl(), dataDir: '' }));
    try {
      const applied: { name: string }[] = await ds.query('SELECT name FROM migrations ORDER BY id');
      expect(applied.map((r) => r.name)).toEqual(migrationNames);
      expect(await ds.query(`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 0 }]);
      expect(await hasPendingMigrations(ds)).toBe(false);
    } finally {
      await ds.destroy();
    }
  });

  it('notice a migration the database has not had yet', async () => {
    const ds = await openDataSource(buildDataSourceOptions({ databaseUrl: await freshDatabaseUrl(), dataDir: '' }));
    try {
      expect(await hasPendingMigrations(ds)).toBe(false);
      await ds.query('DELETE FROM migrations WHERE name = $1', [migrationNames[migrationNames.length - 1]]);
      expect(await hasPendingMigrations(ds)).toBe(true);
    } finally {
      await ds.destroy();
    }
  });

  it('give a new embedded database the same schema (sized for one process, which starts faster)', async () => {
    const ds = await openDataSource(buildDataSourceOptions({ databaseUrl: 'memory://', dataDir: '' }));
    try {
      const applied: { name: string }[] = await ds.query('SELECT name FROM migrations ORDER BY id');
      expect(applied.map((r) => r.name)).toEqual(migrationNames);
      expect(await hasPendingMigrations(ds)).toBe(false);
      expect(await ds.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '32MB' }]);
    } finally {
      await ds.destroy();
    }
  }, 120_000); // every migration on a fresh PGlite: ~25 s alone, much more beside the parallel suites

  it('step back and forth over the admin search text: seven indexes without it, one column and index with it', async () => {
    const ds = await openDataSource(buildDataSourceOptions({ databaseUrl: await emptyDatabaseUrl(), dataDir: '' }));
    const searchIndexes = async () =>
      (
        await ds.query<{ indexname: string }[]>(
          `SELECT indexname FROM pg_indexes WHERE tablename = 'users' AND indexname LIKE '%trgm%' ORDER BY 1`,
        )
      ).map((r) => r.indexname);
    const hasColumn = async () =>
      (
        await ds.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'search_text'`,
        )
      )[0].n === 1;
    try {
      expect(await searchIndexes()).toEqual(['users_search_text_trgm_idx']);
      expect(await hasColumn()).toBe(true);
      const migration = new AdminSearchOneTrigramIndex1763810000000();
      const runner = ds.createQueryRunner();
      await migration.down(runner);
      expect(await searchIndexes()).toHaveLength(7);
      expect(await hasColumn()).toBe(false);
      await migration.up(runner);
      await runner.release();
      expect(await searchIndexes()).toEqual(['users_search_text_trgm_idx']);
      await ds.query(
        `INSERT INTO users (telegram_id, first_name, last_name, phone, user_type) VALUES (77, 'Ёлка', 'ИВАНОВА', '+79001234567', 'client')`,
      );
      expect(await ds.query(`SELECT search_text FROM users WHERE telegram_id = 77`)).toEqual([
        { search_text: 'ёлка иванова\n+79001234567\n\n\n77' },
      ]);
    } finally {
      await ds.destroy();
    }
  });
});
