// Start-up to the first answer: on PostgreSQL (the largest scale's database, three starts in all), and on
// embedded PGlite with an existing data directory, bundled and unbundled, with where the time goes (code
// loading, PGlite boot, Nest init) and which packages cost most to load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, run, startServer } from '../lib/proc.mjs';
import { API_PORT, BASE, BOT_TOKEN, options, TARGETS } from '../runner/options.mjs';
import { serverEnv } from '../runner/server.mjs';
import { log, median, ok, round } from '../runner/util.mjs';

/** Two more starts on the scale's PostgreSQL database (the first was the scale's own server). */
async function afterServer({ databaseUrl, seed, out, results }) {
  const times = [out.startupPostgresMs];
  for (let i = 0; i < 2; i++) {
    const s = await startServer([options.apiEntry], {
      env: serverEnv(databaseUrl, seed, { WEBAPP_DIST: '' }),
      readyUrl: `${BASE}/api/health`,
    });
    times.push(round(s.startupMs, 0));
    await s.stop();
  }
  results.startup.postgresMs = median(times);
  results.startup.postgresRuns = times;
}

const pgliteEnv = (dir) => ({
  NODE_ENV: 'production',
  PORT: String(API_PORT),
  DATABASE_URL: '',
  DATA_DIR: join(dir, 'pglite'),
  BOT_TOKEN,
  BOT_MODE: 'off',
  OUTBOX_WORKER: '0',
  DEV_LOGIN: '0',
  WEBAPP_DIST: '',
});

async function starts(entry, n, env) {
  const runs = [];
  const self = [];
  for (let i = 0; i < n; i++) {
    const s = await startServer([entry], { env, readyUrl: `${BASE}/api/health` });
    runs.push(round(s.startupMs, 0));
    self.push(s.selfReportedMs);
    await s.stop();
  }
  return { runs, self };
}

/** Where the time goes: code loading, PGlite boot, Nest init; and which packages cost most to load. */
async function phases(dir, st) {
  const distDir = join(ROOT, options.unbundledEntry, '..', '..');
  st.phases = JSON.parse(
    await run(process.execPath, ['bench/startup-phases.cjs', join(dir, 'pglite')], {
      timeoutMs: 60_000,
      env: { BENCH_DIST: distDir },
    }),
  );
  st.requireCost = JSON.parse(
    await run(process.execPath, ['bench/require-cost.cjs', join(distDir, 'src/app.factory.js')], {
      timeoutMs: 60_000,
    }),
  );
  log(`  phases: ${JSON.stringify(st.phases)}; loading the app's code: ${JSON.stringify(st.requireCost.byPackageMs)}`);
}

async function once(results) {
  const st = results.startup;
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  try {
    log('embedded PGlite start-up: creating and seeding a data directory (scale 0.01)...');
    const t0 = performance.now();
    await run(process.execPath, ['dist/src/database/seed-demo.js', '--scale', '0.01', '--quiet'], {
      env: { DATA_DIR: join(dir, 'pglite'), DATABASE_URL: '' },
      timeoutMs: 120_000,
    });
    st.pgliteCreateAndSeedMs = round(performance.now() - t0, 0);
    const env = pgliteEnv(dir);
    // an existing install has started before: the first start saves V8's code cache, the measured ones use it
    await starts(options.apiEntry, 1, env);
    // the three kinds of start take turns (app, unbundled, bare), so a slow spell of the machine or of the
    // freshly seeded directory's first opens does not fall on one of them only
    const runs = [];
    const self = [];
    const unbundled = { runs: [] };
    const bare = { runs: [] };
    const bareEnv = { DATA_DIR: env.DATA_DIR, PORT: env.PORT };
    for (let i = 0; i < 3; i++) {
      const app = await starts(options.apiEntry, 1, env);
      runs.push(...app.runs);
      self.push(...app.self);
      unbundled.runs.push(...(await starts(options.unbundledEntry, 1, env)).runs);
      // the yardstick on the same directory: a bare process opening it, answering once
      bare.runs.push(...(await starts('bench/baseline-pglite-server.mjs', 1, bareEnv)).runs);
    }
    st.pgliteUnbundledMs = median(unbundled.runs);
    st.pgliteUnbundledRuns = unbundled.runs;
    st.pgliteExistingMs = median(runs);
    st.pgliteRuns = runs;
    st.pgliteSelfReportedMs = median(self.filter((x) => x !== null));
    st.pgliteBareMs = median(bare.runs);
    st.pgliteBareRuns = bare.runs;
    st.pgliteRatioToBare = round(st.pgliteExistingMs / st.pgliteBareMs, 2);
    log(
      `  existing data directory: ready in ${runs.join(', ')} ms (app's own figure ${st.pgliteSelfReportedMs} ms); ` +
        `unbundled dist/src/main.js ${unbundled.runs.join(', ')} ms; a bare process on the same data ${bare.runs.join(', ')} ms`,
    );
    await phases(dir, st);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function report(results) {
  const st = results.startup;
  if (st.pgliteExistingMs === undefined && st.postgresMs === undefined) return [];
  const lines = [
    `Start-up to first answer: embedded PGlite (existing data) ${st.pgliteExistingMs ?? '—'} ms ` +
      `(target < ${TARGETS.pgliteStartupMs}: ${ok(st.pgliteExistingMs === undefined ? null : st.pgliteExistingMs < TARGETS.pgliteStartupMs)}; ` +
      `unbundled ${st.pgliteUnbundledMs ?? '—'} ms), PostgreSQL ${st.postgresMs ?? '—'} ms`,
  ];
  if (st.pgliteBareMs !== undefined) {
    lines.push(
      `  against a bare Node process opening PGlite on the same data and answering once (${st.pgliteBareMs} ms): ` +
        `${st.pgliteRatioToBare}x (goal ≤ ${TARGETS.startupRatioToBare}x: ${ok(st.pgliteRatioToBare <= TARGETS.startupRatioToBare)})`,
    );
  }
  if (st.phases) {
    const heaviest = Object.entries(st.requireCost?.byPackageMs ?? {})
      .slice(0, 4)
      .map(([k, v]) => `${k} ${v} ms`)
      .join(', ');
    lines.push(
      `  unbundled, of which: loading the app's code ${st.phases.requireAppMs} ms, PGlite boot ${st.phases.openPgliteMs} ms, ` +
        `Nest app on PGlite ${st.phases.createAppWithPgliteMs} ms; heaviest packages ${heaviest}`,
    );
  }
  return lines;
}

/** @type {import('./index.mjs').BenchSection} */
export default { name: 'startup', skipFlag: 'skip-startup', lastScaleOnly: true, afterServer, once, report };
