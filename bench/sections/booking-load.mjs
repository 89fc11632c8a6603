// The booking section's load: POST /api/appointments on distinct free slots, at the API and at its two
// yardsticks (the same statements from a bare handler; the single bare INSERT, the floor of a write here).
import autocannon from 'autocannon';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureBooking } from '../lib/booking-replay.mjs';
import { withDb } from '../lib/db.mjs';
import { cpuMsOf, postgresCpuMs, startServer } from '../lib/proc.mjs';
import { BASE, BASELINE_PORT, COUNTER, options } from '../runner/options.mjs';
import { signFor } from '../runner/server.mjs';
import { round } from '../runner/util.mjs';

export const MASTERS = 20;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The PostgreSQL backends connected to a database now (their process ids). */
async function backendsOf(databaseUrl) {
  return withDb(databaseUrl, async (c) => {
    const { rows } = await c.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((x) => x.pid);
  });
}

export const header = (tg) => signFor({ id: tg, first_name: 'Бенч' });

/**
 * Every request books the next free hour of the next master, `fromDay` days ahead onwards (never in the
 * past), at `base` (the API, or the bare baseline); `pid` is the server whose CPU is counted.
 */
export async function bookDistinct(data, pid, base = BASE, fromDay = 5) {
  const start = Math.floor(Date.now() / HOUR) * HOUR + fromDay * DAY;
  let n = 0;
  // the clients take turns, so that each holds a client's share of bookings (the quota check counts them)
  const clients = data.clients.map((c) => ({ ...header(c.telegram_id), 'content-type': 'application/json' }));
  const setupRequest = (req) => {
    const k = n++;
    const m = data.independent[k % MASTERS];
    const body = {
      master_id: m.id,
      service_id: m.serviceId,
      starts_at: new Date(start + Math.floor(k / MASTERS) * HOUR).toISOString(),
    };
    return { ...req, headers: clients[k % clients.length], body: JSON.stringify(body) };
  };
  const run = (duration) =>
    new Promise((resolve, reject) => {
      autocannon(
        {
          url: `${base}/api/appointments`,
          method: 'POST',
          connections: options.connections,
          duration,
          requests: [{ setupRequest }],
        },
        (err, r) => (err ? reject(err) : resolve(r)),
      );
    });
  await run(options.warmupS);
  // the server's own PostgreSQL backends (its pool, open since the warm-up): the machine-wide sum below also
  // counts whatever else the machine's PostgreSQL is doing
  const backends = data.databaseUrl ? await backendsOf(data.databaseUrl) : [];
  const own = () => backends.reduce((sum, b) => sum + (cpuMsOf(b) ?? 0), 0);
  const cpu0 = cpuMsOf(pid);
  const db0 = postgresCpuMs();
  const own0 = own();
  const r = await run(options.durationS);
  const dbMs = postgresCpuMs() - db0;
  const ownMs = own() - own0;
  return {
    rps: Math.round(r.requests.average),
    requests: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    cpuUsPerReq: r.requests.total ? round(((cpuMsOf(pid) - cpu0) * 1000) / r.requests.total, 0) : null,
    dbCpuUsPerReq: r.requests.total ? round((dbMs * 1000) / r.requests.total, 0) : null,
    ownDbCpuUsPerReq: r.requests.total && backends.length ? round((ownMs * 1000) / r.requests.total, 0) : null,
  };
}

/** The same load on the bare insert (bench/baseline-booking-server.mjs), on hours the API run left free. */
export async function bookDistinctBare(data, databaseUrl) {
  const base = `http://127.0.0.1:${BASELINE_PORT}`;
  const bare = await startServer(['bench/baseline-booking-server.mjs'], {
    env: { DATABASE_URL: databaseUrl, PORT: String(BASELINE_PORT), CLIENT_ID: String(data.clients[2].id) },
    readyUrl: `${base}/ready`,
  });
  try {
    return await bookDistinct(data, bare.pid, base, 200);
  } finally {
    await bare.stop();
  }
}

/**
 * The same load on a bare handler sending the statements of one API booking (captured now, on an hour of
 * its own 150 days ahead), moved to each request (bench/baseline-booking-replay-server.mjs), 100 days on.
 */
export async function bookDistinctReplay(data, databaseUrl) {
  const m = data.independent[1];
  const who = data.clients[5];
  const template = await captureBooking({
    base: BASE,
    counter: COUNTER,
    headers: { ...header(who.telegram_id), 'content-type': 'application/json' },
    telegramId: who.telegram_id,
    clientId: who.id,
    clients: Object.fromEntries(data.clients.map((c) => [c.telegram_id, c.id])),
    body: {
      master_id: m.id,
      service_id: m.serviceId,
      starts_at: new Date(Math.floor(Date.now() / HOUR) * HOUR + 150 * DAY).toISOString(),
    },
  });
  const file = join(tmpdir(), `bench-booking-template-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(template));
  const base = `http://127.0.0.1:${BASELINE_PORT}`;
  const bare = await startServer(['bench/baseline-booking-replay-server.mjs'], {
    env: { DATABASE_URL: databaseUrl, PORT: String(BASELINE_PORT), TEMPLATE: file },
    readyUrl: `${base}/ready`,
  });
  try {
    return { ...(await bookDistinct(data, bare.pid, base, 100)), statements: template.statements.length };
  } finally {
    await bare.stop();
    if (!process.env.BENCH_KEEP_TEMPLATE) rmSync(file, { force: true });
  }
}
