import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A `pg`-shaped pool over one embedded PGlite database, for TypeORM's postgres driver.
 *
 * PGlite has a single session: two transactions opened by two requests would interleave and
 * one's ROLLBACK could undo the other's rows. So each lease of a "connection" (a TypeORM query
 * runner: one plain query, or a whole transaction) holds a process-wide mutex until released.
 * Inside a transaction always use the transaction's EntityManager, never the data source.
 */
type QueryCallback = (err: Error | null, result: unknown) => void;
/** pg's query config form; a statement name means nothing to the single embedded session and is ignored. */
type QueryConfig = { text: string; values?: unknown[]; name?: string };

class Mutex {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

function toBool(val: unknown): string {
  if (val === true || val === 'true' || val === 1) return 'TRUE';
  if (val === false || val === 'false' || val === 0) return 'FALSE';
  return String(val);
}

/** `afterClose` runs once the database is closed (the data directory's lock is given back there). */
export function createPGliteDriver(
  open: () => Promise<PGlite>,
  afterClose: () => void = () => undefined,
): { Pool: new () => EventEmitter } {
  let instance: Promise<PGlite> | null = null;
  const db = () => (instance ??= open());
  const mutex = new Mutex();

  async function run(sql: string, params?: unknown[]) {
    const pg = await db();
    if (params && params.length > 0) return pg.query(sql, params, { serializers: { 16: toBool } });
    const results = await pg.exec(sql);
    return results[results.length - 1] ?? { rows: [], fields: [] };
  }

  class Client extends EventEmitter {
    constructor(private readonly unlock: () => void) {
      super();
    }
    released = false;
    query(sql: string | QueryConfig, params?: unknown[] | QueryCallback, cb?: QueryCallback) {
      const callback = typeof params === 'function' ? params : cb;
      const values = typeof sql === 'object' ? sql.values : typeof params === 'function' ? undefined : params;
      const p = run(typeof sql === 'object' ? sql.text : sql, values);
      if (callback)
        p.then(
          (r) => callback(null, r),
          (e: Error) => callback(e, null),
        );
      return p;
    }
    release = () => {
      if (this.released) return;
      this.released = true;
      this.unlock();
    };
  }

  class Pool extends EventEmitter {
    connect(cb?: (err: Error | null, client: Client | null, done: () => void) => void) {
      const p = (async () => {
        const unlock = await mutex.acquire();
        try {
          await db();
        } catch (e) {
          unlock();
          throw e;
        }
        return new Client(unlock);
      })();
      if (cb)
        p.then(
          (c) => cb(null, c, c.release),
          (e: Error) => cb(e, null, () => undefined),
        );
      return p;
    }
    async query(sql: string | QueryConfig, params?: unknown[] | QueryCallback, cb?: QueryCallback) {
      const client = await this.connect();
      try {
        return await client.query(sql, params, cb);
      } finally {
        client.release();
      }
    }
    end(cb?: (err: Error | null) => void) {
      const p = instance ? instance.then((pg) => pg.close()).finally(afterClose) : Promise.resolve();
      instance = null;
      p.then(
        () => cb?.(null),
        (e: Error) => cb?.(e),
      );
      return p;
    }
  }
  return { Pool };
}
