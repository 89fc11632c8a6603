// PostgreSQL CPU of one booking, statement by statement, in one backend: the statements one API booking sent
// (SQL_OUT of bench/profile-booking.mjs), replayed N times on the booking section's people (added to the
// database) with each booking moved to a new master, client and hour (bench/lib/booking-replay.mjs), and
// the backend's own CPU time (/proc/<pid>/schedstat, nanoseconds) read around every statement. Unlike the
// machine-wide sums of a load run, this figure hardly moves when other work shares the machine.
// Usage: DATABASE_URL=... TEMPLATE=<SQL_OUT file> [N=2000] [DATA=<file>] [FROM_DAY=30] node bench/booking-pg-cpu.mjs
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { kthBookingMover } from './lib/booking-replay.mjs';
import { setup } from './sections/booking.mjs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const N = Number(process.env.N ?? 2000);
const WARMUP = 100;

const statements = JSON.parse(readFileSync(process.env.TEMPLATE, 'utf8'));
const insert = statements.find((s) => /insert\s+into\s+appointments/i.test(s.text));
if (!insert) throw new Error('the template holds no appointments INSERT');
const [masterId, clientId, , serviceId, , , startsAt] = insert.values;
const telegramId = statements[0].values[0];
const sample = { masterId, serviceId, clientId, telegramId, startsAt, appointmentId: 0 };

// the section's people are added once a database: DATA=<file> keeps them for the next run
const dataFile = process.env.DATA;
const data =
  dataFile && existsSync(dataFile) ? JSON.parse(readFileSync(dataFile, 'utf8')) : await setup(process.env.DATABASE_URL);
if (dataFile) writeFileSync(dataFile, JSON.stringify(data));
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
// e.g. PG_SET='plan_cache_mode=force_generic_plan': this session's settings
for (const setting of (process.env.PG_SET ?? '').split(',').filter(Boolean)) {
  const [k, v] = setting.split('=');
  await client.query(`SELECT set_config($1, $2, false)`, [k, v]);
}
const { rows } = await client.query('SELECT pg_backend_pid() AS pid');
const ns = () => Number(readFileSync(`/proc/${rows[0].pid}/schedstat`, 'utf8').split(' ')[0]);

const spent = statements.map(() => 0);
const each = statements.map(() => []); // per booking, for medians (a busy machine's bursts move the mean)
const fromMs = Math.floor(Date.now() / HOUR) * HOUR + Number(process.env.FROM_DAY ?? 30) * DAY;
let booked = 0;
for (let k = 0; k < N + WARMUP; k++) {
  const { to, move } = kthBookingMover(sample, data, k, fromMs);
  for (const [i, s] of statements.entries()) {
    const values = move(s.values);
    const t0 = ns();
    const r = await client.query(s.name ? { name: s.name, text: s.text, values } : { text: s.text, values });
    const dt = ns() - t0;
    if (k >= WARMUP) {
      spent[i] += dt;
      each[i].push(dt);
    }
    if (s === insert && r.rows[0]?.id) {
      to.appointmentId = r.rows[0].id;
      if (k >= WARMUP) booked++;
    }
  }
}
await client.end();
const us = (n) => (n / 1000).toFixed(0).padStart(6);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const totals = each[0].map((_, k) => each.reduce((sum, xs) => sum + xs[k], 0));
console.log(
  `${N} bookings (${booked} written), PostgreSQL CPU a booking in its backend: ` +
    `mean ${us(spent.reduce((a, b) => a + b) / N)} µs, median ${us(median(totals))} µs`,
);
for (const [i, s] of statements.entries())
  console.log(
    `  mean ${us(spent[i] / N)} µs, median ${us(median(each[i]))} µs  ${s.text.replace(/\s+/g, ' ').trim().slice(0, 80)}`,
  );
