import { mkdirSync } from 'node:fs';
import type { Extension, PGlite } from '@electric-sql/pglite';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { createPGliteDriver } from './pglite-pool';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export function isEmbedded(config: Pick<AppConfig, 'databaseUrl'>): boolean {
  return !config.databaseUrl || config.databaseUrl === 'memory://';
}

async function openPGlite(dataDir: string | undefined): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  // a subpath export the commonjs resolver cannot type; the module itself loads fine
  const contrib = (name: string) => `@electric-sql/pglite/contrib/${name}`;
  const { btree_gist } = (await import(contrib('btree_gist'))) as { btree_gist: Extension };
  const { pg_trgm } = (await import(contrib('pg_trgm'))) as { pg_trgm: Extension };
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir, { extensions: { btree_gist, pg_trgm } });
}

/** PostgreSQL when DATABASE_URL is a postgres URL; otherwise embedded PGlite (on disk, or memory://). */
export function buildDataSourceOptions(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
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
  return { ...common, driver: createPGliteDriver(() => openPGlite(dir)) } as DataSourceOptions;
}
