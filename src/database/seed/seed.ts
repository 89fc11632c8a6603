// Fills a fresh database with the demo data: wipes it first only when asked (--reset), runs the statements
// in one transaction, brings the sequences past the explicit ids, and reports what a newcomer can try.
import { DataSource } from 'typeorm';
import { planFor } from './plan';
import { statements } from './statements';
import { one, SeedSummary, SERIAL_TABLES, summarize } from './summary';

export interface SeedOptions {
  scale: number;
  /** Wipe a database that has data instead of refusing it. */
  reset: boolean;
  quiet: boolean;
}

export async function seedDemo(ds: DataSource, args: SeedOptions): Promise<SeedSummary> {
  const log = (m: string) => args.quiet || console.log(m);
  const started = Date.now();
  const existing = await one<{ n: string }>(ds, 'SELECT count(*)::text AS n FROM users');
  if (Number(existing.n) > 0) {
    if (!args.reset) {
      throw new Error(`the database already has ${existing.n} users; seed a fresh database or pass --reset to wipe it`);
    }
    log('Wiping existing data (--reset)...');
    await ds.query(
      `TRUNCATE ${[...SERIAL_TABLES, 'error_logs', 'outbox_messages', 'bot_sessions', 'processed_updates'].join(', ')} RESTART IDENTITY CASCADE`,
    );
  }
  const plan = planFor(args.scale);
  log(
    `Seeding scale ${args.scale}: ${plan.users} users, ${plan.owners} organizations, ` +
      `${plan.independent + plan.orgMasters} masters, ~${plan.services} services, ${plan.appointments} appointments`,
  );

  await ds.transaction(async (m) => {
    for (const [name, sql] of statements(plan)) {
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
  await ds.query('VACUUM ANALYZE');

  return summarize(ds, plan, args.scale, started);
}
