import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions, openDataSource, openPGlite } from '../../src/database/data-source-options';
import { createPGliteDriver } from '../../src/database/pglite-pool';
import { createTestDatabase, PGLITE_SNAPSHOT_ENV, RUN_PREFIX_ENV, TEMPLATE_ENV } from './test-db';

/** A PostgreSQL database with every migration applied; each test file clones it (CREATE DATABASE … TEMPLATE). */
export async function postgresTemplate(prefix: string): Promise<string> {
  const template = `${prefix}_tmpl`;
  const ds = new DataSource({
    ...buildDataSourceOptions({ databaseUrl: await createTestDatabase(template), dataDir: '' }),
    migrationsRun: false,
  });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();
  return template;
}

/**
 * The same for the embedded database: a migrated PGlite dumped to a file, which every `memory://` test
 * database loads instead of running the migrations again (seconds each on PGlite).
 */
async function pgliteSnapshot(prefix: string): Promise<string> {
  const pg = await openPGlite(undefined);
  const ds = await openDataSource({
    ...buildDataSourceOptions({ databaseUrl: 'memory://', dataDir: '' }),
    driver: createPGliteDriver(() => Promise.resolve(pg)),
  });
  const dump = await pg.dumpDataDir('none');
  await ds.destroy();
  const file = join(tmpdir(), `${prefix}_pglite.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** This run's prefix: its template and per-file databases carry it (global-teardown.ts drops them). */
export function runPrefix(): string {
  return `bk_t${Date.now().toString(36)}${process.pid}`;
}

/** Once per run, before any test file: both databases' migrated starting points. */
export default async function globalSetup(): Promise<void> {
  const prefix = runPrefix();
  const [template, snapshot] = await Promise.all([postgresTemplate(prefix), pgliteSnapshot(prefix)]);
  process.env[TEMPLATE_ENV] = template;
  process.env[PGLITE_SNAPSHOT_ENV] = snapshot;
  process.env[RUN_PREFIX_ENV] = prefix;
}
