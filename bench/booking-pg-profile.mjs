// Where a booking's PostgreSQL CPU goes, part by part, in a way a busy machine does not blur: the statements
// one API booking sent (SQL_OUT of bench/profile-booking.mjs), replayed on one backend as
// bench/booking-pg-cpu.mjs does, and the INSERT's CPU (/proc/<pid>/schedstat: time on a CPU only, so
// preemption does not count) measured with everything on and with ONE part taken away: a trigger or
// foreign-key check disabled, an index or the no-overlap constraint dropped, a piece of the statement
// replaced (the quota check, the plan check, the notices, the answer's join). A part's cost is the
// difference of the medians; the variants run in turns, in shuffled order, several rounds. Run it on a
// throwaway database (it changes the schema while it runs and puts everything back, but a crash would not).
// Usage: DATABASE_URL=... TEMPLATE=<SQL_OUT file> DATA=<file> [ROUNDS=4] [BLOCK=40] [ONLY=re]
//   node bench/booking-pg-profile.mjs
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { moverFor } from './lib/booking-replay.mjs';
import { setup } from './sections/booking.mjs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const BLOCK = Number(process.env.BLOCK ?? 40);
const SETTLE = 4; // a block's first bookings re-plan after the schema change

const statements = JSON.parse(readFileSync(process.env.TEMPLATE, 'utf8'));
const insert = statements.find((s) => /insert\s+into\s+appointments/i.test(s.text));
if (!insert) throw new Error('the template holds no appointments INSERT');
const [masterId, clientId, , serviceId, , , startsAt] = insert.values;
const sample = { masterId, serviceId, clientId, telegramId: statements[0].values[0], startsAt, appointmentId: 0 };
const dataFile = process.env.DATA;
const data =
  dataFile && existsSync(dataFile) ? JSON.parse(readFileSync(dataFile, 'utf8')) : await setup(process.env.DATABASE_URL);
if (dataFile) writeFileSync(dataFile, JSON.stringify(data));

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
await admin.connect();
const { rows: pidRows } = await client.query('SELECT pg_backend_pid() AS pid');
const cpuNs = () => Number(readFileSync(`/proc/${pidRows[0].pid}/schedstat`, 'utf8').split(' ')[0]);

const q = (name) => `"${name.replace(/"/g, '""')}"`;
/** Variants: a label, what to run on `admin` before and after, or the INSERT's text changed. */
const variants = [{ label: 'everything on' }];
const triggers = await admin.query(
  `SELECT c.relname AS rel, t.tgname AS name, t.tgisinternal AS internal,
          CASE WHEN t.tgisinternal THEN (SELECT conname FROM pg_constraint k WHERE k.oid = t.tgconstraint) END AS con
     FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE c.relname IN ('appointments', 'outbox_messages', 'client_stats', 'booking_days', 'appointment_reminders',
                        'review_requests', 'report_versions', 'free_on_versions')
      AND t.tgtype & 4 <> 0 AND t.tgenabled <> 'D'
      AND (NOT t.tgisinternal OR t.tgfoid = '"RI_FKey_check_ins"'::regproc)
    ORDER BY 1, 2`,
);
for (const t of triggers.rows)
  variants.push({
    label: `trigger ${t.internal ? `FK ${t.con}` : t.name} (${t.rel})`,
    before: `ALTER TABLE ${t.rel} DISABLE TRIGGER ${q(t.name)}`,
    after: `ALTER TABLE ${t.rel} ENABLE TRIGGER ${q(t.name)}`,
  });
const indexes = await admin.query(
  `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def, k.conname AS con, pg_get_constraintdef(k.oid) AS condef
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid LEFT JOIN pg_constraint k ON k.conindid = i.oid
    WHERE x.indrelid = 'appointments'::regclass AND NOT x.indisprimary ORDER BY 1`,
);
for (const i of indexes.rows)
  variants.push(
    i.con
      ? {
          label: `index ${i.name} (constraint)`,
          before: `ALTER TABLE appointments DROP CONSTRAINT ${q(i.con)}`,
          after: `ALTER TABLE appointments ADD CONSTRAINT ${q(i.con)} ${i.condef}`,
        }
      : { label: `index ${i.name}`, before: `DROP INDEX ${q(i.name)}`, after: i.def },
  );
const replaced = (label, from, to) => {
  if (!from.test(insert.text)) throw new Error(`the INSERT has no ${from}`);
  variants.push({ label, text: insert.text.replace(from, to) });
};
// (the parameters only these parts read stay typed)
replaced('statement: booking_quota_check(…)', /booking_quota_check\([^)]*\)/, '($16::int + $17::int) IS NOT NULL');
replaced('statement: plan_records_check(…)', /plan_records_check\([^)]*\)/, '($18::varchar || $19::int) IS NOT NULL');
variants.push({ label: 'statement: the notices (none queued)', notices: '[]' });
replaced('statement: the answer (its joins)', /\n\s*SELECT a\.id, a\.master_id[\s\S]*$/, '\n  SELECT a.id FROM a');
variants.push({ label: 'no triggers, no FK checks (replica)', role: 'replica' });
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
const chosen = variants.filter((v, i) => i === 0 || !only || only.test(v.label));

// past every booking already there (so a second run finds its hours free)
const { rows: last } = await admin.query(
  `SELECT (extract(epoch FROM max(starts_at)) * 1000)::float8 AS ms FROM appointments`,
);
const fromMs = Math.floor(Math.max(Date.now(), last[0].ms ?? 0) / HOUR) * HOUR + 2 * DAY;
let k = 0;
async function book(text, notices) {
  const m = data.independent[k % data.independent.length];
  const c = data.clients[k % data.clients.length];
  const to = {
    masterId: m.id,
    serviceId: m.serviceId,
    clientId: c.id,
    telegramId: c.telegram_id,
    startsAt: new Date(fromMs + Math.floor(k / data.independent.length) * HOUR).toISOString(),
    appointmentId: null,
  };
  k++;
  const move = moverFor(sample, to);
  let spent = 0;
  for (const s of statements) {
    const values = move(s.values);
    if (s === insert && notices) values[14] = notices;
    const own = s === insert && text !== s.text;
    const name = own ? `${s.name ?? 'ins'}_${variants.findIndex((v) => v.text === text)}` : s.name;
    const t0 = cpuNs();
    const r = await client.query(
      name ? { name, text: s === insert ? text : s.text, values } : { text: s.text, values },
    );
    if (s === insert) {
      spent = cpuNs() - t0;
      if (!r.rows[0]?.id) throw new Error('a booking was not written');
    }
  }
  return spent / 1000;
}

const spent = new Map(chosen.map((v) => [v.label, []]));
for (let round = 0; round < ROUNDS; round++) {
  const order = [...chosen].sort(() => Math.random() - 0.5);
  for (const v of order) {
    if (v.before) await admin.query(v.before);
    if (v.role) await client.query(`SET session_replication_role = ${v.role}`);
    try {
      for (let i = 0; i < SETTLE + BLOCK; i++) {
        const us = await book(v.text ?? insert.text, v.notices);
        if (i >= SETTLE) spent.get(v.label).push(us);
      }
    } finally {
      if (v.role) await client.query('RESET session_replication_role');
      if (v.after) await admin.query(v.after);
    }
  }
  process.stderr.write(`round ${round + 1}/${ROUNDS}\n`);
}
await client.end();
await admin.end();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const all = median(spent.get('everything on'));
console.log(
  `INSERT's PostgreSQL CPU, median of ${ROUNDS * BLOCK} bookings a variant: everything on ${all.toFixed(0)} µs`,
);
// each round's saving (its block's median against the same round's block with everything on): the spread
const rounds = (xs) => Array.from({ length: ROUNDS }, (_, r) => median(xs.slice(r * BLOCK, (r + 1) * BLOCK)));
const base = rounds(spent.get('everything on'));
console.log('part taken away                                                          median   saves (µs)  rounds');
for (const [label, xs] of [...spent].slice(1).sort((a, b) => median(a[1]) - median(b[1])))
  console.log(
    `  ${label.padEnd(70)} ${median(xs).toFixed(0).padStart(6)} ${(all - median(xs)).toFixed(0).padStart(8)}  ` +
      rounds(xs)
        .map((m, r) => (base[r] - m).toFixed(0))
        .join(' '),
  );
