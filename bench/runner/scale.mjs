// One scale: a fresh PostgreSQL database seeded by seed:demo, the API started on it (with the SQL counter
// preloaded), then every section's per-scale hooks: `withServer` while the API runs, `afterServer` once it
// has stopped. The database is dropped at the end of the run (see bench/run.mjs).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, withDb } from '../lib/db.mjs';
import { ROOT, run, startServer } from '../lib/proc.mjs';
import { WEBAPP_SNAPSHOT } from './build.mjs';
import { BASE, COUNTER, options } from './options.mjs';
import { serverEnv } from './server.mjs';
import { log, mib, round } from './util.mjs';

async function seedDatabase(db, scale) {
  const databaseUrl = await createDatabase(db);
  const seedFile = join(tmpdir(), `${db}.seed.json`);
  log(`scale ${scale}: seeding ${db}...`);
  const t0 = performance.now();
  await run(
    process.execPath,
    ['dist/src/database/seed-demo.js', '--scale', String(scale), '--out', seedFile, '--quiet'],
    // scale 10 (2,000,000 bookings) is meant to seed in under 10 minutes; a busy machine gets twice that
    { env: { DATABASE_URL: databaseUrl }, timeoutMs: Math.max(300_000, scale * 120_000) },
  );
  const seed = JSON.parse(readFileSync(seedFile, 'utf8'));
  rmSync(seedFile, { force: true });
  const seedSeconds = round((performance.now() - t0) / 1000);
  // Whatever the seed left dirty in shared buffers is written now, not by the checkpointer during the first
  // measured rounds (the public page is measured right after the seed, and its rounds must not race it).
  // CHECKPOINT needs a superuser or pg_checkpoint: a bench run as a plain role goes on without it.
  const c0 = performance.now();
  await withDb(databaseUrl, (c) => c.query('CHECKPOINT')).then(
    () => log(`  checkpoint after the seed: ${round((performance.now() - c0) / 1000, 1)} s`),
    (e) =>
      log(
        `  no checkpoint after the seed (${String(e.message).split('\n')[0]}): the first rounds may race the checkpointer`,
      ),
  );
  return { databaseUrl, seed, seedSeconds };
}

/**
 * Runs one scale. `sections` are the enabled sections (bench/sections/index.mjs); the figures of
 * this scale go to `results.scales[]`, a section may also write its own key of `results`.
 */
export async function runScale(scale, isLast, dbNames, results, sections) {
  const db = `bench_${process.pid}_${String(scale).replace('.', '_')}`;
  dbNames.push(db);
  const { databaseUrl, seed, seedSeconds } = await seedDatabase(db, scale);
  const out = {
    scale,
    seedSeconds,
    counts: seed.counts,
    loadavg: loadavg().map((x) => round(x, 1)),
    endpoints: {},
  };
  results.scales.push(out);
  log(
    `  seeded in ${out.seedSeconds} s: ${seed.counts.users} users, ${seed.counts.appointments} appointments (load average ${out.loadavg[0]})`,
  );
  if (options.after) {
    await withDb(databaseUrl, (c) => c.query(readFileSync(join(ROOT, 'bench/proposals.sql'), 'utf8')));
  }

  const here = sections.filter((s) => isLast || !s.lastScaleOnly);
  const server = await startServer(['--require', './bench/count-queries.cjs', options.apiEntry], {
    env: serverEnv(databaseUrl, seed, {
      WEBAPP_DIST: existsSync(join(WEBAPP_SNAPSHOT, 'index.html')) ? WEBAPP_SNAPSHOT : '',
    }),
    readyUrl: `${BASE}/api/health`,
  });
  out.startupPostgresMs = round(server.startupMs, 0);
  out.rssIdleMiB = mib((await (await fetch(COUNTER)).json()).rss);
  log(`  server up in ${out.startupPostgresMs} ms, RSS ${out.rssIdleMiB} MiB`);

  const ctx = { scale, isLast, databaseUrl, seed, server, out, results };
  try {
    for (const s of here) if (s.withServer) await s.withServer(ctx);
  } finally {
    await server.stop();
  }
  for (const s of here) if (s.afterServer) await s.afterServer(ctx);
}
