import type { DataSource } from 'typeorm';

/**
 * Steps the schema back to just after the migration of `timestamp` by running every newer migration's down(),
 * newest first, as `npm run migration:revert` would one by one. A test of an old migration's down() runs it on
 * the schema it was written for, and every later down() is exercised on the way.
 */
export async function undoMigrationsNewerThan(ds: DataSource, timestamp: number): Promise<void> {
  for (;;) {
    const [last] = await ds.query<{ timestamp: string }[]>('SELECT timestamp FROM migrations ORDER BY id DESC LIMIT 1');
    if (!last || Number(last.timestamp) <= timestamp) return;
    await ds.undoLastMigration({ transaction: 'each' });
  }
}
