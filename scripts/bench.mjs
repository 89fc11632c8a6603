#!/usr/bin/env node
// `npm run bench` — how fast is it, side by side, on realistic data. Not a test: nothing here fails a build.
//
// One run: fresh PostgreSQL databases seeded by `seed:demo` at scale 0.1 and 1, the real server
// (node dist/src/main.js) on each; autocannon on the hot calls; the same public-master response from a
// bare Fastify + pg handler as the yardstick; SQL queries per request; RSS under load; init-data and
// guard cost; start-up on embedded PGlite (existing data) and PostgreSQL; mini app bundle sizes and
// FCP / first usable screen in headless Chromium with the CPU slowed 4x. Prints a table and writes
// bench-results/<timestamp>.json. Databases are dropped at the end.
//
// Options (also as npm config: `npm run bench --quick` sets npm_config_quick):
//   --quick                 shorter runs (3 s per endpoint, 1 page load per screen): ~3-4 min in all
//   --scale 0.1,1           scales to compare (default 0.1,1; the last one gets the mini app and auth figures)
//   --duration S            seconds per endpoint (default 8; quick 3)
//   --connections N         concurrent connections (default 50)
//   --after                 measure the proposed fixes: bench/after/patches.mjs applied to a copy of dist/ and
//                           bench/proposals.sql applied right after seeding (compare with a run without it)
//   --no-proposals          do not apply bench/proposals.sql for the "after" rows
//   --skip-webapp --skip-startup --skip-auth --keep-db
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { createDatabase, dropDatabase, withDb } from '../bench/lib/db.mjs';
import { sqlProfile } from '../bench/lib/sql-profile.mjs';
import { load, probe } from '../bench/lib/load.mjs';
import { cpuMsOf, ROOT, rssSampler, run, startServer } from '../bench/lib/proc.mjs';
import { mtime as mtimeOf, newest as newestUnder } from './build-freshness.mjs';

// ---------- options ----------
const argv = process.argv.slice(2);
const env = process.env;
const flag = (name) =>
  argv.includes(`--${name}`) || ['true', '1', ''].includes(env[`npm_config_${name.replace(/-/g, '_')}`] ?? 'x');
const opt = (name, fallback) => {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i >= 0) return argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  const fromNpm = env[`npm_config_${name}`];
  // `npm run bench --scale 1` (without --) leaves npm_config_scale=true and "1" as a plain argument
  if (fromNpm === 'true') return argv.find((a) => !a.startsWith('--')) ?? fallback;
  return fromNpm || fallback;
};
const QUICK = flag('quick');
const SCALES = String(opt('scale', '0.1,1'))
  .split(',')
  .map(Number)
  .filter((n) => n > 0 && n <= 20);
if (!SCALES.length) SCALES.push(0.1, 1);
const DURATION = Number(opt('duration', QUICK ? 3 : 8));
const WARMUP = QUICK ? 1 : 2;
const CONNECTIONS = Number(opt('connections', 50));
const PAGE_RUNS = QUICK ? 1 : 3;
const SKIP_WEBAPP = flag('skip-webapp');
const SKIP_STARTUP = flag('skip-startup');
const SKIP_AUTH = flag('skip-auth');
const KEEP_DB = flag('keep-db');
const PROPOSALS = !flag('no-proposals');
const AFTER = flag('after');
// the API as `npm start` runs it: the bundle through the code-cache loader
let API_ENTRY = 'scripts/run-api.cjs';
const UNBUNDLED_ENTRY = 'dist/src/main.js';

const BOT_TOKEN = '123456789:BENCH_token_abcdefghijklmnopqrstuvwxyz';
const API_PORT = 3900;
const BASELINE_PORT = 3901;
const COUNTER_PORT = 3902;
const STATIC_PORT = 3903;
const BASE = `http://127.0.0.1:${API_PORT}`;
const COUNTER = `http://127.0.0.1:${COUNTER_PORT}/`;

const TARGETS = {
  ratioToBare: 0.8,
  p99Ms: 50,
  growth: 1.5,
  initialJsKiB: 120,
  usableMs: 1000,
  pgliteStartupMs: 1500,
};

const log = (m) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);
const round = (x, d = 1) =>
  x === null || x === undefined || Number.isNaN(x) ? null : Math.round(x * 10 ** d) / 10 ** d;
const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)] : null;
};
const mib = (b) => round(b / 1024 / 1024, 0);

// ---------- build ----------
const newest = (paths) => newestUnder(ROOT, paths);
const mtime = (p) => mtimeOf(ROOT, p);

async function build() {
  if (mtime('dist/src/main.js') < newest(['src', 'bot', 'tsconfig.json', 'tsconfig.build.json'])) {
    log('building the API (tsc)...');
    await run('npx', ['tsc', '-p', 'tsconfig.build.json'], { timeoutMs: 180_000 }).catch((e) => {
      // type errors still emit JavaScript; only a missing entry point stops the bench
      if (!existsSync(join(ROOT, 'dist/src/main.js'))) throw e;
      log('  tsc reported errors (JavaScript emitted anyway)');
    });
  }
  if (mtime('dist/bundle/main.cjs') < mtime('dist/src/main.js')) {
    log('bundling the API (rolldown)...');
    const { bundleApi } = await import('./bundle-api.mjs');
    await bundleApi();
  }
  if (
    !SKIP_WEBAPP &&
    existsSync(join(ROOT, 'webapp/index.html')) &&
    mtime('webapp/dist/index.html') <
      newest(['webapp/src', 'webapp/index.html', 'webapp/vite.config.ts', 'webapp/public'])
  ) {
    log('building the mini app (vite)...');
    await run('npx', ['vite', 'build', '--config', 'webapp/vite.config.ts', '--logLevel', 'warn'], {
      timeoutMs: 240_000,
    }).catch((e) => log(`  mini app build failed: ${e.message.split('\n')[0]}`));
  }
}

// The mini app is measured from a private copy: other people rebuilding webapp/dist during a run would
// otherwise swap the hashed file names under the server (it registers one route per file at start-up).
const WEBAPP_SNAPSHOT = join(ROOT, 'bench-results', 'webapp-dist');
function snapshotWebapp() {
  rmSync(WEBAPP_SNAPSHOT, { recursive: true, force: true });
  if (SKIP_WEBAPP || !existsSync(join(ROOT, 'webapp/dist/index.html'))) return;
  cpSync(join(ROOT, 'webapp/dist'), WEBAPP_SNAPSHOT, { recursive: true });
}

// ---------- one scale ----------
function serverEnv(databaseUrl, seed, extra = {}) {
  return {
    NODE_ENV: 'production',
    PORT: String(API_PORT),
    DATABASE_URL: databaseUrl,
    BOT_TOKEN,
    BOT_MODE: 'off',
    OUTBOX_WORKER: '0',
    DEV_LOGIN: '0',
    SUPER_ADMIN_TELEGRAM_ID: String(seed.super_admin_telegram_id),
    BENCH_COUNTER_PORT: String(COUNTER_PORT),
    ...extra,
  };
}

async function signFor(user) {
  const { createRequire } = await import('node:module');
  const require = createRequire(join(ROOT, 'package.json'));
  const { signInitData } = require('./dist/src/auth/sign-init-data.js');
  return { 'X-Telegram-Init-Data': signInitData({ username: 'bench', language_code: 'ru', ...user }, BOT_TOKEN) };
}

async function endpointsFor(seed) {
  const owner = await signFor({ id: seed.owner.telegram_id, first_name: seed.owner.first_name });
  const client = await signFor({ id: seed.client.telegram_id, first_name: seed.client.first_name });
  const superAdmin = await signFor({ id: seed.super_admin_telegram_id, first_name: 'Админ' });
  return [
    { name: 'public-master', path: `/api/public/master/${seed.master.deep_link}`, headers: {} },
    { name: 'public-master +initdata', path: `/api/public/master/${seed.master.deep_link}`, headers: client },
    { name: 'public-organization', path: `/api/public/organization/${seed.organization_deep_link}`, headers: {} },
    { name: 'organizations/my/team', path: '/api/organizations/my/team', headers: owner },
    { name: 'organizations/my/stats', path: '/api/organizations/my/stats', headers: owner },
    {
      name: 'admin/users?search',
      path: `/api/admin/users?page=1&search=${encodeURIComponent(seed.admin_search)}`,
      headers: superAdmin,
    },
    { name: 'registration/check', path: '/api/registration/check', headers: client },
  ];
}

/** Load plus what the server process paid for it: CPU time per request (robust on a busy machine). */
async function measuredLoad(url, headers, pid, warmupS) {
  if (warmupS) await load(url, { headers, connections: CONNECTIONS, durationS: warmupS, warmupS: 0 });
  const cpu0 = cpuMsOf(pid);
  const r = await load(url, { headers, connections: CONNECTIONS, durationS: DURATION, warmupS: 0 });
  r.cpuUsPerReq = r.requests ? round(((cpuMsOf(pid) - cpu0) * 1000) / r.requests, 0) : null;
  return r;
}

async function loadEndpoint(e, r, pid) {
  const s = rssSampler(pid);
  Object.assign(r, await measuredLoad(BASE + e.path, e.headers, pid, WARMUP));
  r.rssPeakMiB = mib(s.stop());
  log(
    `  ${e.name.padEnd(30)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ${r.queries} SQL, ` +
      `DB ${r.dbMs} ms${r.seqScans?.length ? `, seq scans ${r.seqScans.join(' ')}` : ''}${r.non2xx ? `  non-2xx ${r.non2xx}` : ''}`,
  );
}

async function benchScale(scale, isLast, dbNames, results) {
  const db = `bench_${process.pid}_${String(scale).replace('.', '_')}`;
  dbNames.push(db);
  const url = await createDatabase(db);
  const seedFile = join(tmpdir(), `${db}.seed.json`);
  log(`scale ${scale}: seeding ${db}...`);
  const t0 = performance.now();
  await run(
    process.execPath,
    ['dist/src/database/seed-demo.js', '--scale', String(scale), '--out', seedFile, '--quiet'],
    { env: { DATABASE_URL: url }, timeoutMs: 300_000 },
  );
  const seed = JSON.parse(readFileSync(seedFile, 'utf8'));
  rmSync(seedFile, { force: true });
  const out = {
    scale,
    seedSeconds: round((performance.now() - t0) / 1000),
    counts: seed.counts,
    loadavg: loadavg().map((x) => round(x, 1)),
    endpoints: {},
  };
  results.scales.push(out);
  log(
    `  seeded in ${out.seedSeconds} s: ${seed.counts.users} users, ${seed.counts.appointments} appointments (load average ${out.loadavg[0]})`,
  );
  if (AFTER) await withDb(url, (c) => c.query(readFileSync(join(ROOT, 'bench/proposals.sql'), 'utf8')));

  const server = await startServer(['--require', './bench/count-queries.cjs', API_ENTRY], {
    env: serverEnv(url, seed, { WEBAPP_DIST: existsSync(join(WEBAPP_SNAPSHOT, 'index.html')) ? WEBAPP_SNAPSHOT : '' }),
    readyUrl: `${BASE}/api/health`,
  });
  out.startupPostgresMs = round(server.startupMs, 0);
  out.rssIdleMiB = mib((await (await fetch(COUNTER)).json()).rss);
  log(`  server up in ${out.startupPostgresMs} ms, RSS ${out.rssIdleMiB} MiB`);

  let baseline = null;
  try {
    const endpoints = await endpointsFor(seed);
    // correctness first: every endpoint must answer 200, or it is reported and skipped
    for (const e of endpoints) {
      const p = await probe(BASE + e.path, e.headers);
      const r = (out.endpoints[e.name] = { path: e.path.replace(/\?.*/, '?…'), status: p.status, bytes: p.bytes });
      if (p.status !== 200) {
        r.missing = typeof p.body === 'object' ? JSON.stringify(p.body).slice(0, 120) : String(p.body).slice(0, 120);
        log(`  ${e.name}: HTTP ${p.status} ${r.missing} (skipped)`);
        continue;
      }
      e.body = p.body;
      const prof = await sqlProfile({ url: BASE + e.path, headers: e.headers, counterUrl: COUNTER, databaseUrl: url });
      Object.assign(r, { queries: prof.queries, dbMs: prof.dbMs, seqScans: prof.seqScans, sql: prof.statements });
    }

    baseline = await startServer(['bench/baseline-server.mjs'], {
      env: { DATABASE_URL: url, PORT: String(BASELINE_PORT) },
      readyUrl: `http://127.0.0.1:${BASELINE_PORT}/api/public/master/${seed.master.deep_link}`,
    });
    const pm = endpoints[0];
    const bareUrl = `http://127.0.0.1:${BASELINE_PORT}${pm.path}`;
    const bp = await probe(bareUrl);
    const bare = { path: pm.path, status: bp.status, bytes: bp.bytes, queries: 1 };
    bare.sameResponseAsApi = pm.body ? isDeepStrictEqual(bp.body, pm.body) : null;

    const sampler = rssSampler(server.pid);
    for (const e of endpoints) {
      const r = out.endpoints[e.name];
      if (r.status !== 200) continue;
      await loadEndpoint(e, r, server.pid);
      if (e === pm) {
        // the yardstick right after the API call it is compared with, then both once more (a busy machine
        // shifts both alike); the ratio uses the sum of the two rounds
        Object.assign(bare, await measuredLoad(bareUrl, {}, baseline.pid, WARMUP));
        const api2 = await measuredLoad(BASE + e.path, e.headers, server.pid, 0);
        const bare2 = await measuredLoad(bareUrl, {}, baseline.pid, 0);
        out.ratioRounds = [round(r.rps / bare.rps, 2), round(api2.rps / bare2.rps, 2)];
        out.ratioToBare = round((r.rps + api2.rps) / (bare.rps + bare2.rps), 2);
        // the same comparison in CPU time per request: what it would be on an idle machine
        out.cpuRatioToBare = round((bare.cpuUsPerReq + bare2.cpuUsPerReq) / (r.cpuUsPerReq + api2.cpuUsPerReq), 2);
        log(
          `  ${'bare fastify+pg'.padEnd(30)} ${String(bare.rps).padStart(6)} req/s  p50 ${bare.p50} ms  p99 ${bare.p99} ms  ` +
            `same JSON: ${bare.sameResponseAsApi}; API/bare ${out.ratioRounds.join(', ')}; CPU per request API ${r.cpuUsPerReq}/${api2.cpuUsPerReq} µs, bare ${bare.cpuUsPerReq}/${bare2.cpuUsPerReq} µs`,
        );
      }
    }
    out.rssPeakUnderLoadMiB = mib(sampler.stop());
    out.endpoints['bare fastify+pg (public-master)'] = bare;
    await baseline.stop();
    baseline = null;

    if (PROPOSALS && !AFTER) {
      // "after": the proposed indexes on this same database, then the endpoints they name
      // ("-- affects: <endpoint>" lines) are profiled and loaded again
      const sql = readFileSync(join(ROOT, 'bench/proposals.sql'), 'utf8');
      const affected = new Set([...sql.matchAll(/^-- affects: (.+)$/gm)].map((m) => m[1].trim()));
      await withDb(url, (c) => c.query(sql));
      for (const e of endpoints) {
        const before = out.endpoints[e.name];
        if (before.status !== 200 || !affected.has(e.name)) continue;
        const prof = await sqlProfile({
          url: BASE + e.path,
          headers: e.headers,
          counterUrl: COUNTER,
          databaseUrl: url,
        });
        const r = (out.endpoints[`${e.name} [after]`] = {
          path: before.path,
          status: 200,
          queries: prof.queries,
          dbMs: prof.dbMs,
          seqScans: prof.seqScans,
          sql: prof.statements,
        });
        await loadEndpoint({ ...e, name: `${e.name} [after]` }, r, server.pid);
      }
    }

    if (isLast && !SKIP_AUTH) {
      log('  init-data and guard cost (in-process micro-benchmark)...');
      const { measureAuthCost } = await import('../bench/lib/auth-cost.mjs');
      results.auth = await measureAuthCost({
        botToken: BOT_TOKEN,
        databaseUrl: url,
        telegramId: seed.client.telegram_id,
        firstName: seed.client.first_name,
      });
    }

    if (isLast && !SKIP_WEBAPP) await benchWebapp(seed, results);
  } finally {
    if (baseline) await baseline.stop();
    await server.stop();
  }

  if (isLast && !SKIP_STARTUP) {
    const times = [out.startupPostgresMs];
    for (let i = 0; i < 2; i++) {
      const s = await startServer([API_ENTRY], {
        env: serverEnv(url, seed, { WEBAPP_DIST: '' }),
        readyUrl: `${BASE}/api/health`,
      });
      times.push(round(s.startupMs, 0));
      await s.stop();
    }
    results.startup.postgresMs = median(times);
    results.startup.postgresRuns = times;
  }
}

// ---------- mini app ----------
async function benchWebapp(seed, results) {
  const dist = WEBAPP_SNAPSHOT;
  if (!existsSync(join(dist, 'index.html'))) {
    results.webapp = { skipped: 'webapp/dist not built' };
    log('  mini app: webapp/dist missing, skipped');
    return;
  }
  const { bundleSizes, measurePages } = await import('../bench/lib/webapp.mjs');
  const sizes = bundleSizes(dist);
  results.webapp = { sizes };
  if (sizes)
    log(
      `  mini app initial JS ${sizes.initialJsGzipKiB} KiB gzip, CSS ${sizes.initialCssGzipKiB} KiB gzip, ${sizes.lazyChunks} lazy chunks`,
    );
  if (!existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium')) {
    results.webapp.pages = { skipped: 'no /usr/bin/chromium (apt-get install -y chromium)' };
    return;
  }
  const hash = async (user) => {
    const initData = (await signFor(user))['X-Telegram-Init-Data'];
    return `#${new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'tdesktop' })}`;
  };
  // the API serves the mini app itself; if that is broken, a bench front server stands in (and it is reported)
  let front = BASE;
  let proxy = null;
  const direct = await probe(`${BASE}/`).catch((e) => ({ status: 0, body: e.message }));
  results.webapp.servedByApi = direct.status === 200;
  if (direct.status !== 200) {
    results.webapp.apiStaticError = `GET / -> HTTP ${direct.status} ${JSON.stringify(direct.body).slice(0, 120)}`;
    log(
      `  the API does not serve the mini app (${results.webapp.apiStaticError}); using a bench static server + /api proxy`,
    );
    const { startStaticProxy } = await import('../bench/lib/static-proxy.mjs');
    proxy = await startStaticProxy({ dist, apiPort: API_PORT, port: STATIC_PORT });
    front = `http://127.0.0.1:${STATIC_PORT}`;
  }
  const targets = [
    {
      name: '/ (new user: registration)',
      url: `${front}/${await hash({ id: seed.unregistered_telegram_id, first_name: 'Гость' })}`,
    },
    {
      name: '/profile (owner)',
      url: `${front}/profile${await hash({ id: seed.owner.telegram_id, first_name: seed.owner.first_name })}`,
    },
    {
      name: '/master/<link> (client)',
      url: `${front}/master/${seed.master.deep_link}${await hash({ id: seed.client.telegram_id, first_name: seed.client.first_name })}`,
    },
  ];
  log(`  mini app pages in Chromium, CPU 4x slower, ${PAGE_RUNS} run(s) each...`);
  try {
    results.webapp.pages = await measurePages(targets, { cpuSlowdown: 4, runs: PAGE_RUNS });
    // the same pages once more as if the spec's 2 s splash minimum were over: how fast the app itself is
    const served = await measurePages(targets, { cpuSlowdown: 4, runs: PAGE_RUNS, splashMinServed: true });
    for (const p of results.webapp.pages)
      p.usableSplashMinServedMs = served.find((q) => q.name === p.name)?.usableMs ?? null;
    for (const p of results.webapp.pages) {
      log(
        `    ${p.name.padEnd(28)} FCP ${p.fcpMs} ms, usable ${p.usableMs ?? 'never'} ms (app ready at ${p.usableSplashMinServedMs ?? 'never'} ms ` +
          `without the splash minimum), ${p.jsRequests} JS files ${p.jsTransferKiB} KiB on the wire`,
      );
    }
  } catch (e) {
    results.webapp.pages = { error: String(e.message).split('\n')[0] };
    log(`    failed: ${results.webapp.pages.error}`);
  } finally {
    if (proxy) await proxy.close();
  }
}

// ---------- start-up on embedded PGlite ----------
async function benchPgliteStartup(results) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  try {
    log('embedded PGlite start-up: creating and seeding a data directory (scale 0.01)...');
    const t0 = performance.now();
    await run(process.execPath, ['dist/src/database/seed-demo.js', '--scale', '0.01', '--quiet'], {
      env: { DATA_DIR: join(dir, 'pglite'), DATABASE_URL: '' },
      timeoutMs: 120_000,
    });
    results.startup.pgliteCreateAndSeedMs = round(performance.now() - t0, 0);
    const env = {
      NODE_ENV: 'production',
      PORT: String(API_PORT),
      DATABASE_URL: '',
      DATA_DIR: join(dir, 'pglite'),
      BOT_TOKEN,
      BOT_MODE: 'off',
      OUTBOX_WORKER: '0',
      DEV_LOGIN: '0',
      WEBAPP_DIST: '',
    };
    const starts = async (entry, n) => {
      const runs = [];
      const self = [];
      for (let i = 0; i < n; i++) {
        const s = await startServer([entry], { env, readyUrl: `${BASE}/api/health` });
        runs.push(round(s.startupMs, 0));
        self.push(s.selfReportedMs);
        await s.stop();
      }
      return { runs, self };
    };
    // an existing install has started before: the first start saves V8's code cache, the measured ones use it
    await starts(API_ENTRY, 1);
    const { runs, self } = await starts(API_ENTRY, 3);
    const unbundled = await starts(UNBUNDLED_ENTRY, 3);
    results.startup.pgliteUnbundledMs = median(unbundled.runs);
    results.startup.pgliteUnbundledRuns = unbundled.runs;
    results.startup.pgliteExistingMs = median(runs);
    results.startup.pgliteRuns = runs;
    results.startup.pgliteSelfReportedMs = median(self.filter((x) => x !== null));
    log(
      `  existing data directory: ready in ${runs.join(', ')} ms (app's own figure ${results.startup.pgliteSelfReportedMs} ms); ` +
        `unbundled dist/src/main.js ${unbundled.runs.join(', ')} ms`,
    );
    // where the time goes: code loading, PGlite boot, Nest init; and which packages cost most to load
    const distDir = join(ROOT, UNBUNDLED_ENTRY, '..', '..');
    results.startup.phases = JSON.parse(
      await run(process.execPath, ['bench/startup-phases.cjs', join(dir, 'pglite')], {
        timeoutMs: 60_000,
        env: { BENCH_DIST: distDir },
      }),
    );
    results.startup.requireCost = JSON.parse(
      await run(process.execPath, ['bench/require-cost.cjs', join(distDir, 'src/app.factory.js')], {
        timeoutMs: 60_000,
      }),
    );
    log(
      `  phases: ${JSON.stringify(results.startup.phases)}; loading the app's code: ${JSON.stringify(results.startup.requireCost.byPackageMs)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------- report ----------
function pad(s, n, right = false) {
  s = s === null || s === undefined ? '—' : String(s);
  return right ? s.padStart(n) : s.padEnd(n);
}

function report(results) {
  const [small, big] =
    results.scales.length > 1
      ? [results.scales[0], results.scales[results.scales.length - 1]]
      : [null, results.scales[0]];
  const lines = [];
  const ok = (b) => (b === null || b === undefined ? '?' : b ? 'ok' : 'MISS');
  lines.push('');
  lines.push(
    `HTTP, ${CONNECTIONS} connections, ${DURATION} s each; ${results.machine.cpus} CPU, Node ${process.versions.node}; ` +
      `load average before each scale: ${results.scales.map((s) => `${s.loadavg[0]} @${s.scale}`).join(', ')}`,
  );
  const S = small ? `@${small.scale}` : '';
  const B = `@${big.scale}`;
  const head =
    `${pad('endpoint', 34)}${pad('SQL', 4, true)}` +
    (small ? `${pad(`DBms${S}`, 10, true)}` : '') +
    `${pad(`DBms${B}`, 9, true)}` +
    (small ? `${pad(`req/s${S}`, 11, true)}${pad('p50', 5, true)}${pad('p99', 5, true)}` : '') +
    `${pad(`req/s${B}`, 10, true)}${pad('p50', 5, true)}${pad('p99', 5, true)}${pad('<50ms', 6, true)}${pad('CPUµs', 7, true)}` +
    (small ? `${pad('growth', 7, true)}${pad('DBgrowth', 9, true)}` : '') +
    `${pad('RSS', 5, true)}  seq scans${B}`;
  lines.push(head);
  lines.push('-'.repeat(head.length + 10));
  for (const name of Object.keys(big.endpoints)) {
    const b = big.endpoints[name];
    const s = small?.endpoints[name];
    if (b.status !== 200) {
      lines.push(`${pad(name, 34)} HTTP ${b.status} ${b.missing ?? ''}`.slice(0, head.length));
      continue;
    }
    // growth: mean latency at the large scale over the small one (p50/p99 are whole milliseconds, too coarse)
    const growth = s && s.avg ? b.avg / s.avg : null;
    const dbGrowth = s && s.dbMs ? b.dbMs / s.dbMs : null;
    b.growth = round(growth, 2);
    b.dbGrowth = round(dbGrowth, 2);
    const x = (v) => (v === null ? null : `${round(v, 2)}x`);
    lines.push(
      `${pad(name, 34)}${pad(b.queries, 4, true)}` +
        (small ? `${pad(s?.dbMs, 10, true)}` : '') +
        `${pad(b.dbMs, 9, true)}` +
        (small ? `${pad(s?.rps, 11, true)}${pad(s?.p50, 5, true)}${pad(s?.p99, 5, true)}` : '') +
        `${pad(b.rps, 10, true)}${pad(b.p50, 5, true)}${pad(b.p99, 5, true)}${pad(ok(b.p99 < TARGETS.p99Ms), 6, true)}${pad(b.cpuUsPerReq, 7, true)}` +
        (small ? `${pad(x(growth), 7, true)}${pad(x(dbGrowth), 9, true)}` : '') +
        `${pad(b.rssPeakMiB, 5, true)}  ${(b.seqScans ?? []).join(' ') || '-'}`,
    );
  }
  lines.push('');
  const bare = big.endpoints['bare fastify+pg (public-master)'];
  lines.push(
    `public-master vs bare Fastify+pg: ${big.ratioToBare ?? '—'} of its throughput (rounds ${big.ratioRounds?.join(', ')}; target ≥ ${TARGETS.ratioToBare}: ${ok(big.ratioToBare === null || big.ratioToBare === undefined ? null : big.ratioToBare >= TARGETS.ratioToBare)}), ` +
      `${big.cpuRatioToBare ?? '—'} by CPU per request; same JSON: ${bare?.sameResponseAsApi}`,
  );
  lines.push(`RSS: idle ${big.rssIdleMiB} MiB, peak under load ${big.rssPeakUnderLoadMiB} MiB (scale ${big.scale})`);
  if (results.auth) {
    const a = results.auth;
    lines.push(
      `Init data: validate ${a.initDataServiceUs} µs (library alone ${a.initDataLibraryUs} µs; secret key cached ${a.initDataCachedKeyUs} µs). ` +
        `Whole guard ${a.guardUs} µs per call (it reads the user as a prepared statement: ${a.preparedLookupUs} µs alone; unprepared ${a.rawLookupUs} µs, TypeORM findOne ${a.userLookupUs} µs)`,
    );
  }
  const st = results.startup;
  if (st.pgliteExistingMs !== undefined || st.postgresMs !== undefined) {
    lines.push(
      `Start-up to first answer: embedded PGlite (existing data) ${st.pgliteExistingMs ?? '—'} ms ` +
        `(target < ${TARGETS.pgliteStartupMs}: ${ok(st.pgliteExistingMs === undefined ? null : st.pgliteExistingMs < TARGETS.pgliteStartupMs)}; ` +
        `unbundled ${st.pgliteUnbundledMs ?? '—'} ms), PostgreSQL ${st.postgresMs ?? '—'} ms`,
    );
    if (st.phases) {
      lines.push(
        `  unbundled, of which: loading the app's code ${st.phases.requireAppMs} ms, PGlite boot ${st.phases.openPgliteMs} ms, ` +
          `Nest app on PGlite ${st.phases.createAppWithPgliteMs} ms; heaviest packages ${Object.entries(
            st.requireCost?.byPackageMs ?? {},
          )
            .slice(0, 4)
            .map(([k, v]) => `${k} ${v} ms`)
            .join(', ')}`,
      );
    }
  }
  const w = results.webapp;
  if (w?.sizes) {
    lines.push(
      `Mini app: initial JS ${w.sizes.initialJsGzipKiB} KiB gzip (target ≤ ${TARGETS.initialJsKiB}: ${ok(w.sizes.initialJsGzipKiB <= TARGETS.initialJsKiB)}), ` +
        `CSS ${w.sizes.initialCssGzipKiB} KiB gzip, ${w.sizes.lazyChunks} lazy chunks (${w.sizes.lazyJsGzipKiB} KiB gzip)`,
    );
  } else if (w?.skipped) lines.push(`Mini app: ${w.skipped}`);
  if (Array.isArray(w?.pages)) {
    for (const p of w.pages) {
      lines.push(
        `  ${pad(p.name, 30)} FCP ${pad(p.fcpMs, 5, true)} ms  usable ${pad(p.usableMs ?? 'never', 5, true)} ms ` +
          `(target < ${TARGETS.usableMs}: ${ok(p.usableMs === null ? false : p.usableMs < TARGETS.usableMs)}; the spec's splash lasts ≥ 2 s)  ` +
          `without it ${pad(p.usableSplashMinServedMs ?? 'never', 5, true)} ms (${ok(p.usableSplashMinServedMs !== null && p.usableSplashMinServedMs < TARGETS.usableMs)})  ` +
          `${p.jsRequests} JS, ${p.jsTransferKiB} KiB transferred` +
          `${p.errors?.length ? `  errors: ${p.errors.join('; ')}` : ''}`,
      );
    }
  } else if (w?.pages) lines.push(`  pages: ${JSON.stringify(w.pages)}`);
  return lines.join('\n');
}

// ---------- main ----------
async function main() {
  const started = performance.now();
  const results = {
    startedAt: new Date().toISOString(),
    options: {
      after: AFTER,
      quick: QUICK,
      scales: SCALES,
      durationS: DURATION,
      warmupS: WARMUP,
      connections: CONNECTIONS,
    },
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memGiB: round(totalmem() / 2 ** 30, 0),
      node: process.versions.node,
    },
    targets: TARGETS,
    scales: [],
    startup: {},
  };
  const dbNames = [];
  let failed = null;
  const cleanup = async () => {
    if (KEEP_DB) return log(`keeping databases ${dbNames.join(', ')}`);
    for (const d of dbNames) await dropDatabase(d).catch(() => undefined);
  };
  process.once('SIGINT', () => cleanup().finally(() => process.exit(130)));
  try {
    await build();
    snapshotWebapp();
    const { PATCHES } = await import('../bench/after/patches.mjs');
    if (AFTER && PATCHES.length) {
      const { buildAfterDist } = await import('../bench/after/patches.mjs');
      const { entry, applied } = buildAfterDist(ROOT);
      API_ENTRY = entry.replace(`${ROOT}/`, '').replace(ROOT, '');
      results.after = {
        applied,
        proposalsSql: 'bench/proposals.sql',
        patches: PATCHES.map(({ id, source, why }) => ({ id, source, why })),
      };
      log(`--after: patched copy of the API (${applied.join(', ')}) + bench/proposals.sql`);
    } else if (AFTER) {
      results.after = { applied: [], proposalsSql: 'bench/proposals.sql', patches: [] };
      log('--after: no code patches pending, bench/proposals.sql only');
    }
    for (let i = 0; i < SCALES.length; i++) await benchScale(SCALES[i], i === SCALES.length - 1, dbNames, results);
    if (!SKIP_STARTUP) await benchPgliteStartup(results);
  } catch (e) {
    failed = e;
    console.error(e);
  } finally {
    await cleanup();
  }
  results.totalSeconds = round((performance.now() - started) / 1000, 0);
  if (results.scales.length) console.log(report(results));
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  const file = join(ROOT, 'bench-results', `${results.startedAt.replace(/[:.]/g, '-')}${AFTER ? '-after' : ''}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2));
  log(`done in ${results.totalSeconds} s; results in ${file.replace(ROOT, '')}`);
  process.exit(failed ? 1 : 0);
}

main();
