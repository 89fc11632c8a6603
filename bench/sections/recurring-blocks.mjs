// Recurring blocks at the largest scale: the public slots (30 days) of the seed's master read with 10
// recurring series of their own (a weekday lunch, the school run, the gym, ... added through
// POST /api/schedules/me/blocks with an rrule) against the same master's read without them, back to back
// in two rounds (a busy machine shifts both alike; the ratio uses the sums). Goals: the read with the series
// keeps ≥ 0.8 of the throughput without, and asks the database the same number of statements.
// The series are deleted again at the end, so the sections after this one see the seeded data.
import { load, probe } from '../lib/load.mjs';
import { sqlProfile } from '../lib/sql-profile.mjs';
import { RATIO_GOALS, RECURRING } from '../runner/goals.mjs';
import { loadEndpoint, measuredLoad } from '../runner/load.mjs';
import { BASE, COUNTER, options } from '../runner/options.mjs';
import { signFor } from '../runner/server.mjs';
import { log, ok, round } from '../runner/util.mjs';
import { slotsPath } from './endpoints.mjs';

const { without: WITHOUT, with: WITH } = RECURRING;
const GOAL = RATIO_GOALS.recurringSlots.goal;
const DAY = 86_400_000;

/** What a busy master repeats: [note, start, end (wall clock in their zone), rrule with {+N} = N days on]. */
const SERIES = [
  ['Обед', '13:00', '14:00', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL={+365}'],
  ['Забрать сына из школы', '16:00', '16:45', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL={+180}'],
  ['Спортзал', '09:00', '10:00', 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=60'],
  ['Планёрка', '10:00', '10:30', 'FREQ=WEEKLY;BYDAY=MO;UNTIL={+365}'],
  ['Поставка материалов', '11:00', '11:30', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;COUNT=26'],
  ['Бухгалтерия', '17:00', '19:00', 'FREQ=MONTHLY;BYMONTHDAY=1,15;UNTIL={+365}'],
  ['Генеральная уборка', '18:00', '19:00', 'FREQ=MONTHLY;BYDAY=-1FR;COUNT=12'],
  ['Кофе', '11:45', '12:00', 'FREQ=DAILY;COUNT=100'],
  ['Английский', '19:00', '20:00', 'FREQ=DAILY;INTERVAL=3;UNTIL={+180}'],
  ['Закупка', '12:00', '13:00', 'FREQ=WEEKLY;BYDAY=SA;UNTIL={+365}'],
];

const addDays = (date, n) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** Minutes the zone is ahead of UTC at instant `ms` ("GMT+03:00" → 180). */
function offsetMinutes(ms, zone) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(ms)
    .find((p) => p.type === 'timeZoneName').value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The instant of wall-clock `hhmm` on `date` in `zone`, as ISO text. */
function wallClock(date, hhmm, zone) {
  const asUtc = Date.parse(`${date}T${hhmm}:00Z`);
  const first = asUtc - offsetMinutes(asUtc, zone) * 60_000;
  return new Date(asUtc - offsetMinutes(first, zone) * 60_000).toISOString();
}

/** The series' bodies, starting tomorrow (the first start is always an occurrence, so it must not be past). */
export function seriesBodies(today, zone) {
  const day = addDays(today, 1);
  return SERIES.map(([note, from, to, rule]) => ({
    starts_at: wallClock(day, from, zone),
    ends_at: wallClock(day, to, zone),
    note,
    rrule: rule.replace(/\{\+(\d+)\}/, (_, n) => addDays(day, Number(n)).replaceAll('-', '')),
  }));
}

async function call(method, path, headers, body) {
  const res = await fetch(BASE + path, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const answer = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(answer).slice(0, 200)}`);
  return answer;
}

/** Adds the 10 series as the master; returns each one's first block id (what DELETE ?scope=all takes). */
const addSeries = (master, bodies) =>
  Promise.all(bodies.map((b) => call('POST', '/api/schedules/me/blocks', master, b).then((r) => r.id)));

const removeSeries = (master, ids) =>
  Promise.all(ids.map((id) => call('DELETE', `/api/schedules/me/blocks/${id}?scope=all`, master)));

const pick = (r) => ({ rps: r.rps, p50: r.p50, p99: r.p99, cpuUsPerReq: r.cpuUsPerReq });

const slotCount = (body) => (body?.days ?? []).reduce((n, d) => n + d.slots.length, 0);

/** One state's figures: status, offered slots, the SQL profile; the endpoint entry of the table. */
async function profiled(path, databaseUrl) {
  const p = await probe(BASE + path);
  const prof = await sqlProfile({ url: BASE + path, headers: {}, counterUrl: COUNTER, databaseUrl });
  return {
    path: path.replace(/\?.*/, '?…'),
    status: p.status,
    bytes: p.bytes,
    slots: slotCount(p.body),
    zone: p.body?.time_zone,
    queries: prof.queries,
    dbMs: prof.dbMs,
    seqScans: prof.seqScans,
    sql: prof.statements,
  };
}

async function withServer({ databaseUrl, seed, server, out }) {
  const path = await slotsPath(seed, databaseUrl);
  if (!path) return log('  recurring blocks: the seed has no independent master with a service (skipped)');
  const master = signFor({ id: seed.master.telegram_id, first_name: seed.master.first_name });
  const today = new URL(BASE + path).searchParams.get('from');
  const e = { path, headers: {} };
  const none = (out.endpoints[WITHOUT] = await profiled(path, databaseUrl));
  if (none.status !== 200) return log(`  recurring blocks: slots answer HTTP ${none.status} (skipped)`);
  const bodies = seriesBodies(today, none.zone);

  let ids = await addSeries(master, bodies);
  const some = (out.endpoints[WITH] = await profiled(path, databaseUrl));
  const { blocks } = await call('GET', `/api/schedules/me/blocks?from=${today}&to=${addDays(today, 29)}`, master);
  const occurrences = blocks.filter((b) => b.series_id !== null).length;
  log(`  10 recurring series: ${occurrences} occurrences in the 30 days, slots ${none.slots} → ${some.slots}`);

  // a discarded run as long as a measured one first, so that neither side's first run pays for warming the API
  // up (run alone with --sections, it has served nothing yet)
  await load(BASE + path, { connections: options.connections, durationS: options.durationS, warmupS: 0 });
  // with, without, without, with: a load that drifts during the four runs weighs on both sides alike
  await loadEndpoint({ ...e, name: WITH }, some, server.pid);
  await removeSeries(master, ids);
  await loadEndpoint({ ...e, name: WITHOUT }, none, server.pid);
  const none2 = await measuredLoad(BASE + path, {}, server.pid, options.warmupS);
  ids = await addSeries(master, bodies);
  const some2 = await measuredLoad(BASE + path, {}, server.pid, options.warmupS);
  await removeSeries(master, ids);

  out.recurringBlocks = {
    series: bodies.length,
    occurrences,
    slotsWithout: none.slots,
    slotsWith: some.slots,
    rounds: [round(some.rps / none.rps, 2), round(some2.rps / none2.rps, 2)],
    ratio: round((some.rps + some2.rps) / (none.rps + none2.rps), 2),
    // the same comparison in the API's CPU time per request: what it would be on an idle machine
    cpuRatio: round((none.cpuUsPerReq + none2.cpuUsPerReq) / (some.cpuUsPerReq + some2.cpuUsPerReq), 2),
    secondRound: { without: pick(none2), with: pick(some2) },
  };
  log(
    `  with / without the series: ${out.recurringBlocks.rounds.join(', ')} (req/s ${some2.rps} / ${none2.rps}); ` +
      `CPU per request with ${some.cpuUsPerReq}/${some2.cpuUsPerReq} µs, without ${none.cpuUsPerReq}/${none2.cpuUsPerReq} µs`,
  );
}

function report(results) {
  const big = results.scales.at(-1);
  const r = big?.recurringBlocks;
  const none = big?.endpoints[WITHOUT];
  const some = big?.endpoints[WITH];
  if (!r || !none || !some) return [];
  return [
    `public-master/slots (30 days) with ${r.series} recurring series (${r.occurrences} occurrences, ${r.slotsWith} of ` +
      `${r.slotsWithout} slots left) vs the same master without: ${r.ratio} of its throughput (rounds ${r.rounds.join(', ')}; ` +
      `target ≥ ${GOAL}: ${ok(r.ratio >= GOAL)}), ${r.cpuRatio} by CPU per request, SQL per request ${some.queries} with, ` +
      `${none.queries} without (target equal: ${ok(some.queries === none.queries)})`,
  ];
}

/** @type {import('./index.mjs').BenchSection} */
export default { name: 'recurring-blocks', skipFlag: 'skip-recurring-blocks', lastScaleOnly: true, withServer, report };
