/*
 * Where a query lives (one rule for the whole tree): statements are written in the resource's `*.sql.ts`,
 * services compose and call them (here, or with `db.query`), repositories only for plain CRUD of the
 * folder's own entities. Access rules are fragments from src/access/ composed into the same statement.
 */
import { createHash } from 'node:crypto';
import { type DataSource, QueryFailedError } from 'typeorm';

/** What TypeORM's postgres driver keeps as `master`: a `pg` Pool, or the PGlite pool (pglite-pool.ts). */
interface NamedQueryPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const names = new Map<string, string>();

/** One name per statement text, the same in every process (a `pg` connection refuses one name for two texts). */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A hot read as a named prepared statement: each pooled connection parses and plans it once, later calls
 * only bind and execute (PostgreSQL keeps a generic plan when it is no dearer than a fresh one). Parsing
 * and planning were half of the server's work on the admin search (npm run bench: 0.8 ms planning for
 * 1 ms of execution). Only for statements whose text is fixed in the code (a few variants at most):
 * every text stays prepared on every connection. Not inside a transaction (use its EntityManager).
 * Errors come back as TypeORM's QueryFailedError, as from DataSource.query.
 */
export async function preparedQuery<T>(db: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const pool = (db.driver as unknown as { master: NamedQueryPool }).master;
  try {
    const { rows } = await pool.query({ name: statementName(text), text, values });
    return rows as T[];
  } catch (e) {
    throw e instanceof Error && 'code' in e ? new QueryFailedError(text, values, e) : e;
  }
}
