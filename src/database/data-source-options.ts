import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Extension, PGlite } from '@electric-sql/pglite';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { lockDataDir } from './data-dir-lock';
import { MIGRATIONS } from './migrations';
import { createPGliteDriver } from './pglite-pool';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export function isEmbedded(config: Pick<AppConfig, 'databaseUrl'>): boolean {
  return !config.databaseUrl || config.databaseUrl === 'memory://';
}

/**
 * The embedded server sizes its shared memory like a full one by default (shared_buffers 128MB for 100
 * connections), and the WebAssembly build sets all of it up at every start. It serves one process, so a
 * smaller cache is plenty: ~0.2 s less start-up (npm run bench).
 */
export const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=32MB', '-c', 'max_connections=8'];

export async function openPGlite(dataDir: string | undefined, snapshot?: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  // a subpath export the commonjs resolver cannot type; the module itself loads fine
  const contrib = (name: string) => `@electric-sql/pglite/contrib/${name}`;
  const { btree_gist } = (await import(contrib('btree_gist'))) as { btree_gist: Extension };
  const { pg_trgm } = (await import(contrib('pg_trgm'))) as { pg_trgm: Extension };
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const loadDataDir = snapshot ? new Blob([await readFile(snapshot)]) : undefined;
  return PGlite.create(dataDir, {
    loadDataDir,
    extensions: { btree_gist, pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
  });
}

/**
 * PostgreSQL when DATABASE_URL is a postgres URL; otherwise embedded PGlite (on disk, or memory://). No
 * entities here: each resource's module registers its own (TypeOrmModule.forFeature, loaded by the
 * application's autoLoadEntities), so this folder imports none of them.
 */
export function buildDataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'embeddedSnapshot'>,
): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    migrations: MIGRATIONS,
    migrationsRun: false, // openDataSource() applies what is missing
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    logging: ['error' as const],
  };
  if (!isEmbedded(config)) {
    return {
      ...common,
      url: config.databaseUrl,
      extra: { max: 10, connectionTimeoutMillis: 5000 },
    };
  }
  const dir = config.databaseUrl === 'memory://' ? undefined : config.dataDir;
  let unlock: () => void = () => undefined;
  const open = async () => {
    // before anything else: a second process on the same directory stops here with a clear message
    if (dir) unlock = lockDataDir(dir);
    try {
      return await openPGlite(dir, dir ? undefined : config.embeddedSnapshot);
    } catch (e) {
      unlock();
      throw e;
    }
  };
  return { ...common, driver: createPGliteDriver(open, () => unlock()) };
}

/**
 * Opens the data source and applies the migrations the database lacks. The check reads the migrations
 * table itself; TypeORM's own (migrationsRun) asks information_schema first, ~100 ms on PGlite at every
 * start of an up-to-date database.
 */
export async function openDataSource(options: DataSourceOptions): Promise<DataSource> {
  const ds = new DataSource({ ...options, migrationsRun: false });
  await ds.initialize();
  try {
    if (await hasPendingMigrations(ds)) await migrate(ds);
  } catch (e) {
    await ds.destroy().catch(() => undefined);
    throw e;
  }
  return ds;
}

/** Held while one instance migrates a PostgreSQL database (see LEADER_LOCK_KEY for the other keys). */
export const MIGRATIONS_LOCK_KEY = 7_004_302;

/**
 * Applies the missing migrations. On PostgreSQL several instances may start at once on a new database:
 * one migrates under an advisory lock, the others wait for it and then find nothing left to do. (The
 * embedded database is one process, and its single connection could not hold a lock beside the run.)
 */
async function migrate(ds: DataSource): Promise<void> {
  if (!(ds.options as { url?: string }).url) {
    await ds.runMigrations({ transaction: 'each' });
    return;
  }
  const lock = ds.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
    if (await hasPendingMigrations(ds)) await ds.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY]).catch(() => undefined);
    await lock.release();
  }
}

/** True when a migration of this build is not recorded as applied (or there is no record at all yet). */
export async function hasPendingMigrations(ds: DataSource): Promise<boolean> {
  const table = ds.options.migrationsTableName ?? 'migrations';
  const [{ exists }]: { exists: boolean }[] = await ds.query('SELECT to_regclass($1) IS NOT NULL AS exists', [table]);
  if (!exists) return true; // a new database
  const rows: { name: string }[] = await ds.query(`SELECT name FROM "${table}"`);
  const applied = new Set(rows.map((r) => r.name));
  return ds.migrations.some((m) => !applied.has(m.name ?? m.constructor.name));
}
