#!/usr/bin/env node
// Reminder scheduling at scale: finding the due reminders is one indexed query,
// < 5 ms whatever the number of appointments. On a migrated database this adds 200 masters, 1000 clients and
// `appointments` bookings (half gone by, their reminders sent; half ahead, pending), each planned by the
// database's own triggers, then times the runner's claim (src/reminders/reminder-claim.sql.ts, compiled
// here from the source) inside a transaction that is rolled back, and checks its plan uses the partial index.
//
//   node bench/reminders.mjs [--appointments N] [--iterations N]
//       a throwaway database, migrated with dist/ (built with tsc when stale), dropped at the end
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createDatabase, dropDatabase, withDb } from './lib/db.mjs';
import { ROOT, run } from './lib/proc.mjs';
import { mtime, newest } from '../scripts/build-freshness.mjs';

const require = createRequire(import.meta.url);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const REMINDER_GOALS = { claimMedianMs: 5 };
const INDEX = 'appointment_reminders_due_idx';

/** The runner's claim statement, compiled from the TypeScript source (no imports there). */
function claimSql() {
  const { transformFileSync } = require('@swc/core');
  const file = join(ROOT, 'src/reminders/reminder-claim.sql.ts');
  const { code } = transformFileSync(file, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const mod = { exports: {} };
  new Function('module', 'exports', 'require', code)(mod, mod.exports, require);
  return mod.exports.CLAIM_REMINDERS_SQL;
}

/** Bookings for registered clients; reminders come from the triggers, those due before an hour ago are sent. */
async function seed(c, appointments, nowMs) {
  const tg = 8_300_000_000 + (nowMs % 1_000_000) * 1000;
  const { rows: masters } = await c.query(
    `INSERT INTO users (telegram_id, first_name, phone, user_type)
     SELECT $1::bigint + g, 'Мастер', '+7916' || lpad(g::text, 7, '0'), 'master' FROM generate_series(0, 199) g
     RETURNING id`,
    [tg],
  );
  const { rows: clients } = await c.query(
    `INSERT INTO users (telegram_id, first_name, phone, user_type)
     SELECT $1::bigint + g, 'Клиент', '+7926' || lpad(g::text, 7, '0'), 'client' FROM generate_series(0, 999) g
     RETURNING id`,
    [tg + 10_000],
  );
  const perMaster = Math.ceil(appointments / masters.length);
  const first = Math.floor(nowMs / HOUR) * HOUR - Math.floor(perMaster / 2) * 2 * HOUR;
  // master m's k-th booking starts 2k hours after `first`: half of them in the past, half ahead
  await c.query(
    `INSERT INTO appointments (master_id, client_id, starts_at, ends_at, occupied_until, status, created_at, updated_at)
     SELECT m.id, ($2::int[])[1 + (k * 7 + m.n) % 1000],
            to_timestamp(($3::float8 + k::float8 * ${2 * HOUR}) / 1000), to_timestamp(($3::float8 + k::float8 * ${2 * HOUR} + ${HOUR}) / 1000),
            to_timestamp(($3::float8 + k::float8 * ${2 * HOUR} + ${HOUR}) / 1000), 'planned',
            to_timestamp(($3::float8 + k::float8 * ${2 * HOUR} - ${30 * DAY}) / 1000),
            to_timestamp(($3::float8 + k::float8 * ${2 * HOUR} - ${30 * DAY}) / 1000)
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM unnest($1::int[]) id) m,
            generate_series(0, $4::int - 1) k`,
    [masters.map((m) => m.id), clients.map((x) => x.id), first, perMaster],
  );
  await c.query(
    `UPDATE appointment_reminders SET status = 'sent', sent_at = due_at WHERE status = 'pending' AND due_at < $1`,
    [new Date(nowMs - HOUR)],
  );
  await c.query(`ANALYZE appointments`);
  await c.query(`ANALYZE appointment_reminders`);
  const { rows } = await c.query(
    `SELECT count(*)::int AS reminders, count(*) FILTER (WHERE status = 'pending')::int AS pending,
            count(*) FILTER (WHERE status = 'pending' AND due_at <= $1)::int AS due
       FROM appointment_reminders`,
    [new Date(nowMs)],
  );
  return { appointments: perMaster * masters.length, ...rows[0] };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];
const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

/** On a migrated database: seeds, then times the claim (each in a rolled-back transaction) and reads its plan. */
export async function runRemindersBench(databaseUrl, { appointments = 100_000, iterations = 200, batch = 100 } = {}) {
  const sql = claimSql();
  return withDb(databaseUrl, async (c) => {
    const nowMs = Date.now();
    const t0 = performance.now();
    const counts = await seed(c, appointments, nowMs);
    const seedSeconds = round((performance.now() - t0) / 1000, 1);
    const now = new Date(nowMs);
    const times = [];
    let claimed = 0;
    for (let i = 0; i < iterations + 10; i++) {
      await c.query('BEGIN');
      const s = performance.now();
      const { rows } = await c.query(sql, [now, batch]);
      const ms = performance.now() - s;
      await c.query('ROLLBACK');
      if (i >= 10) times.push(ms); // the first rounds warm the connection's caches
      claimed = rows.length;
    }
    await c.query('BEGIN');
    const { rows: plan } = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, [now, batch]);
    await c.query('ROLLBACK');
    const planText = plan.map((r) => r['QUERY PLAN']).join('\n');
    const execution = /Execution Time: ([\d.]+) ms/.exec(planText);
    return {
      goals: REMINDER_GOALS,
      ...counts,
      seedSeconds,
      batch,
      claimed,
      medianMs: round(median(times)),
      p99Ms: round(p99(times)),
      executionMs: execution ? Number(execution[1]) : null,
      indexScan: planText.includes(`Index Scan using ${INDEX}`),
      plan: planText,
    };
  });
}

export function reminderReport(r) {
  const ok = r.medianMs < REMINDER_GOALS.claimMedianMs && r.indexScan;
  return [
    `Reminder claim, ${r.appointments} appointments (${r.reminders} reminders, ${r.pending} pending, ${r.due} due): ` +
      `${r.claimed} claimed per round, median ${r.medianMs} ms, p99 ${r.p99Ms} ms, in the server ${r.executionMs} ms; ` +
      `index scan on ${INDEX}: ${r.indexScan ? 'yes' : 'NO'} (goal < ${REMINDER_GOALS.claimMedianMs} ms with the index: ${ok ? 'ok' : 'MISS'})`,
  ];
}

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

async function main() {
  if (mtime(ROOT, 'dist/src/database/run-migrations.js') < newest(ROOT, ['src/database'])) {
    console.log('building dist/ (tsc) for the migrations...');
    await run('npx', ['tsc', '-p', 'tsconfig.build.json'], { timeoutMs: 300_000 }).catch(() => undefined);
  }
  const name = `bench_reminders_${process.pid}`;
  const url = await createDatabase(name);
  try {
    await run(process.execPath, ['dist/src/database/run-migrations.js'], { env: { DATABASE_URL: url } });
    const r = await runRemindersBench(url, {
      appointments: arg('appointments', 100_000),
      iterations: arg('iterations', 200),
    });
    console.log(r.plan);
    console.log(reminderReport(r).join('\n'));
  } finally {
    await dropDatabase(name);
  }
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
