// Booking at the largest scale, on people and data this section adds to the seeded database:
// - POST /api/appointments on distinct free slots (20 independent masters working all day, every request a
//   new hour of one of them), 50 connections: goal p99 < 50 ms; the same load on two bare Fastify + pg
//   handlers (booking-load.mjs): one sending the statements one API booking sent, moved to each request
//   (bench/baseline-booking-replay-server.mjs), the yardstick (goal: the API ≥ 0.85 of it); one that only
//   inserts the row (bench/baseline-booking-server.mjs), this machine's floor for a booking write;
// - 200 clients posting one slot at the same moment: the time until all have their answer, and exactly
//   one 201 (the rest 409);
// - GET /api/appointments/calendar of a 25-master salon for one week (8 bookings a master a day): p99 < 30 ms
//   for the owner opening it (one connection: the issue names no load for it), and at 50 connections.
import { withDb } from '../lib/db.mjs';
import { load, probe, wireSize } from '../lib/load.mjs';
import { cpuMsOf } from '../lib/proc.mjs';
import { insertSalonWeek } from '../lib/salon-week.mjs';
import { measuredLoad } from '../runner/load.mjs';
import { BASE, options } from '../runner/options.mjs';
import { bookDistinct, bookDistinctBare, bookDistinctReplay, header, MASTERS } from './booking-load.mjs';
import { log, ok, round } from '../runner/util.mjs';

const GOALS = { bookP99Ms: 50, calendarP99Ms: 30, calendarWireKB: 80, sameStatementsRatio: 0.85 };
const ZONE = 'Europe/Moscow';
const TG_BASE = 8_100_000_000; // above the seed's Telegram ids
const RACERS = 200;
const SALON_MASTERS = 25;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ALL_DAY = JSON.stringify({
  type: 'weekly',
  week: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['00:00', '24:00']]])),
});

/** Users with a phone, Telegram ids from `tg`; returns [{ id, telegram_id }]. */
async function users(c, tg, n, type, name) {
  const { rows } = await c.query(
    `INSERT INTO users (telegram_id, first_name, last_name, phone, user_type, language_code)
     SELECT $1::bigint + g, $4, 'Бенч ' || g, '+7916' || lpad(g::text, 7, '0'), $3, 'ru'
       FROM generate_series(0, $2::int - 1) g
     RETURNING id, telegram_id::float8 AS telegram_id`,
    [tg, n, type, name],
  );
  return rows;
}

/** The section's own data: masters with services and all-day schedules, clients, a salon with a busy week. */
export async function setup(databaseUrl) {
  const stamp = Date.now().toString(36);
  return withDb(databaseUrl, async (c) => {
    const masters = await users(c, TG_BASE, MASTERS, 'master', 'Мастер');
    const independent = [];
    for (const [i, m] of masters.entries()) {
      await c.query(
        `INSERT INTO master_profiles (user_id, category, specialization, deep_link) VALUES ($1, 'Красота', 'Бенч', $2)`,
        [m.id, `bench-${stamp}-${i}`],
      );
      const { rows } = await c.query(
        `INSERT INTO services (name, duration_minutes, price, master_id) VALUES ('Бенч', 60, 1000, $1) RETURNING id`,
        [m.id],
      );
      await c.query(
        `INSERT INTO master_schedules (master_id, time_zone, pattern, slot_step_minutes, min_notice_minutes, horizon_days)
         VALUES ($1, $2, $3::jsonb, 60, 0, 365)`,
        [m.id, ZONE, ALL_DAY],
      );
      independent.push({ id: m.id, serviceId: rows[0].id });
    }
    const clients = await users(c, TG_BASE + 10_000, RACERS, 'client', 'Клиент');

    const [owner] = await users(c, TG_BASE + 20_000, 1, 'organization', 'Владелец');
    const { rows: orgs } = await c.query(
      `INSERT INTO organizations (owner_id, name, phone, deep_link) VALUES ($1, 'Бенч салон', '+74951234567', $2) RETURNING id`,
      [owner.id, `bench-salon-${stamp}`],
    );
    const orgId = orgs[0].id;
    const { rows: svc } = await c.query(
      `INSERT INTO services (name, duration_minutes, price, organization_id) VALUES ('Маникюр', 60, 2000, $1) RETURNING id`,
      [orgId],
    );
    const staff = await users(c, TG_BASE + 30_000, SALON_MASTERS, 'client', 'Мастер салона');
    for (const m of staff) {
      await c.query(
        `INSERT INTO organization_members (organization_id, user_id, role, master_code) VALUES ($1, $2, 'master', $3)`,
        [orgId, m.id, `bench${stamp}${m.id}`.slice(0, 32)],
      );
    }
    // this week: 8 one-hour bookings a master a day, 10:00..18:00 UTC, some clients registered, some not
    const today = Math.floor(Date.now() / DAY) * DAY;
    await insertSalonWeek(c, {
      orgId,
      serviceId: svc[0].id,
      fromMs: today,
      masterIds: staff.map((s) => s.id),
      clientId: clients[0].id,
    });
    return { independent, clients, owner, from: new Date(today).toISOString().slice(0, 10), databaseUrl };
  });
}

/** 200 clients, one slot, fired together: how long until the last answer, and how many won. */
async function raceOneSlot(data) {
  const m = data.independent[0];
  const body = JSON.stringify({
    master_id: m.id,
    service_id: m.serviceId,
    starts_at: new Date(Math.floor(Date.now() / HOUR) * HOUR + 3 * DAY).toISOString(),
  });
  const requests = data.clients.map((c) => ({ ...header(c.telegram_id), 'content-type': 'application/json' }));
  const t0 = performance.now();
  const statuses = await Promise.all(
    requests.map((headers) =>
      fetch(`${BASE}/api/appointments`, { method: 'POST', headers, body }).then((r) => r.status),
    ),
  );
  const allAnsweredMs = round(performance.now() - t0, 0);
  const count = (s) => statuses.filter((x) => x === s).length;
  return {
    clients: statuses.length,
    allAnsweredMs,
    won: count(201),
    taken: count(409),
    other: statuses.length - count(201) - count(409),
  };
}

const bookLine = (b) =>
  `${b.rps} req/s  p50 ${b.p50} ms  p99 ${b.p99} ms  non-2xx ${b.non2xx}, CPU ${b.cpuUsPerReq} µs/request` +
  (b.dbCpuUsPerReq === undefined
    ? ''
    : ` (PostgreSQL ${b.dbCpuUsPerReq} µs machine-wide, ${b.ownDbCpuUsPerReq ?? '—'} µs in its own backends)`);

async function withServer({ databaseUrl, server, results }) {
  log('  booking: setting up 20 masters, 200 clients and a 25-master salon with a busy week...');
  const data = await setup(databaseUrl);
  const out = (results.booking = { goals: GOALS });
  log('  booking: POST /api/appointments on distinct free slots...');
  out.book = await bookDistinct(data, server.pid);
  log(`    ${bookLine(out.book)}`);
  log('  booking: the same load on a bare Fastify + pg handler sending the statements of one API booking...');
  out.bookSame = await bookDistinctReplay(data, databaseUrl);
  log(`    ${out.bookSame.statements} statements: ${bookLine(out.bookSame)}`);
  log('  booking: the same load on a bare Fastify + pg INSERT (the floor of a booking write here)...');
  out.bookBare = await bookDistinctBare(data, databaseUrl);
  log(`    ${bookLine(out.bookBare)}`);
  log('  booking: 200 clients post one slot at once...');
  out.race = await raceOneSlot(data);
  log(
    `    all answered in ${out.race.allAnsweredMs} ms: ${out.race.won} × 201, ${out.race.taken} × 409, ${out.race.other} other`,
  );
  log('  booking: the salon calendar for one week...');
  const to = new Date(Date.parse(data.from) + 6 * DAY).toISOString().slice(0, 10);
  const calendarUrl = `${BASE}/api/appointments/calendar?from=${data.from}&to=${to}`;
  const answer = await probe(calendarUrl, header(data.owner.telegram_id));
  out.calendar = await measuredLoad(calendarUrl, header(data.owner.telegram_id), server.pid, options.warmupS);
  Object.assign(out.calendar, { bytes: answer.bytes, bookings: answer.body?.appointments?.length ?? null });
  // autocannon above asks for no encoding (plain JSON, as before); a phone accepts br and gzip
  out.calendar.wire = await wireSize(calendarUrl, header(data.owner.telegram_id));
  // right after the 50-connection run: warm already
  const cpu0 = cpuMsOf(server.pid);
  const one = { headers: header(data.owner.telegram_id), connections: 1, durationS: options.durationS, warmupS: 0 };
  out.calendarOne = await load(calendarUrl, one);
  out.calendarOne.cpuUsPerReq = round(((cpuMsOf(server.pid) - cpu0) * 1000) / out.calendarOne.requests, 0);
  log(
    `    ${out.calendar.rps} req/s  p50 ${out.calendar.p50} ms  p99 ${out.calendar.p99} ms  non-2xx ${out.calendar.non2xx}, ` +
      `${out.calendar.bookings} bookings in ${Math.round(answer.bytes / 1024)} KB, CPU ${out.calendar.cpuUsPerReq} µs/request`,
  );
  const c1 = out.calendarOne;
  log(`    one connection: ${c1.rps} req/s  p50 ${c1.p50} ms  p99 ${c1.p99} ms, CPU ${c1.cpuUsPerReq} µs/request`);
  log(`    ${wireLine(out.calendar.wire)}`);
}

const wireLine = (w) =>
  `on the wire (Accept-Encoding: br, gzip): ${round(w.bytes / 1024, 1)} KB ${w.encoding} ` +
  `(goal ≤ ${GOALS.calendarWireKB} KB: ${ok(w.status === 200 && w.bytes <= GOALS.calendarWireKB * 1024)}); ` +
  `the same read again with its ETag: ${w.repeatStatus ?? 'no ETag'}${w.repeatStatus === 304 ? ` (${w.repeatBytes} bytes)` : ''}`;

function report(results) {
  const b = results.booking;
  if (!b) return [];
  return [
    `Booking, POST /api/appointments on distinct free slots: ${b.book.rps} req/s, p99 ${b.book.p99} ms ` +
      `(goal < ${GOALS.bookP99Ms} ms: ${ok(b.book.p99 < GOALS.bookP99Ms && b.book.non2xx === 0)}), non-2xx ${b.book.non2xx}`,
    ...(b.bookSame
      ? [
          `  the same ${b.bookSame.statements} statements from a bare Fastify + pg handler: ${b.bookSame.rps} req/s, ` +
            `p99 ${b.bookSame.p99} ms; the API has ${round(b.book.rps / b.bookSame.rps, 2)} of its throughput ` +
            `(goal ≥ ${GOALS.sameStatementsRatio}: ${ok(b.book.rps / b.bookSame.rps >= GOALS.sameStatementsRatio)}); ` +
            `PostgreSQL CPU a booking in the server's own backends: API ${b.book.ownDbCpuUsPerReq ?? '—'} µs, ` +
            `same statements ${b.bookSame.ownDbCpuUsPerReq ?? '—'} µs ` +
            `(machine-wide: ${b.book.dbCpuUsPerReq} µs, ${b.bookSame.dbCpuUsPerReq} µs)`,
        ]
      : []),
    `  floor, the bare INSERT alone (no sign-in, checks or notices): ${b.bookBare.rps} req/s, p99 ${b.bookBare.p99} ms; ` +
      `the API has ${round(b.book.rps / b.bookBare.rps, 2)} of its throughput`,
    `Booking race, ${b.race.clients} clients on one slot: all answered in ${b.race.allAnsweredMs} ms, ${b.race.won} winner(s), ` +
      `${b.race.taken} × 409 (exactly one winner: ${ok(b.race.won === 1 && b.race.other === 0)})`,
    `Salon calendar, ${SALON_MASTERS} masters × one week, the owner opening it (1 connection): ` +
      `p99 ${b.calendarOne.p99} ms (goal < ${GOALS.calendarP99Ms} ms: ${ok(b.calendarOne.p99 < GOALS.calendarP99Ms && !b.calendarOne.non2xx)}), ` +
      `${Math.round(b.calendar.bytes / 1024)} KB an answer`,
    `  at ${options.connections} connections: ${b.calendar.rps} req/s, p99 ${b.calendar.p99} ms ` +
      `(< ${GOALS.calendarP99Ms} ms: ${ok(b.calendar.p99 < GOALS.calendarP99Ms && !b.calendar.non2xx)})`,
    ...(b.calendar.wire ? [`  ${wireLine(b.calendar.wire)}`] : []),
  ];
}

/** @type {import('./index.mjs').BenchSection} */
export default { name: 'booking', skipFlag: 'skip-booking', lastScaleOnly: true, withServer, report };
