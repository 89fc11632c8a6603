// Databases' PostgreSQL CPU per booking, booking by booking in turns: the statements one API booking sent
// (SQL_OUT of bench/profile-booking.mjs), replayed as bench/booking-pg-cpu.mjs replays them, one backend on
// each database (copies of one, each with one change), taking turns on every booking in a rotating order, so
// a busy machine's slow spells fall on all alike. Prints each database's mean and median CPU a booking (the
// backend's /proc/<pid>/schedstat) and its paired difference from A with the standard error.
// Usage: A=<url> B=<url>[,<url>…] [LABELS=a,b,…] TEMPLATE=<SQL_OUT file> DATA=<file with the booking
//   section's people in all> [B_TEMPLATES=<file>,…: a side's own statements, e.g. the INSERT changed; '' keeps
//   TEMPLATE] [N=2000] node bench/booking-pg-ab.mjs
// (a URL's ?options=-c%20session_replication_role%3Dreplica runs that side with no triggers or key checks)
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { kthBookingMover } from './lib/booking-replay.mjs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const N = Number(process.env.N ?? 2000);
const WARMUP = 50;

const template = (file) => {
  const statements = JSON.parse(readFileSync(file, 'utf8'));
  const insert = statements.find((s) => /insert\s+into\s+appointments/i.test(s.text));
  if (!insert) throw new Error(`${file} holds no appointments INSERT`);
  return { statements, insert };
};
const { statements, insert } = template(process.env.TEMPLATE);
const own = (process.env.B_TEMPLATES ?? '').split(',');
const [masterId, clientId, , serviceId, , , startsAt] = insert.values;
const sample = { masterId, serviceId, clientId, telegramId: statements[0].values[0], startsAt, appointmentId: 0 };
const data = JSON.parse(readFileSync(process.env.DATA, 'utf8'));

async function side(url, file) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    `SELECT pg_backend_pid() AS pid, (extract(epoch FROM max(starts_at)) * 1000)::float8 AS last FROM appointments`,
  );
  const fromMs = Math.floor(Math.max(Date.now(), rows[0].last ?? 0) / HOUR) * HOUR + 2 * DAY;
  const ns = () => Number(readFileSync(`/proc/${rows[0].pid}/schedstat`, 'utf8').split(' ')[0]);
  return { client, fromMs, ns, spent: [], ...(file ? template(file) : { statements, insert }) };
}
const urls = [process.env.A, ...process.env.B.split(',')];
const labels = ['A', ...(process.env.LABELS ?? '').split(',').filter(Boolean)];
const sides = [];
for (const [i, url] of urls.entries()) sides.push(await side(url, i ? own[i - 1] : null));

async function book(s, k) {
  const { move } = kthBookingMover(sample, data, k, s.fromMs);
  let spent = 0;
  for (const st of s.statements) {
    const values = move(st.values);
    const t0 = s.ns();
    const r = await s.client.query(st.name ? { name: st.name, text: st.text, values } : { text: st.text, values });
    spent += s.ns() - t0;
    if (st === s.insert && !r.rows[0]?.id) throw new Error('a booking was not written');
  }
  if (k >= WARMUP) s.spent.push(spent / 1000);
}

for (let k = 0; k < N + WARMUP; k++)
  for (let i = 0; i < sides.length; i++) await book(sides[(i + k) % sides.length], k);
for (const s of sides) await s.client.end();

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function paired(b) {
  const diffs = sides[0].spent.map((a, i) => a - b.spent[i]);
  // the paired differences without their 5% extremes each side (a preempted statement's spike)
  const sorted = [...diffs].sort((x, y) => x - y);
  const kept = sorted.slice(Math.floor(sorted.length * 0.05), Math.ceil(sorted.length * 0.95));
  const d = mean(kept);
  const se = Math.sqrt(kept.reduce((acc, x) => acc + (x - d) ** 2, 0) / (kept.length - 1) / kept.length);
  return `A - it: ${d.toFixed(0)} ± ${se.toFixed(0)} µs (median ${median(diffs).toFixed(0)})`;
}
console.log(`${N} bookings each; µs of PostgreSQL CPU a booking; A - it: trimmed mean of the paired differences ± SE`);
for (const [i, s] of sides.entries())
  console.log(
    `${(labels[i] ?? `B${i}`).padEnd(44)} mean ${mean(s.spent).toFixed(0).padStart(5)}, median ${median(s.spent).toFixed(0).padStart(5)}` +
      (i ? `  ${paired(s)}` : ''),
  );
