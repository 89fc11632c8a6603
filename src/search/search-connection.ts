import { type DataSource, QueryFailedError } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { statementName } from '../database/prepared-query';

/** One pooled connection: a `pg` PoolClient, or the PGlite pool's (pglite-pool.ts). */
interface LeasedClient {
  query(config: string | { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  release(destroy?: boolean): void;
}
interface LeasingPool {
  connect(): Promise<LeasedClient>;
}

/** Runs one of a request's statements (a named prepared statement, as preparedQuery does). */
export type SearchRun = <T>(text: string, values: unknown[]) => Promise<T[]>;

/** PostgreSQL's "canceling statement due to statement timeout" (and due to a user's request). */
const QUERY_CANCELED = '57014';

/**
 * Runs a request's search statements on one connection, in a read-only transaction where each statement
 * may take at most `timeoutMs` (SET LOCAL statement_timeout, gone with the transaction): no query anyone
 * can type holds a connection longer, and it is answered 503 search_timeout instead of a hung request.
 * The embedded database (PGlite) accepts the setting but has no timer, so there it limits nothing.
 */
export async function withSearchTimeout<T>(
  db: DataSource,
  timeoutMs: number,
  work: (run: SearchRun) => Promise<T>,
): Promise<T> {
  const client = await (db.driver as unknown as { master: LeasingPool }).master.connect();
  let broken = false;
  try {
    await client.query(`BEGIN READ ONLY; SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
    const run: SearchRun = async <R>(text: string, values: unknown[]) => {
      try {
        const { rows } = await client.query({ name: statementName(text), text, values });
        return rows as R[];
      } catch (e) {
        if (e instanceof Error && 'code' in e && e.code === QUERY_CANCELED) throw new DomainError('search_timeout');
        throw e instanceof Error && 'code' in e ? new QueryFailedError(text, values, e) : e;
      }
    };
    const result = await work(run);
    await client.query('COMMIT');
    return result;
  } catch (e) {
    // a failed statement leaves the transaction aborted: end it before the connection goes back
    await client.query('ROLLBACK').catch(() => (broken = true));
    throw e;
  } finally {
    client.release(broken);
  }
}
