// What one request asks of the database: the statements the API sent (captured by bench/count-queries.cjs),
// each re-run under EXPLAIN ANALYZE on the same database. Server-side execution time is far less sensitive
// to a busy machine than HTTP latency, and sequential scans show what will grow with the data.
import pg from 'pg';
import { probe } from './load.mjs';

const READ_ONLY = /^\s*(select|with)\b/i;
/** Tables whose size grows with the business; a sequential scan on these is a cost that grows. */
const GROWING = new Set([
  'users',
  'appointments',
  'services',
  'organization_members',
  'master_profiles',
  'user_roles',
  'invitations',
  'organizations',
  'outbox_messages',
  'error_logs',
]);

function walk(plan, visit) {
  visit(plan);
  for (const p of plan.Plans ?? []) walk(p, visit);
}

/** `nextUrl`: the profiled request's own URL (a line whose requests all differ), else `url` once more. */
export async function sqlProfile({ url, headers, counterUrl, databaseUrl, repeat = 3, nextUrl }) {
  const counter = async () => (await (await fetch(counterUrl)).json()).queries;
  await probe(url, headers); // warm caches
  const before = await counter();
  const res = await probe(nextUrl ? nextUrl() : url, headers);
  const statements = await (await fetch(`${counterUrl}since/${before}`)).json();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const out = { status: res.status, queries: statements.length, dbMs: 0, planningMs: 0, seqScans: [], statements: [] };
  try {
    for (const s of statements) {
      if (!READ_ONLY.test(s.text)) {
        out.statements.push({ sql: s.text.replace(/\s+/g, ' ').slice(0, 160), explained: false });
        continue;
      }
      let best = null;
      for (let i = 0; i < repeat; i++) {
        const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${s.text}`, s.values);
        const e = rows[0]['QUERY PLAN'][0];
        if (!best || e['Execution Time'] < best['Execution Time']) best = e;
      }
      const scans = [];
      walk(best.Plan, (n) => {
        if (n['Node Type'] === 'Seq Scan' && GROWING.has(n['Relation Name'])) {
          const loops = n['Actual Loops'] ?? 1;
          scans.push(
            `${n['Relation Name']}(${Math.round((n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * loops)} rows)`,
          );
        }
      });
      out.dbMs += best['Execution Time'];
      out.planningMs += best['Planning Time'];
      out.seqScans.push(...scans);
      out.statements.push({
        sql: s.text.replace(/\s+/g, ' ').slice(0, 160),
        execMs: Math.round(best['Execution Time'] * 100) / 100,
        seqScans: scans,
      });
    }
  } finally {
    await client.end();
  }
  out.dbMs = Math.round(out.dbMs * 100) / 100;
  out.planningMs = Math.round(out.planningMs * 100) / 100;
  return out;
}
