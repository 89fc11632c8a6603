// Calendar sync at scale: the public slots (30 days) of the seed's master with 500 busy times of an outside
// calendar (a CalDAV connection's calendar_busy rows, as a sync leaves them: over the next 60 days) against the
// same master without, back to back in two rounds (a busy machine shifts both alike; the ratio uses the sums).
// Goal: the read with them keeps ≥ 0.8 of the throughput without. The connection (and with it its busy rows)
// is deleted at the end, so the sections after this one see the seeded data.
import { withDb } from '../lib/db.mjs';
import { load, probe } from '../lib/load.mjs';
import { RATIO_GOALS } from '../runner/goals.mjs';
import { measuredLoad } from '../runner/load.mjs';
import { BASE, options } from '../runner/options.mjs';
import { log, ok, round } from '../runner/util.mjs';
import { slotsPath } from './endpoints.mjs';

const GOAL = RATIO_GOALS.externalBusySlots.goal;
const INTERVALS = 500;
const HOUR = 3_600_000;

const slotCount = (body) => (body?.days ?? []).reduce((n, d) => n + d.slots.length, 0);

/**
 * 500 busy times spread over the next 60 days: about 8 a day, 30 to 90 minutes, at the hours a master's own
 * appointments elsewhere fall (some overlap, as outside calendars' do).
 */
function intervals(now) {
  const start = Math.floor(now / HOUR) * HOUR + HOUR;
  return Array.from({ length: INTERVALS }, (_, i) => {
    const at = start + Math.floor((i * 60 * 24) / INTERVALS) * HOUR + ((i * 7) % 4) * 15 * 60_000;
    return [at, at + (30 + ((i * 13) % 3) * 30) * 60_000];
  });
}

/** A CalDAV connection of the seed's master (never due: the runner leaves it alone) with the busy rows. */
async function addBusy(databaseUrl, deepLink) {
  return withDb(databaseUrl, async (c) => {
    const { rows } = await c.query(
      `INSERT INTO calendar_connections (master_id, provider, account, server_url, secret, next_sync_at)
       SELECT user_id, 'caldav', 'bench@example.test', 'https://caldav.example.test', 'bench-not-a-secret',
              now() + interval '10 years'
         FROM master_profiles WHERE deep_link = $1
       RETURNING id, master_id`,
      [deepLink],
    );
    const { id, master_id: master } = rows[0];
    await c.query(
      `INSERT INTO calendar_busy (connection_id, master_id, provider, starts_at, ends_at)
       SELECT $1, $2, 'caldav', to_timestamp((x->>0)::float8 / 1000), to_timestamp((x->>1)::float8 / 1000)
         FROM jsonb_array_elements($3::jsonb) x`,
      [id, master, JSON.stringify(intervals(Date.now()))],
    );
    return id;
  });
}

const removeBusy = (databaseUrl, id) =>
  withDb(databaseUrl, (c) => c.query('DELETE FROM calendar_connections WHERE id = $1', [id]));

async function withServer({ databaseUrl, seed, server, out }) {
  const path = await slotsPath(seed, databaseUrl);
  if (!path) return log('  external busy: the seed has no independent master with a service (skipped)');
  const none = await probe(BASE + path);
  if (none.status !== 200) return log(`  external busy: slots answer HTTP ${none.status} (skipped)`);
  let id = await addBusy(databaseUrl, seed.master.deep_link);
  const some = await probe(BASE + path);
  log(`  ${INTERVALS} outside busy times: slots ${slotCount(none.body)} → ${slotCount(some.body)}`);

  // a discarded run first, so that neither side pays for warming the API up
  await load(BASE + path, { connections: options.connections, durationS: options.durationS, warmupS: 0 });
  // with, without, without, with: a load that drifts during the four runs weighs on both sides alike
  const with1 = await measuredLoad(BASE + path, {}, server.pid, options.warmupS);
  await removeBusy(databaseUrl, id);
  const without1 = await measuredLoad(BASE + path, {}, server.pid, options.warmupS);
  const without2 = await measuredLoad(BASE + path, {}, server.pid, options.warmupS);
  id = await addBusy(databaseUrl, seed.master.deep_link);
  const with2 = await measuredLoad(BASE + path, {}, server.pid, options.warmupS);
  await removeBusy(databaseUrl, id);

  out.externalBusy = {
    intervals: INTERVALS,
    slotsWithout: slotCount(none.body),
    slotsWith: slotCount(some.body),
    rounds: [round(with1.rps / without1.rps, 2), round(with2.rps / without2.rps, 2)],
    ratio: round((with1.rps + with2.rps) / (without1.rps + without2.rps), 2),
    cpuRatio: round((without1.cpuUsPerReq + without2.cpuUsPerReq) / (with1.cpuUsPerReq + with2.cpuUsPerReq), 2),
  };
  log(`  with / without the outside busy times: ${out.externalBusy.rounds.join(', ')}`);
}

function report(results) {
  const r = results.scales.at(-1)?.externalBusy;
  if (!r) return [];
  return [
    `public-master/slots (30 days) with ${r.intervals} outside busy times (${r.slotsWith} of ${r.slotsWithout} slots ` +
      `left) vs the same master without: ${r.ratio} of its throughput (rounds ${r.rounds.join(', ')}; target ≥ ${GOAL}: ` +
      `${ok(r.ratio >= GOAL)}), ${r.cpuRatio} by CPU per request`,
  ];
}

/** @type {import('./index.mjs').BenchSection} */
export default { name: 'external-busy', skipFlag: 'skip-external-busy', lastScaleOnly: true, withServer, report };
