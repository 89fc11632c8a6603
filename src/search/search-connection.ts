import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { isEmbedded } from '../database/data-source-options';
import { statementName } from '../database/prepared-query';

/** A `pg` Pool, or the PGlite pool (pglite-pool.ts): each query leases a connection for itself alone. */
interface NamedQueryPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** Runs one of a request's statements (a named prepared statement, as preparedQuery does). */
export type SearchRun = <T>(text: string, values: unknown[]) => Promise<T[]>;

/** PostgreSQL's "canceling statement due to statement timeout" (and due to a user's request). */
const QUERY_CANCELED = '57014';

/** Search's own PostgreSQL pool (null on the embedded database), built by `searchPoolProvider`. */
export const SEARCH_OWN_POOL = Symbol('SEARCH_OWN_POOL');

/**
 * On PostgreSQL, a small pool of search's own whose connections are opened read-only and with
 * `statement_timeout = SEARCH_TIMEOUT_MS` (see SearchConnections). The embedded database needs no `pg` at
 * all, so it is loaded only here, when there is a server to connect to: compiling it (and the fetch
 * implementation it looks at) cost ~25 ms of CPU at every embedded start-up.
 */
export const searchPoolProvider = {
  provide: SEARCH_OWN_POOL,
  inject: [APP_CONFIG],
  useFactory: async (config: AppConfig): Promise<Pool | null> => {
    if (isEmbedded(config)) return null;
    const { Pool } = await import('pg');
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: config.searchPoolSize,
      connectionTimeoutMillis: 5000,
      statement_timeout: config.searchTimeoutMs,
      options: '-c default_transaction_read_only=on',
    });
    // an idle connection the server drops must not end the process (the pool opens another)
    pool.on('error', (e) => new Logger(SearchConnections.name).warn(`search connection lost: ${e.message}`));
    return pool;
  },
};

/**
 * Where search and the map send their statements. On PostgreSQL, search's own pool: no query anyone can
 * type holds a connection longer than the timeout (it is answered 503 search_timeout), and each statement
 * goes alone, with no transaction around it to begin and end. The embedded database (PGlite) has one
 * connection and no timer: there the statements go to the application's pool as they are.
 */
@Injectable()
export class SearchConnections implements OnApplicationShutdown {
  /** The pool the statements go to (exposed for the tests that watch them). */
  readonly pool: NamedQueryPool;

  constructor(
    @InjectDataSource() db: DataSource,
    @Inject(SEARCH_OWN_POOL) private readonly own: Pool | null,
  ) {
    this.pool = own ?? (db.driver as unknown as { master: NamedQueryPool }).master;
  }

  readonly run: SearchRun = async <T>(text: string, values: unknown[]): Promise<T[]> => {
    try {
      const { rows } = await this.pool.query({ name: statementName(text), text, values });
      return rows as T[];
    } catch (e) {
      if (e instanceof Error && 'code' in e && e.code === QUERY_CANCELED) throw new DomainError('search_timeout');
      throw e instanceof Error && 'code' in e ? new QueryFailedError(text, values, e) : e;
    }
  };

  async onApplicationShutdown(): Promise<void> {
    await this.own?.end();
  }
}
