// Statistics at the largest scale, on a salon this section adds to the seeded database: 25 masters working
// 09:00–21:00 Moscow time, five weeks of 8 one-hour bookings a master a day (the past ones visits, every
// tenth a no-show), clients registered or known by one of 2,000 phones. Measured beside the public master
// page in the same run:
// - GET /api/statistics/report for a month: goal ≥ 0.3 of the page's throughput, ≤ 3 SQL a request
//   (the caller's lookup, the view, the report);
// - GET /api/clients (the first page of 50, newest visit first): goal ≥ 0.3 of the page's throughput.
import { withDb } from '../lib/db.mjs';
import { probe } from '../lib/load.mjs';
import { insertSalonWeek } from '../lib/salon-week.mjs';
import { sqlProfile } from '../lib/sql-profile.mjs';
import { measuredLoad } from '../runner/load.mjs';
import { BASE, COUNTER, options } from '../runner/options.mjs';
import { signFor } from '../runner/server.mjs';
import { log, ok, round } from '../runner/util.mjs';

const GOALS = { reportShare: 0.3, reportSql: 3, clientsShare: 0.3 };
const TG_BASE = 8_300_000_000; // above the seed's Telegram ids and the booking section's
const SALON_MASTERS = 25;
const WEEKS = 5;
const DAY = 86_400_000;
const DAILY = JSON.stringify({
  type: 'weekly',
  week: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['09:00', '21:00']]])),
});

/** The salon, its owner's Telegram id and the month to report (Moscow dates). */
export async function setupSalon(databaseUrl) {
  const stamp = Date.now().toString(36);
  return withDb(databaseUrl, async (c) => {
    const { rows: people } = await c.query(
      `INSERT INTO users (telegram_id, first_name, last_name, phone, user_type, language_code)
       SELECT $1::bigint + g, CASE g WHEN 0 THEN 'Владелец' WHEN 1 THEN 'Клиент' ELSE 'Мастер' END, 'Статистика ' || g,
              '+7917' || lpad(g::text, 7, '0'), CASE WHEN g = 0 THEN 'organization' ELSE 'client' END, 'ru'
         FROM generate_series(0, $2::int) g
       RETURNING id, telegram_id::float8 AS telegram_id`,
      [TG_BASE, SALON_MASTERS + 1],
    );
    const [owner, client, ...masters] = people;
    const { rows: orgs } = await c.query(
      `INSERT INTO organizations (owner_id, name, phone, deep_link) VALUES ($1, 'Салон статистики', '+74951234567', $2)
       RETURNING id`,
      [owner.id, `stats-salon-${stamp}`],
    );
    const orgId = orgs[0].id;
    // the report and the client base are Pro features: the salon pays for a year
    await c.query(
      `INSERT INTO billing_accounts (organization_id, plan, paid_until) VALUES ($1, 'pro', now() + interval '1 year')
       ON CONFLICT (organization_id) DO UPDATE SET plan = 'pro', paid_until = EXCLUDED.paid_until`,
      [orgId],
    );
    const { rows: svc } = await c.query(
      `INSERT INTO services (name, duration_minutes, price, organization_id) VALUES ('Стрижка', 60, 2000, $1) RETURNING id`,
      [orgId],
    );
    for (const m of masters) {
      await c.query(
        `INSERT INTO organization_members (organization_id, user_id, role, master_code) VALUES ($1, $2, 'master', $3)`,
        [orgId, m.id, `stats${stamp}${m.id}`.slice(0, 32)],
      );
      await c.query(
        `INSERT INTO master_schedules (master_id, time_zone, pattern, slot_step_minutes, min_notice_minutes, horizon_days)
         VALUES ($1, 'Europe/Moscow', $2::jsonb, 60, 0, 365)`,
        [m.id, DAILY],
      );
    }
    const today = Math.floor(Date.now() / DAY) * DAY;
    for (let w = 0; w < WEEKS; w++) {
      await insertSalonWeek(c, {
        orgId,
        serviceId: svc[0].id,
        fromMs: today - (WEEKS - 1 - w) * 7 * DAY - 3 * DAY,
        masterIds: masters.map((m) => m.id),
        clientId: client.id,
      });
    }
    await c.query(
      `UPDATE appointments SET
         status = CASE WHEN starts_at >= now() THEN 'planned' WHEN id % 10 = 0 THEN 'no_show' ELSE 'completed' END,
         client_phone = CASE WHEN client_id IS NULL THEN '+7916' || lpad((id % 2000)::text, 7, '0') ELSE client_phone END
       WHERE organization_id = $1`,
      [orgId],
    );
    const day = (ms) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
    return { ownerTg: owner.telegram_id, from: day(Date.now() - 30 * DAY), to: day(Date.now()) };
  });
}

async function measure(name, path, headers, pid, databaseUrl) {
  const p = await probe(BASE + path, headers);
  if (p.status !== 200) {
    log(`  ${name}: HTTP ${p.status} (skipped)`);
    return { status: p.status };
  }
  const prof = await sqlProfile({ url: BASE + path, headers, counterUrl: COUNTER, databaseUrl });
  const r = await measuredLoad(BASE + path, headers, pid, options.warmupS);
  log(
    `  ${name.padEnd(30)} ${String(r.rps).padStart(6)} req/s  p99 ${r.p99} ms  CPU ${r.cpuUsPerReq} µs  ` +
      `${prof.queries} SQL, DB ${round(prof.dbMs, 1)} ms` +
      // a slow answer under 50 connections can finish no request inside a short run: say so, not "0 req/s" alone
      `  (${r.requests} answered, non-2xx ${r.non2xx}, errors ${r.errors})`,
  );
  return {
    status: 200,
    rps: r.rps,
    p99: r.p99,
    requests: r.requests,
    non2xx: r.non2xx,
    errors: r.errors,
    cpuUsPerReq: r.cpuUsPerReq,
    queries: prof.queries,
    dbMs: round(prof.dbMs, 1),
    bytes: p.bytes,
  };
}

async function withServer({ databaseUrl, seed, server, results }) {
  log(`  statistics: a ${SALON_MASTERS}-master salon with ${WEEKS} weeks of bookings...`);
  const salon = await setupSalon(databaseUrl);
  const owner = signFor({ id: salon.ownerTg, first_name: 'Владелец' });
  const page = await measure(
    'public-master (same run)',
    `/api/public/master/${seed.master.deep_link}`,
    {},
    server.pid,
    databaseUrl,
  );
  const report = await measure(
    'statistics/report month',
    `/api/statistics/report?from=${salon.from}&to=${salon.to}`,
    owner,
    server.pid,
    databaseUrl,
  );
  const clients = await measure('clients (first page of 50)', '/api/clients?limit=50', owner, server.pid, databaseUrl);
  results.statistics = { page, report, clients };
}

function report(results) {
  const s = results.statistics;
  if (!s) return [];
  const share = (e) => (e?.rps && s.page?.rps ? round(e.rps / s.page.rps, 2) : null);
  const r = share(s.report);
  const c = share(s.clients);
  // the same share in the API's CPU time per request: what it would be on an idle machine
  const byCpu = (e) =>
    e?.cpuUsPerReq && s.page?.cpuUsPerReq ? `, ${round(s.page.cpuUsPerReq / e.cpuUsPerReq, 2)} by CPU per request` : '';
  return [
    `Statistics report, a month of a ${SALON_MASTERS}-master salon: ${s.report.rps ?? '—'} req/s, p99 ${s.report.p99 ?? '—'} ms, ` +
      `${r ?? '—'} of the public master page (goal ≥ ${GOALS.reportShare}: ${ok(r === null ? null : r >= GOALS.reportShare)})${byCpu(s.report)}, ` +
      `${s.report.queries ?? '—'} SQL a request (goal ≤ ${GOALS.reportSql}: ${ok(s.report.queries ? s.report.queries <= GOALS.reportSql : null)}), ` +
      `${s.report.bytes ?? '—'} bytes`,
    `Client base, the first page: ${s.clients.rps ?? '—'} req/s, p99 ${s.clients.p99 ?? '—'} ms, ` +
      `${c ?? '—'} of the public master page (goal ≥ ${GOALS.clientsShare}: ${ok(c === null ? null : c >= GOALS.clientsShare)})${byCpu(s.clients)}, ` +
      `${s.clients.queries ?? '—'} SQL, DB ${s.clients.dbMs ?? '—'} ms`,
  ];
}

/** @type {import('./index.mjs').BenchSection} */
export default { name: 'statistics', skipFlag: 'skip-statistics', lastScaleOnly: true, withServer, report };
