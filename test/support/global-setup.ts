import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../../src/database/data-source-options';
import { RUN_PREFIX_ENV, TEMPLATE_ENV, urlFor, withAdmin } from './test-db';

/** Once per run: a template database with every migration applied; each test file clones it. */
export default async function globalSetup(): Promise<void> {
  const prefix = `bk_t${Date.now().toString(36)}${process.pid}`;
  const template = `${prefix}_tmpl`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${template}`));
  const ds = new DataSource({
    ...buildDataSourceOptions({ databaseUrl: urlFor(template), dataDir: '' }),
    migrationsRun: false,
  });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();
  process.env[TEMPLATE_ENV] = template;
  process.env[RUN_PREFIX_ENV] = prefix;
}
