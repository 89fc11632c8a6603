// Fills a fresh database with the demo data: wipes it first only when asked (--reset), runs the statements
// in one transaction, brings the sequences past the explicit ids, and reports what a newcomer can try.
import { DataSource } from 'typeorm';
import { CITIES } from './places';
import { planFor, Window, YEAR_WINDOW } from './plan';
import { sqlClock } from './sql';
import { statements } from './statements';
import { SeedSummary, SERIAL_TABLES, summarize } from './summary';

export interface SeedOptions {
  scale: number;
  /** Wipe a database that has data instead of refusing it. */
  reset: boolean;
  quiet: boolean;
  /** The clock every seeded date is relative to (default: the real one). */
  now?: Date;
  /** Where the appointments fall around `now` (default: a year, YEAR_WINDOW). */
  window?: Window;
  /** How many appointments instead of the scale's (spread evenly over the masters and the window). */
  appointments?: number;
  /** Put every organization and independent master in this city of CITIES (default: spread over all). */
  city?: string;
  /** VACUUM ANALYZE afterwards, as a database autovacuum has seen (default true; a few rows need none). */
  vacuum?: boolean;
}

/** The database already has users and no --reset was given: nothing was written. */
export class DatabaseNotEmptyError extends Error {
  constructor(readonly users: number) {
    super(`the database already has ${users} users; seed a fresh database or pass --reset to wipe it`);
  }
}

function cityNumber(name: string): number {
  const i = CITIES.findIndex((c) => c[0] === name);
  if (i < 0) throw new Error(`no seeded city named ${name}`);
  return i;
}

/** One seed at a time per database: a second one waits, then finds the users of the first. */
const SEED_LOCK = 'SELECT pg_advisory_xact_lock(7004243)';

export async function seedDemo(ds: DataSource, args: SeedOptions): Promise<SeedSummary> {
  const log = (m: string) => args.quiet || console.log(m);
  const started = Date.now();
  const plan = {
    ...planFor(args.scale, args.window ?? YEAR_WINDOW),
    ...(args.appointments ? { appointments: args.appointments } : {}),
    ...(args.city ? { homeCity: cityNumber(args.city) } : {}),
  };
  const clock = sqlClock(args.now ?? new Date());

  await ds.transaction(async (m) => {
    await m.query(SEED_LOCK);
    const [{ n }] = await m.query<{ n: number }[]>('SELECT count(*)::int AS n FROM users');
    if (n > 0) {
      if (!args.reset) throw new DatabaseNotEmptyError(n);
      log('Wiping existing data (--reset)...');
      await m.query(
        `TRUNCATE ${[...SERIAL_TABLES, 'error_logs', 'outbox_messages', 'bot_sessions', 'processed_updates'].join(', ')} RESTART IDENTITY CASCADE`,
      );
    }
    log(
      `Seeding scale ${args.scale}: ${plan.users} users, ${plan.owners} organizations, ` +
        `${plan.independent + plan.orgMasters} masters, ~${plan.services} services, ${plan.appointments} appointments`,
    );
    for (const [name, sql] of statements(plan, clock)) {
      const t = Date.now();
      await m.query(sql);
      log(`  ${name.padEnd(22)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    for (const t of SERIAL_TABLES) {
      await m.query(
        `SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${t}), false)`,
      );
    }
  });
  // as a database that autovacuum has seen: statistics and the visibility map (index-only scans) are current
  if (args.vacuum ?? true) await ds.query('VACUUM ANALYZE');

  return summarize(ds, plan, args.scale, started);
}
