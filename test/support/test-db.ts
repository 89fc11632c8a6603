import { Client } from 'pg';

/** Server to create test databases on: TEST_DATABASE_URL, else DATABASE_URL, else local Postgres. */
export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function urlFor(dbName: string): string {
  const u = new URL(adminUrl());
  u.pathname = `/${dbName}`;
  return u.toString();
}

export async function withAdmin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: adminUrl(), connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * Creates a database of this test run (empty, or a copy of `template`). A test database need not survive a
 * crash of the server, so its commits do not wait for the disk (about 6 ms each on the CI machine against
 * ~1 ms): what a commit makes visible, and when, stays the same.
 */
export async function createTestDatabase(name: string, template?: string): Promise<string> {
  await withAdmin(async (c) => {
    await c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await c.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  });
  return urlFor(name);
}

export const TEMPLATE_ENV = 'BOOKING_TEST_TEMPLATE_DB';
export const RUN_PREFIX_ENV = 'BOOKING_TEST_RUN_PREFIX';
/** The migrated embedded database, dumped once per run (global-setup.ts); `memory://` test apps load it. */
export const PGLITE_SNAPSHOT_ENV = 'BOOKING_TEST_PGLITE_SNAPSHOT';
