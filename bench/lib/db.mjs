// Throwaway PostgreSQL databases for one bench run (127.0.0.1:5432, user postgres unless BENCH_PG_ADMIN_URL).
import pg from 'pg';

export const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export function urlFor(name) {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(fn) {
  const c = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export async function createDatabase(name) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
  return urlFor(name);
}

export async function dropDatabase(name) {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Runs one query on a database (EXPLAIN, counts). */
export async function withDb(url, fn) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * Waits until no other session runs a statement on the database (at most `maxMs`); returns how long it
 * waited. A line whose requests outlast its load window (a question each new at scale 10) leaves queries
 * running after its last answer: the next line would otherwise pay for them in its first seconds.
 */
export async function untilQuiet(url, maxMs = 60_000) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const t0 = performance.now();
  try {
    for (;;) {
      const { rows } = await c.query(
        `SELECT count(*)::int AS busy FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      if (rows[0].busy === 0 || performance.now() - t0 > maxMs) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await c.end();
  }
  return Math.round(performance.now() - t0);
}
