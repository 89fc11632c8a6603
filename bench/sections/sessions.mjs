// Group sessions at the largest scale: the public sessions list (a month) of the seed's busiest organization
// made a studio with 200 sessions in the coming 30 days (a group service, sessions spread over its masters'
// free hours, some seats taken), against the same organization's public master page (GET
// /api/public/master/{link}) in the same run, back to back in two rounds (a busy machine shifts both alike;
// the ratio uses the sums). Both sides are asked as the Telegram webview asks (Accept-Encoding: gzip, deflate,
// br), so each answer travels as a client receives it. Goals: the list keeps ≥ 0.8 of the master page's throughput, in one statement.
// The section writes its own rows straight into the database and deletes them again at the end, so the
// sections after this one see the seeded data.
import { withDb } from '../lib/db.mjs';
import { load, probe } from '../lib/load.mjs';
import { sqlProfile } from '../lib/sql-profile.mjs';
import { loadEndpoint, measuredLoad } from '../runner/load.mjs';
import { BASE, COUNTER, options } from '../runner/options.mjs';
import { log, ok, round } from '../runner/util.mjs';

const LIST = 'public-organization/sessions (month)';
const PAGE = 'public-master (sessions yardstick)';
const GOAL = 0.8;
const SESSIONS = 200;
const CAPACITY = 12;
const DAY = 86_400_000;
// what the webview sends with every request
const WEBVIEW = { 'accept-encoding': 'gzip, deflate, br' };

const addDays = (date, n) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/**
 * The studio: a group service of the organization, then SESSIONS one-hour sessions at whole hours 09..20 of
 * the coming 30 days, round-robin over the bookable masters, where the master has no booking or session
 * (the database would refuse the overlap); each has 0..CAPACITY seats counted (no attendee rows: the public
 * list reads the counter only). Answers what cleanup needs and the list's path.
 */
async function seedStudio(databaseUrl, link) {
  return withDb(databaseUrl, async (c) => {
    const org = (
      await c.query(
        `SELECT o.id, o.time_zone, (now() AT TIME ZONE o.time_zone)::date::text AS today
           FROM organizations o WHERE o.deep_link = $1`,
        [link],
      )
    ).rows[0];
    if (!org) return null;
    const service = (
      await c.query(
        `INSERT INTO services (name, duration_minutes, price, organization_id, capacity, created_at)
         VALUES ('Йога (бенч)', 60, 700, $1, ${CAPACITY}, now()) RETURNING id`,
        [org.id],
      )
    ).rows[0].id;
    const made = await c.query(
      `WITH masters AS (
         SELECT m.user_id, row_number() OVER (ORDER BY m.user_id) AS k
           FROM organization_members m JOIN users u ON u.id = m.user_id
          WHERE m.organization_id = $1 AND m.role = 'master' AND NOT m.is_blocked AND NOT u.is_blocked),
       candidates AS (
         SELECT ms.user_id AS master_id, t.starts_at,
                row_number() OVER (ORDER BY d, h, (ms.k + d + h) % 97, ms.user_id) AS n
           FROM masters ms, generate_series(1, 30) d, generate_series(9, 20) h
          CROSS JOIN LATERAL (SELECT (($3::date + d) + make_time(h, 0, 0)) AT TIME ZONE $4 AS starts_at) t
          WHERE (ms.k + d + h) % 4 = 0
            AND NOT EXISTS (SELECT 1 FROM appointments a
                             WHERE a.master_id = ms.user_id AND a.status NOT IN ('cancelled', 'expired', 'payment_conflict')
                               AND tstzrange(a.starts_at, a.occupied_until) && tstzrange(t.starts_at, t.starts_at + interval '1 hour'))
            AND NOT EXISTS (SELECT 1 FROM group_sessions g
                             WHERE g.master_id = ms.user_id AND g.status = 'scheduled'
                               AND tstzrange(g.starts_at, g.occupied_until) && tstzrange(t.starts_at, t.starts_at + interval '1 hour')))
       INSERT INTO group_sessions (master_id, service_id, organization_id, starts_at, ends_at, occupied_until,
                                   capacity, seats_taken, created_at)
       SELECT master_id, $2, $1, starts_at, starts_at + interval '1 hour', starts_at + interval '1 hour',
              ${CAPACITY}, (n * 5) % (${CAPACITY} + 1), now()
         FROM candidates WHERE n <= ${SESSIONS} RETURNING id`,
      [org.id, service, org.today, org.time_zone],
    );
    const to = addDays(org.today, 29);
    return {
      service,
      ids: made.rows.map((r) => r.id),
      path: `/api/public/organization/${link}/sessions?from=${org.today}&to=${to}`,
    };
  });
}

const removeStudio = (databaseUrl, { service, ids }) =>
  withDb(databaseUrl, async (c) => {
    await c.query(`DELETE FROM group_sessions WHERE id = ANY($1::int[])`, [ids]);
    await c.query(`DELETE FROM services WHERE id = $1`, [service]);
  });

const pick = (r) => ({ rps: r.rps, p50: r.p50, p99: r.p99, cpuUsPerReq: r.cpuUsPerReq });

async function profiled(path, databaseUrl) {
  const p = await probe(BASE + path);
  const prof = await sqlProfile({ url: BASE + path, headers: {}, counterUrl: COUNTER, databaseUrl });
  return {
    path: path.replace(/\?.*/, '?…'),
    status: p.status,
    bytes: p.bytes,
    sessions: p.body?.sessions?.length ?? null,
    queries: prof.queries,
    dbMs: prof.dbMs,
    seqScans: prof.seqScans,
    sql: prof.statements,
  };
}

async function withServer({ databaseUrl, seed, server, out }) {
  const studio = await seedStudio(databaseUrl, seed.organization_deep_link);
  if (!studio) return log('  sessions: the seed has no organization (skipped)');
  try {
    const pagePath = `/api/public/master/${seed.master.deep_link}`;
    const page = (out.endpoints[PAGE] = await profiled(pagePath, databaseUrl));
    const list = (out.endpoints[LIST] = await profiled(studio.path, databaseUrl));
    if (page.status !== 200 || list.status !== 200)
      return log(`  sessions: HTTP ${list.status} (list) / ${page.status} (master page) (skipped)`);
    log(`  a studio with ${studio.ids.length} sessions in 30 days: the list answers ${list.sessions}, ${list.bytes} B`);

    // a discarded run first, so that neither side pays for warming the API up
    await load(BASE + studio.path, {
      headers: WEBVIEW,
      connections: options.connections,
      durationS: options.durationS,
      warmupS: 0,
    });
    // list, page, page, list: a load that drifts during the four runs weighs on both sides alike
    await loadEndpoint({ name: LIST, path: studio.path, headers: WEBVIEW }, list, server.pid);
    await loadEndpoint({ name: PAGE, path: pagePath, headers: WEBVIEW }, page, server.pid);
    const page2 = await measuredLoad(BASE + pagePath, WEBVIEW, server.pid, options.warmupS);
    const list2 = await measuredLoad(BASE + studio.path, WEBVIEW, server.pid, options.warmupS);

    out.sessions = {
      sessions: studio.ids.length,
      answered: list.sessions,
      bytes: list.bytes,
      queries: list.queries,
      rounds: [round(list.rps / page.rps, 2), round(list2.rps / page2.rps, 2)],
      ratio: round((list.rps + list2.rps) / (page.rps + page2.rps), 2),
      cpuRatio: round((page.cpuUsPerReq + page2.cpuUsPerReq) / (list.cpuUsPerReq + list2.cpuUsPerReq), 2),
      secondRound: { list: pick(list2), page: pick(page2) },
    };
    log(
      `  sessions list / master page: ${out.sessions.rounds.join(', ')} (req/s ${list2.rps} / ${page2.rps}); ` +
        `CPU per request list ${list.cpuUsPerReq}/${list2.cpuUsPerReq} µs, page ${page.cpuUsPerReq}/${page2.cpuUsPerReq} µs`,
    );
  } finally {
    await removeStudio(databaseUrl, studio);
  }
}

function report(results) {
  const r = results.scales.at(-1)?.sessions;
  if (!r) return [];
  return [
    `public sessions list of a studio with ${r.sessions} sessions a month (${r.answered} answered, ${r.bytes} B) vs the ` +
      `public master page: ${r.ratio} of its throughput (rounds ${r.rounds.join(', ')}; target ≥ ${GOAL}: ` +
      `${ok(r.ratio >= GOAL)}), ${r.cpuRatio} by CPU per request, SQL per request ${r.queries} (target 1: ${ok(r.queries === 1)})`,
  ];
}

/** @type {import('./index.mjs').BenchSection} */
export default { name: 'sessions', skipFlag: 'skip-sessions', lastScaleOnly: true, withServer, report };
