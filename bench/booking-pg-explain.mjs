// Where a booking's PostgreSQL time goes, part by part: the statements one API booking sent (SQL_OUT of
// bench/profile-booking.mjs), replayed N times on one backend as bench/booking-pg-cpu.mjs does, the
// appointments INSERT prepared once (so it runs its kept generic plan, as the API's named statement does) and
// executed under EXPLAIN (ANALYZE, FORMAT JSON): each CTE and the answer, each trigger and foreign-key check
// ("Trigger …"); and, with track_functions = 'all', each PL/pgSQL function's time (pg_stat_user_functions),
// which also counts the triggers fired inside other triggers. These are wall-clock times: on a busy machine
// every part is stretched by the same waits on average, so the MEANS are scaled to the backend's own CPU
// time (/proc/<pid>/schedstat) of the same executions: a part's share of the wall time times the CPU time.
// Rough (instrumentation stretches short parts: a key check read 242 µs here, 59 ± 31 taken away); for a part's
// CPU, take it away in a copy of the database and compare in turns with bench/booking-pg-ab.mjs.
// Usage: DATABASE_URL=... TEMPLATE=<SQL_OUT file> DATA=<file> [N=500] node bench/booking-pg-explain.mjs
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { kthBookingMover } from './lib/booking-replay.mjs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const N = Number(process.env.N ?? 500);
const WARMUP = 30;

const statements = JSON.parse(readFileSync(process.env.TEMPLATE, 'utf8'));
const insert = statements.find((s) => /insert\s+into\s+appointments/i.test(s.text));
if (!insert) throw new Error('the template holds no appointments INSERT');
const [masterId, clientId, , serviceId, , , startsAt] = insert.values;
const sample = { masterId, serviceId, clientId, telegramId: statements[0].values[0], startsAt, appointmentId: 0 };
const data = JSON.parse(readFileSync(process.env.DATA, 'utf8'));

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
await watcher.connect();
await client.query(`SET track_functions = 'all'`);
await client.query(`PREPARE booking AS ${insert.text}`);
const { rows: pidRows } = await client.query('SELECT pg_backend_pid() AS pid');
const cpuNs = () => Number(readFileSync(`/proc/${pidRows[0].pid}/schedstat`, 'utf8').split(' ')[0]);
const literal = (v) => (v === null || v === undefined ? 'NULL' : client.escapeLiteral(String(v)));

async function functionStats() {
  await client.query('SELECT pg_stat_force_next_flush()');
  await client.query('SELECT 1'); // flushed at this statement's end
  await watcher.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await watcher.query(
    `SELECT funcname AS name, calls::float8 AS calls, self_time, total_time FROM pg_stat_user_functions`,
  );
  return new Map(rows.map((r) => [r.name, r]));
}

const parts = new Map(); // part -> summed µs of wall time
const add = (name, us) => parts.set(name, (parts.get(name) ?? 0) + us);
/** The CTEs and the answer: each node's total time (its children inside). */
function walk(node, label) {
  add(label, (node['Actual Total Time'] ?? 0) * 1000 * (node['Actual Loops'] ?? 1));
  for (const child of node.Plans ?? [])
    if (child['Subplan Name']?.startsWith('CTE')) walk(child, `  ${child['Subplan Name']} (${child['Node Type']})`);
}

const { rows: last } = await watcher.query(
  `SELECT (extract(epoch FROM max(starts_at)) * 1000)::float8 AS ms FROM appointments`,
);
const fromMs = Math.floor(Math.max(Date.now(), last[0].ms ?? 0) / HOUR) * HOUR + 2 * DAY;
let before = null;
let cpu = 0;
for (let k = 0; k < N + WARMUP; k++) {
  if (k === WARMUP) before = await functionStats();
  const { move } = kthBookingMover(sample, data, k, fromMs);
  for (const s of statements) {
    const values = move(s.values);
    if (s !== insert) {
      await client.query(s.name ? { name: s.name, text: s.text, values } : { text: s.text, values });
      continue;
    }
    const t0 = cpuNs();
    const { rows } = await client.query(
      `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE booking(${values.map(literal).join(', ')})`,
    );
    const dt = cpuNs() - t0;
    const [explained] = rows[0]['QUERY PLAN'];
    if (!(explained.Plan['Actual Rows'] > 0)) throw new Error('a booking was not written');
    if (k < WARMUP) continue;
    cpu += dt / 1000;
    add('INSERT execution', explained['Execution Time'] * 1000);
    walk(explained.Plan, `  the answer (${explained.Plan['Node Type']}, CTEs inside)`);
    for (const t of explained.Triggers ?? []) add(`  trigger ${t['Trigger Name']} on ${t.Relation}`, t.Time * 1000);
  }
}
const after = await functionStats();
await client.end();
await watcher.end();

const wall = parts.get('INSERT execution');
const scale = cpu / wall; // CPU µs per µs of wall time
const f = (us) => us.toFixed(0).padStart(7);
console.log(
  `${N} bookings; the INSERT under EXPLAIN: ${f(cpu / N)} µs CPU, ${f(wall / N)} µs wall a booking ` +
    `(parts below: wall × ${scale.toFixed(2)}, µs of CPU a booking)`,
);
for (const [name, us] of parts) console.log(`${name.padEnd(72)} ${f((us * scale) / N)}`);
console.log('\nPL/pgSQL functions (track_functions = all), µs of CPU a booking:  self   total  calls');
const out = [];
for (const [name, a] of after) {
  const b = before.get(name) ?? { calls: 0, self_time: 0, total_time: 0 };
  if (a.calls > b.calls)
    out.push([name, (a.self_time - b.self_time) * 1000, (a.total_time - b.total_time) * 1000, a.calls - b.calls]);
}
for (const [name, self, total, calls] of out.sort((x, y) => y[2] - x[2]))
  console.log(
    `  ${name.padEnd(56)} ${f((self * scale) / N)} ${f((total * scale) / N)} ${(calls / N).toFixed(2).padStart(6)}`,
  );
