// Where a booking's CPU goes: the API under `node --cpu-prof` on a small seeded database, the booking
// section's load (POST /api/appointments on distinct free slots), then the profile's self time summed by
// function and by package. `--public`: the public master page under the endpoints' load instead;
// `--clients`: the first page of a 25-master salon's client base (the statistics section's salon);
// `--slots`: the public master page's free times for 30 days (the endpoints section's slots line).
// Usage: node bench/profile-booking.mjs [--public | --clients] [--unbundled] (after `npm run bench` has built dist/). PROFILE_OUT=<file> keeps
// the .cpuprofile (Chrome DevTools opens it), SQL_OUT=<file> one booking's statements with their values, KEEP_DB=1 the
// database (to EXPLAIN those statements on it).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, dropDatabase, withDb } from './lib/db.mjs';
import { run, startServer } from './lib/proc.mjs';
import { API_PORT, BASE, COUNTER, options } from './runner/options.mjs';
import { measuredLoad } from './runner/load.mjs';
import { serverEnv, signFor } from './runner/server.mjs';
import { bookDistinct, bookDistinctBare } from './sections/booking-load.mjs';
import { setup } from './sections/booking.mjs';
import { slotsPath } from './sections/endpoints.mjs';
import { setupSalon } from './sections/statistics.mjs';

const where = (url) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node';
  return url.includes('/dist/') || url.includes('/src/') ? 'app' : url.split('/').slice(-2).join('/');
};

/** Self time per node of a .cpuprofile, summed by `key`. */
function summarize(profile, key) {
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const sums = new Map();
  let total = 0;
  for (const n of profile.nodes) {
    const us = dt.get(n.id) ?? 0;
    total += us;
    const k = key(n.callFrame);
    sums.set(k, (sums.get(k) ?? 0) + us);
  }
  return { total, rows: [...sums].sort((a, b) => b[1] - a[1]) };
}

let oneMore = 0;
/** The SQL statements of one more booking (the query counter preloaded into the server). */
async function oneBookingSql(data) {
  const { queries: count } = await (await fetch(COUNTER)).json();
  const m = data.independent[1];
  const res = await fetch(`${BASE}/api/appointments`, {
    method: 'POST',
    headers: {
      ...signFor({ id: data.clients[7].telegram_id, first_name: 'Бенч' }),
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      master_id: m.id,
      service_id: m.serviceId,
      starts_at: new Date(Date.now() + (300 + oneMore++) * 86_400_000).toISOString().slice(0, 13) + ':00:00.000Z',
    }),
  });
  if (res.status !== 201) throw new Error(`one booking: HTTP ${res.status} ${await res.text()}`);
  return await (await fetch(`${COUNTER}since/${count}`)).json();
}

const name = `bench_prof_${process.pid}`;
const databaseUrl = await createDatabase(name);
// e.g. PG_SETTINGS='plan_cache_mode=force_generic_plan': the server's sessions on this database start with it
for (const setting of (process.env.PG_SETTINGS ?? '').split(',').filter(Boolean)) {
  const [k, v] = setting.split('=');
  await withDb(databaseUrl, (c) => c.query(`ALTER DATABASE ${name} SET ${k} = '${v}'`));
}
const dir = mkdtempSync(join(tmpdir(), 'booking-prof-'));
try {
  const seedFile = join(dir, 'seed.json');
  await run(process.execPath, ['dist/src/database/seed-demo.js', '--scale', '0.01', '--out', seedFile, '--quiet'], {
    env: { DATABASE_URL: databaseUrl },
  });
  const seed = JSON.parse(readFileSync(seedFile, 'utf8'));
  const data = await setup(databaseUrl);
  // --unbundled: dist/src/main.js, so the profile names each package (the bundle is all "app")
  const entry = process.argv.includes('--unbundled') ? options.unbundledEntry : options.apiEntry;
  const server = await startServer([entry], {
    env: serverEnv(databaseUrl, seed, { PORT: String(API_PORT) }),
    readyUrl: `${BASE}/api/health`,
    nodeArgs: ['--require', './bench/count-queries.cjs', '--cpu-prof', `--cpu-prof-dir=${dir}`],
  });
  const slots = process.argv.includes('--slots') ? await slotsPath(seed, databaseUrl) : null;
  const publicPage = process.argv.includes('--public') || slots !== null;
  const clients = process.argv.includes('--clients');
  const salon = clients ? await setupSalon(databaseUrl) : null;
  const r = publicPage
    ? await measuredLoad(`${BASE}${slots ?? `/api/public/master/${seed.master.deep_link}`}`, {}, server.pid, 2)
    : salon
      ? await measuredLoad(
          `${BASE}/api/clients?limit=50`,
          signFor({ id: salon.ownerTg, first_name: 'Владелец' }),
          server.pid,
          2,
        )
      : await bookDistinct(data, server.pid);
  let statements = [];
  if (!publicPage && !clients) {
    await oneBookingSql(data); // the load's last answers may still be counted
    statements = await oneBookingSql(data);
  }
  await server.stop();
  if (!publicPage && !clients) {
    const bare = await bookDistinctBare(data, databaseUrl);
    console.log(
      `bare INSERT: ${bare.rps} req/s, CPU ${bare.cpuUsPerReq} µs a booking (PostgreSQL ${bare.dbCpuUsPerReq} µs)`,
    );
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written (the server did not exit cleanly)');
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  console.log(
    `${r.rps} req/s, ${r.requests} requests, CPU ${r.cpuUsPerReq} µs a request (PostgreSQL ${r.dbCpuUsPerReq ?? '—'} µs), non-2xx ${r.non2xx}`,
  );
  const perReq = (us) => `${(us / r.requests).toFixed(1).padStart(7)} µs`;
  console.log(`\none booking's SQL: ${statements.length} statement(s)`);
  if (process.env.SQL_OUT) writeFileSync(process.env.SQL_OUT, JSON.stringify(statements, null, 1));
  for (const st of statements)
    console.log(
      `  ${String(st.text ?? st)
        .replace(/\s+/g, ' ')
        .slice(0, 150)}`,
    );
  const byPkg = summarize(profile, (f) => where(f.url));
  console.log('\nself time per request, by package:');
  for (const [k, us] of byPkg.rows.slice(0, 15)) console.log(`  ${perReq(us)}  ${k}`);
  const byFn = summarize(profile, (f) => `${f.functionName || '(anonymous)'} ${where(f.url)}:${f.lineNumber + 1}`);
  console.log('\nself time per request, by function:');
  for (const [k, us] of byFn.rows.slice(0, 40)) console.log(`  ${perReq(us)}  ${k}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  if (process.env.KEEP_DB) console.log(`kept ${databaseUrl}`);
  else await dropDatabase(name);
}
