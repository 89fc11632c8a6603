import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool } from 'pg';
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

/**
 * Where search and the map send their statements. On PostgreSQL, a small pool of their own whose
 * connections are opened read-only and with `statement_timeout = SEARCH_TIMEOUT_MS`: no query anyone can
 * type holds a connection longer (it is answered 503 search_timeout), and each statement goes alone, with
 * no transaction around it to begin and end. The embedded database (PGlite) has one connection and no
 * timer: there the statements go to the application's pool as they are.
 */
@Injectable()
export class SearchConnections implements OnApplicationShutdown {
  private readonly own: Pool | null;
  /** The pool the statements go to (exposed for the tests that watch them). */
  readonly pool: NamedQueryPool;

  constructor(@InjectDataSource() db: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    if (isEmbedded(config)) {
      this.own = null;
      this.pool = (db.driver as unknown as { master: NamedQueryPool }).master;
      return;
    }
    this.own = new Pool({
      connectionString: config.databaseUrl,
      max: config.searchPoolSize,
      connectionTimeoutMillis: 5000,
      statement_timeout: config.searchTimeoutMs,
      options: '-c default_transaction_read_only=on',
    });
    // an idle connection the server drops must not end the process (the pool opens another)
    this.own.on('error', (e) => new Logger(SearchConnections.name).warn(`search connection lost: ${e.message}`));
    this.pool = this.own;
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
