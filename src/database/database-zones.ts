import type { DataSource } from 'typeorm';

/**
 * Whether the database's own zone data holds `zone`. Node (Intl, ICU) and the database (PostgreSQL's or
 * PGlite's bundled tz data) disagree on some names, old aliases above all ('US/Pacific-New' is known to
 * Node and to neither database): a zone is stored only when both know it, so any statement may convert
 * with it. Known names are remembered per data source (its zone data does not change while it runs).
 */
const known = new WeakMap<DataSource, Set<string>>();

export async function databaseKnowsZone(db: DataSource, zone: string): Promise<boolean> {
  let names = known.get(db);
  if (!names) known.set(db, (names = new Set()));
  if (names.has(zone)) return true;
  const [row]: { known: boolean }[] = await db.query(
    `SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = $1) AS known`,
    [zone],
  );
  if (row?.known) names.add(zone);
  return row?.known === true;
}
