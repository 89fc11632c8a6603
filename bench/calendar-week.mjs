#!/usr/bin/env node
// GET /api/appointments/calendar of a 25-master salon over one week (8 one-hour bookings a master a day,
// 1,400 bookings, as bench/sections/booking.mjs seeds it), on one built API:
//   node bench/calendar-week.mjs [--dist dist] [--db calhelper_x] [--port 3950] [--seed]
// Reports, at 1 and at 50 connections (5 s each after a 2 s warm-up): requests/s, p50, p99, and CPU per
// request of the Node process and of its PostgreSQL backends (/proc, 10 ms ticks); the statement's
// execution time (EXPLAIN ANALYZE without per-node timing, median of 20); the answer's size and sha256
// (to compare two builds: .bench-before/ can hold a copy of an older dist/), and its size on the wire.
// --seed drops and recreates the database (migrations run when the server starts).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { createDatabase, urlFor, withDb } from './lib/db.mjs';
import { load, wireSize } from './lib/load.mjs';
import { cpuMsOf, ROOT } from './lib/proc.mjs';
import { insertSalonWeek } from './lib/salon-week.mjs';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    db: { type: 'string', default: 'calhelper_x' },
    port: { type: 'string', default: '3950' },
    seed: { type: 'boolean', default: false },
  },
});
const BOT_TOKEN = '123456789:BENCH_token_abcdefghijklmnopqrstuvwxyz';
const OWNER_TG = 8_100_020_000;
const WEEK = { from: '2026-12-07', to: '2026-12-13' };
const dist = resolve(ROOT, args.dist);
const databaseUrl = args.seed ? await createDatabase(args.db) : urlFor(args.db);
const base = `http://127.0.0.1:${args.port}`;

/** The salon of bench/sections/booking.mjs (setup), on the fixed week WEEK. */
async function seed(c) {
  const users = async (tg, n, type, name) =>
    (
      await c.query(
        `INSERT INTO users (telegram_id, first_name, last_name, phone, user_type, language_code)
         SELECT $1::bigint + g, $4, 'Бенч ' || g, '+7916' || lpad(g::text, 7, '0'), $3, 'ru'
           FROM generate_series(0, $2::int - 1) g RETURNING id`,
        [tg, n, type, name],
      )
    ).rows;
  const [client] = await users(OWNER_TG - 10_000, 1, 'client', 'Клиент');
  const [owner] = await users(OWNER_TG, 1, 'organization', 'Владелец');
  const { rows: orgs } = await c.query(
    `INSERT INTO organizations (owner_id, name, phone, deep_link) VALUES ($1, 'Бенч салон', '+74951234567', 'bench-salon') RETURNING id`,
    [owner.id],
  );
  const { rows: svc } = await c.query(
    `INSERT INTO services (name, duration_minutes, price, organization_id) VALUES ('Маникюр', 60, 2000, $1) RETURNING id`,
    [orgs[0].id],
  );
  const staff = await users(OWNER_TG + 10_000, 25, 'client', 'Мастер салона');
  for (const m of staff)
    await c.query(
      `INSERT INTO organization_members (organization_id, user_id, role, master_code) VALUES ($1, $2, 'master', $3)`,
      [orgs[0].id, m.id, `bench${m.id}`],
    );
  await insertSalonWeek(c, {
    orgId: orgs[0].id,
    serviceId: svc[0].id,
    fromMs: Date.parse(`${WEEK.from}T00:00:00Z`),
    masterIds: staff.map((s) => s.id),
    clientId: client.id,
  });
  await c.query('ANALYZE');
}

/** The calendar statement of this build, timed by EXPLAIN ANALYZE (median execution and planning ms). */
async function explain(c) {
  const require = createRequire(join(dist, 'src', 'main.js'));
  const { ORGANIZATION_CALENDAR_SQL: sql } = require(join(dist, 'src/appointments/calendar.sql.js'));
  const { rows } = await c.query(`SELECT id, time_zone FROM organizations WHERE deep_link = 'bench-salon'`);
  const lo = '2026-12-06T21:00:00.000Z';
  const hi = '2026-12-13T21:00:00.000Z';
  const params = [rows[0].id, lo, hi, WEEK.from, WEEK.to, rows[0].time_zone].slice(0, sql.includes('$6') ? 6 : 3);
  const exec = [];
  const plan = [];
  for (let i = 0; i < 22; i++) {
    const { rows: out } = await c.query(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${sql}`, params);
    if (i < 2) continue; // warm-up
    exec.push(out[0]['QUERY PLAN'][0]['Execution Time']);
    plan.push(out[0]['QUERY PLAN'][0]['Planning Time']);
  }
  const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
  return { executionMs: median(exec), planningMs: median(plan) };
}

/** CPU ms of the PostgreSQL backends serving the API's connections. */
async function backendsCpuMs(c) {
  const { rows } = await c.query(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return rows.reduce((sum, r) => sum + (cpuMsOf(r.pid) ?? 0), 0);
}

const require = createRequire(join(ROOT, 'package.json'));
const { signInitData } = require(join(dist, 'src/auth/sign-init-data.js'));
const headers = {
  'X-Telegram-Init-Data': signInitData(
    { id: OWNER_TG, first_name: 'Владелец', username: 'bench', language_code: 'ru' },
    BOT_TOKEN,
  ),
};
const server = spawn(process.execPath, [join(dist, 'src/main.js')], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: args.port,
    DATABASE_URL: databaseUrl,
    BOT_TOKEN,
    BOT_MODE: 'off',
    OUTBOX_WORKER: '0',
    DEV_LOGIN: '0',
    REMINDER_RUNNER: '0',
    SUPER_ADMIN_TELEGRAM_ID: '1',
  },
});
try {
  for (let i = 0; ; i++) {
    if (i > 300) throw new Error('the server did not start');
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await sleep(100);
  }
  const result = await withDb(databaseUrl, async (c) => {
    if (args.seed) await seed(c);
    const url = `${base}/api/appointments/calendar?from=${WEEK.from}&to=${WEEK.to}`;
    const res = await fetch(url, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    const answer = {
      status: res.status,
      contentType: res.headers.get('content-type'),
      csp: res.headers.get('content-security-policy'),
      bytes: body.length,
      bookings: JSON.parse(body.toString()).appointments?.length,
      sha256: createHash('sha256').update(body).digest('hex').slice(0, 16),
      // as a phone gets it (Accept-Encoding: br, gzip), and a repeated read with its ETag
      wire: await wireSize(url, headers),
    };
    const runs = {};
    for (const connections of [1, 50]) {
      await load(url, { headers, connections, durationS: 2, warmupS: 0 });
      const [node0, pg0] = [cpuMsOf(server.pid), await backendsCpuMs(c)];
      const r = await load(url, { headers, connections, durationS: 5, warmupS: 0 });
      const [node1, pg1] = [cpuMsOf(server.pid), await backendsCpuMs(c)];
      runs[`c${connections}`] = {
        rps: r.rps,
        p50: r.p50,
        p99: r.p99,
        non2xx: r.non2xx,
        nodeCpuMsPerReq: Math.round(((node1 - node0) / r.requests) * 100) / 100,
        pgCpuMsPerReq: Math.round(((pg1 - pg0) / r.requests) * 100) / 100,
      };
    }
    return { dist: args.dist, answer, statement: await explain(c), runs };
  });
  console.log(JSON.stringify(result, null, 2));
} finally {
  server.kill('SIGTERM');
}
