// The API's hot calls on each scale: every endpoint must answer 200 (or it is reported and skipped), its
// SQL is profiled (statements per request, server-side time, sequential scans), then it is loaded with
// autocannon. The public master page is also served by a bare Fastify + pg handler as the yardstick.
// Without --after, bench/proposals.sql is then applied and the endpoints it names are measured again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { untilQuiet, withDb } from '../lib/db.mjs';
import { probe } from '../lib/load.mjs';
import { ROOT, rssSampler, startServer } from '../lib/proc.mjs';
import { sqlProfile } from '../lib/sql-profile.mjs';
import { loadEndpoint, measuredLoad } from '../runner/load.mjs';
import { BASE, BASELINE_PORT, COUNTER, options } from '../runner/options.mjs';
import { signFor } from '../runner/server.mjs';
import { log, mib, round } from '../runner/util.mjs';
import { endpointsReport } from './endpoints-report.mjs';

const BARE = 'bare fastify+pg (public-master)';

/** A service of the seed's master and its next 30 days (what the public page reads to offer times). */
export async function slotsPath(seed, databaseUrl) {
  const row = await withDb(databaseUrl, async (c) => {
    const r = await c.query(
      `SELECT s.id, (now() AT TIME ZONE COALESCE(ms.time_zone, 'Europe/Moscow'))::date::text AS today
         FROM master_profiles mp JOIN services s ON s.master_id = mp.user_id AND s.organization_id IS NULL
         LEFT JOIN master_schedules ms ON ms.master_id = mp.user_id
        WHERE mp.deep_link = $1 ORDER BY s.id LIMIT 1`,
      [seed.master.deep_link],
    );
    return r.rows[0];
  });
  if (!row) return null;
  const to = new Date(Date.parse(`${row.today}T00:00:00Z`) + 29 * 86_400_000).toISOString().slice(0, 10);
  return `/api/public/master/${seed.master.deep_link}/slots?service_id=${row.id}&from=${row.today}&to=${to}`;
}

/**
 * Words of the seed's services (kept words of letters only, the commonest first): the texts of the line
 * that searches another text each request.
 */
async function seedWords(databaseUrl) {
  const rows = await withDb(databaseUrl, async (c) => {
    const r = await c.query(
      `SELECT sw.word FROM search_words sw
        WHERE length(sw.word) >= 4 AND sw.word ~ '^[а-яa-z]+$'
          AND EXISTS (SELECT 1 FROM services s WHERE s.search_vector @@ to_tsquery('russian', sw.word))
        ORDER BY sw.texts DESC, sw.word LIMIT 300`,
    );
    return r.rows;
  });
  return rows.map((r) => r.word);
}

function endpointsFor(seed, slots, words) {
  const owner = signFor({ id: seed.owner.telegram_id, first_name: seed.owner.first_name });
  const client = signFor({ id: seed.client.telegram_id, first_name: seed.client.first_name });
  const superAdmin = signFor({ id: seed.super_admin_telegram_id, first_name: 'Админ' });
  return [
    { name: 'public-master', path: `/api/public/master/${seed.master.deep_link}`, headers: {} },
    { name: 'public-master +initdata', path: `/api/public/master/${seed.master.deep_link}`, headers: client },
    { name: 'public-organization', path: `/api/public/organization/${seed.organization_deep_link}`, headers: {} },
    { name: 'public-master/reviews', path: `/api/public/master/${seed.master.deep_link}/reviews`, headers: {} },
    {
      name: 'public-organization/reviews',
      path: `/api/public/organization/${seed.organization_deep_link}/reviews`,
      headers: {},
    },
    { name: 'organizations/my/team', path: '/api/organizations/my/team', headers: owner },
    { name: 'organizations/my/stats', path: '/api/organizations/my/stats', headers: owner },
    {
      name: 'admin/users?search',
      path: `/api/admin/users?page=1&search=${encodeURIComponent(seed.admin_search)}`,
      headers: superAdmin,
    },
    { name: 'registration/check', path: '/api/registration/check', headers: client },
    ...(slots ? [{ name: 'public-master/slots 30 days', path: slots, headers: {} }] : []),
    ...searchEndpoints(client, words),
  ];
}

/** Tomorrow in Moscow (the search's free_on must be a date from today on). */
function tomorrowInMoscow() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The dearest search anyone can send without a login: q at its 100 characters as 30 words, the first ones
 * starts of many seed words (services, names, specializations: each word is a prefix term, and the search
 * matches at most 8), with free_on. Its goal is against the ordinary text search (runner/goals.mjs).
 */
const WORST_SEARCH_Q = [
  'мас сал стр ман пед ана окр кра',
  'ма ан ол пе иг во ел му ве по са ни ко ст па се ло ба ка ми ни ла',
].join(' ');

/** A city's box: at scale 10 it holds about 2,300 places, and the map shows its first 200 (about 54 KB). */
const MAP_BOX = '/api/search/map?bbox=37.3,55.5,37.9,55.95';
/**
 * What Chromium (and so Telegram's web views) sends with every fetch. The map's answer grows with the
 * places in the box, up to its 200; its kept answer holds compressed copies, and the mini app is always sent
 * one. 'search/map uncompressed' (informational) asks as the other lines do, without Accept-Encoding.
 */
const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Search and the map as a client's tabs ask them: by text, around a point, free on a day, a city's box.
 * Answers asked again are kept in the process while their data is unchanged, so these lines measure kept
 * answers, in each of the four orders (relevance, rating, price, distance) and without a text (the whole
 * catalogue by rating, and by price). 'search?q each new' (informational, no goal) asks a text search no one
 * asked before on every request: a seed word in turn, with a price cap no service reaches that differs on
 * each (no two requests are the same question, so none is kept), as a client typing new words would cost. 'search?free_on each
 * new' (informational) and the worst search are new questions each time the same way: the same hits, never
 * a kept answer. 'search unfiltered each new' (informational) asks for the whole catalogue, by rating and by
 * price in turn, never the same question twice.
 */
function searchEndpoints(client, words) {
  const q = encodeURIComponent('стрижка');
  const free = tomorrowInMoscow();
  let n = 0;
  const each = (k) => `/api/search?q=${encodeURIComponent(words[k % words.length])}&price_max=${10_000_000 + k}`;
  let u = 0;
  const everyone = (k) => `/api/search?sort=${k % 2 ? 'price' : 'rating'}&price_max=${10_000_000 + k}`;
  let f = 0;
  const freeEach = (k) => `/api/search?q=${q}&free_on=${free}&price_max=${10_000_000 + k}`;
  let w = 0;
  const worst = (k) =>
    `/api/search?q=${encodeURIComponent(WORST_SEARCH_Q)}&free_on=${free}&price_max=${10_000_000 + k}`;
  return [
    { name: 'search?q', path: `/api/search?q=${q}`, headers: client },
    ...(words.length
      ? [{ name: 'search?q each new', path: each(n++), headers: client, nextPath: () => each(n++) }]
      : []),
    { name: 'search?q sort=rating', path: `/api/search?q=${q}&sort=rating`, headers: client },
    { name: 'search?q sort=price', path: `/api/search?q=${q}&sort=price`, headers: client },
    { name: 'search?lat,lon', path: '/api/search?lat=55.7558&lon=37.6173&radius_km=10&sort=distance', headers: {} },
    { name: 'search unfiltered', path: '/api/search', headers: client },
    { name: 'search unfiltered sort=price', path: '/api/search?sort=price', headers: client },
    {
      name: 'search unfiltered each new',
      path: everyone(u++),
      headers: client,
      nextPath: () => everyone(u++),
    },
    { name: 'search?free_on', path: `/api/search?q=${q}&free_on=${free}`, headers: {} },
    { name: 'search?free_on each new', path: freeEach(f++), headers: {}, nextPath: () => freeEach(f++) },
    { name: 'search/map', path: MAP_BOX, headers: AS_A_BROWSER },
    { name: 'search/map uncompressed', path: MAP_BOX, headers: {} },
    {
      name: 'search worst q+free_on',
      path: worst(w++),
      headers: {},
      nextPath: () => worst(w++),
    },
  ];
}

const profile = (e, databaseUrl) =>
  sqlProfile({
    url: BASE + e.path,
    headers: e.headers,
    counterUrl: COUNTER,
    databaseUrl,
    nextUrl: e.nextPath && (() => BASE + e.nextPath()),
  });

/** Correctness first: every endpoint must answer 200, or it is reported and skipped. */
async function probeAll(endpoints, out, databaseUrl) {
  for (const e of endpoints) {
    const p = await probe(BASE + e.path, e.headers);
    const r = (out.endpoints[e.name] = { path: e.path.replace(/\?.*/, '?…'), status: p.status, bytes: p.bytes });
    if (p.status !== 200) {
      r.missing = typeof p.body === 'object' ? JSON.stringify(p.body).slice(0, 120) : String(p.body).slice(0, 120);
      log(`  ${e.name}: HTTP ${p.status} ${r.missing} (skipped)`);
      continue;
    }
    e.body = p.body;
    const prof = await profile(e, databaseUrl);
    Object.assign(r, { queries: prof.queries, dbMs: prof.dbMs, seqScans: prof.seqScans, sql: prof.statements });
  }
}

/**
 * The yardstick right after the API call it is compared with, then both once more (a busy machine shifts
 * both alike); the ratio uses the sum of the two rounds.
 */
async function compareWithBare(pm, r, bare, bareUrl, server, baseline, out) {
  Object.assign(bare, await measuredLoad(bareUrl, {}, baseline.pid, options.warmupS));
  const api2 = await measuredLoad(BASE + pm.path, pm.headers, server.pid, 0);
  const bare2 = await measuredLoad(bareUrl, {}, baseline.pid, 0);
  out.ratioRounds = [round(r.rps / bare.rps, 2), round(api2.rps / bare2.rps, 2)];
  out.ratioToBare = round((r.rps + api2.rps) / (bare.rps + bare2.rps), 2);
  // the same comparison in CPU time per request: what it would be on an idle machine
  out.cpuRatioToBare = round((bare.cpuUsPerReq + bare2.cpuUsPerReq) / (r.cpuUsPerReq + api2.cpuUsPerReq), 2);
  log(
    `  ${'bare fastify+pg'.padEnd(30)} ${String(bare.rps).padStart(6)} req/s  p50 ${bare.p50} ms  p99 ${bare.p99} ms  ` +
      `same JSON: ${bare.sameResponseAsApi}; API/bare ${out.ratioRounds.join(', ')}; CPU per request API ${r.cpuUsPerReq}/${api2.cpuUsPerReq} µs, bare ${bare.cpuUsPerReq}/${bare2.cpuUsPerReq} µs`,
  );
}

/** "after": the proposed indexes on this same database, then the endpoints they name are measured again. */
async function afterProposals(endpoints, out, databaseUrl, server) {
  const sql = readFileSync(join(ROOT, 'bench/proposals.sql'), 'utf8');
  // "-- affects: <endpoint>" lines name the endpoints a proposal is for
  const affected = new Set([...sql.matchAll(/^-- affects: (.+)$/gm)].map((m) => m[1].trim()));
  await withDb(databaseUrl, (c) => c.query(sql));
  for (const e of endpoints) {
    const before = out.endpoints[e.name];
    if (before.status !== 200 || !affected.has(e.name)) continue;
    const prof = await profile(e, databaseUrl);
    const r = (out.endpoints[`${e.name} [after]`] = {
      path: before.path,
      status: 200,
      queries: prof.queries,
      dbMs: prof.dbMs,
      seqScans: prof.seqScans,
      sql: prof.statements,
    });
    await loadEndpoint({ ...e, name: `${e.name} [after]` }, r, server.pid);
  }
}

async function withServer({ databaseUrl, seed, server, out }) {
  const endpoints = endpointsFor(seed, await slotsPath(seed, databaseUrl), await seedWords(databaseUrl));
  await probeAll(endpoints, out, databaseUrl);
  const baseline = await startServer(['bench/baseline-server.mjs'], {
    env: { DATABASE_URL: databaseUrl, PORT: String(BASELINE_PORT) },
    readyUrl: `http://127.0.0.1:${BASELINE_PORT}/api/public/master/${seed.master.deep_link}`,
  });
  try {
    const pm = endpoints[0];
    const bareUrl = `http://127.0.0.1:${BASELINE_PORT}${pm.path}`;
    const bp = await probe(bareUrl);
    const bare = { path: pm.path, status: bp.status, bytes: bp.bytes, queries: 1 };
    bare.sameResponseAsApi = pm.body ? isDeepStrictEqual(bp.body, pm.body) : null;

    const sampler = rssSampler(server.pid);
    for (const e of endpoints) {
      const r = out.endpoints[e.name];
      if (r.status !== 200) continue;
      const waited = await untilQuiet(databaseUrl);
      if (waited >= 500) log(`  (${(waited / 1000).toFixed(1)} s for the previous line's queries to finish)`);
      await loadEndpoint(e, r, server.pid);
      if (e === pm) await compareWithBare(pm, r, bare, bareUrl, server, baseline, out);
    }
    out.rssPeakUnderLoadMiB = mib(sampler.stop());
    out.endpoints[BARE] = bare;
  } finally {
    await baseline.stop();
  }
  if (options.proposals && !options.after) await afterProposals(endpoints, out, databaseUrl, server);
}

/** @type {import('./index.mjs').BenchSection} */
export default { name: 'endpoints', withServer, report: endpointsReport };
