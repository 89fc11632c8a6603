// An xlsx export of 50,000 bookings, made by the server's export runner off the request: the time from the
// request to the ready file, and the server's peak RSS above its idle RSS while it makes it (goal under 10 s
// and under 150 MB). The bookings are a salon's the section adds: 25 masters, 2,000 one-hour bookings each.
import { withDb } from '../lib/db.mjs';
import { rssOf, rssSampler } from '../lib/proc.mjs';
import { BASE } from '../runner/options.mjs';
import { signFor } from '../runner/server.mjs';
import { log, mib, ok, round } from '../runner/util.mjs';

const GOALS = { seconds: 10, extraMiB: 150 };
const TG_BASE = 8_400_000_000; // above the seed's Telegram ids and the other sections'
const MASTERS = 25;
const PER_MASTER = 2000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The salon and its bookings: 12 a master a day from 09:00 UTC, from `fromMs` on; the owner's Telegram id. */
async function setup(databaseUrl) {
  const stamp = Date.now().toString(36);
  const fromMs = Math.floor(Date.now() / DAY) * DAY - 200 * DAY;
  return withDb(databaseUrl, async (c) => {
    const { rows: people } = await c.query(
      `INSERT INTO users (telegram_id, first_name, last_name, phone, user_type, language_code)
       SELECT $1::bigint + g, CASE g WHEN 0 THEN 'Владелец' ELSE 'Мастер' END, 'Экспорт ' || g,
              '+7918' || lpad(g::text, 7, '0'), CASE WHEN g = 0 THEN 'organization' ELSE 'client' END, 'ru'
         FROM generate_series(0, $2::int) g
       RETURNING id, telegram_id::float8 AS telegram_id`,
      [TG_BASE, MASTERS],
    );
    const [owner, ...masters] = people;
    const { rows: orgs } = await c.query(
      `INSERT INTO organizations (owner_id, name, phone, deep_link) VALUES ($1, 'Салон экспорта', '+74951234567', $2)
       RETURNING id`,
      [owner.id, `export-salon-${stamp}`],
    );
    const orgId = orgs[0].id;
    const { rows: svc } = await c.query(
      `INSERT INTO services (name, duration_minutes, price, organization_id) VALUES ('Стрижка', 60, 2000, $1) RETURNING id`,
      [orgId],
    );
    await c.query(
      `INSERT INTO organization_members (organization_id, user_id, role, master_code)
       SELECT $1, m, 'master', 'exp' || $2 || m FROM unnest($3::int[]) m`,
      [orgId, stamp, masters.map((m) => m.id)],
    );
    await c.query(
      `INSERT INTO appointments (master_id, organization_id, service_id, client_name, client_phone, starts_at, ends_at,
                                 occupied_until, price, status, comment)
       SELECT m, $1, $2, 'Гость ' || n, '+7916' || lpad(n::text, 7, '0'),
              to_timestamp(($3::float8 + (n / 12)::float8 * ${DAY} + (9 + n % 12)::float8 * ${HOUR}) / 1000),
              to_timestamp(($3::float8 + (n / 12)::float8 * ${DAY} + (10 + n % 12)::float8 * ${HOUR}) / 1000),
              to_timestamp(($3::float8 + (n / 12)::float8 * ${DAY} + (10 + n % 12)::float8 * ${HOUR}) / 1000),
              2000, 'completed', CASE WHEN n % 5 = 0 THEN 'Комментарий к записи' END
         FROM unnest($4::int[]) m, generate_series(0, $5::int - 1) n`,
      [orgId, svc[0].id, fromMs, masters.map((m) => m.id), PER_MASTER],
    );
    const day = (ms) => new Date(ms).toISOString().slice(0, 10);
    return { ownerTg: owner.telegram_id, from: day(fromMs), to: day(fromMs + 365 * DAY) };
  });
}

/**
 * The measurement on a running server `pid` (its database `databaseUrl`); `sign` makes the init data header
 * of a Telegram user (the bench's signFor; a script without a build passes its own).
 */
export async function measureExport(databaseUrl, pid, sign = signFor) {
  log(`  exports: ${MASTERS * PER_MASTER} bookings of a ${MASTERS}-master salon...`);
  const salon = await setup(databaseUrl);
  const headers = { ...sign({ id: salon.ownerTg, first_name: 'Владелец' }), 'content-type': 'application/json' };
  const idle = rssOf(pid) ?? 0;
  const sampler = rssSampler(pid, 20);
  const started = performance.now();
  const res = await fetch(`${BASE}/api/exports`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ kind: 'appointments', format: 'xlsx', from: salon.from, to: salon.to }),
  });
  const { id } = await res.json();
  let body = { status: 'queued' };
  while (body.status === 'queued' && performance.now() - started < 120_000) {
    await new Promise((r) => setTimeout(r, 50));
    body = await (await fetch(`${BASE}/api/exports/${id}`, { headers })).json();
  }
  const seconds = round((performance.now() - started) / 1000, 2);
  const extraMiB = mib(sampler.stop() - idle);
  log(
    `  xlsx export of ${MASTERS * PER_MASTER} bookings: ${body.status} in ${seconds} s, ${body.size_bytes} bytes, RSS +${extraMiB} MiB`,
  );
  return { status: body.status, seconds, bytes: body.size_bytes ?? null, extraMiB, idleMiB: mib(idle) };
}

async function withServer({ databaseUrl, server, results }) {
  results.exports = await measureExport(databaseUrl, server.pid);
}

function report(results) {
  const e = results.exports;
  if (!e) return [];
  return [
    `xlsx export of ${MASTERS * PER_MASTER} bookings: ${e.status} in ${e.seconds} s (goal < ${GOALS.seconds}: ` +
      `${ok(e.status === 'ready' ? e.seconds < GOALS.seconds : null)}), peak RSS ${e.extraMiB} MiB above idle ${e.idleMiB} MiB ` +
      `(goal < ${GOALS.extraMiB}: ${ok(e.status === 'ready' ? e.extraMiB < GOALS.extraMiB : null)}), ${e.bytes ?? '—'} bytes`,
  ];
}

/** @type {import('./index.mjs').BenchSection} */
export default { name: 'exports', skipFlag: 'skip-exports', lastScaleOnly: true, withServer, report };
