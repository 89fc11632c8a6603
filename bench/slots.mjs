#!/usr/bin/env node
// The slot function alone: one master × 30 days, and 25 masters × 30 days
// merged into the salon's "any master" view, on realistic busy data (6-10 appointments per working day,
// a few blocks and days off). Goals: < 1 ms and < 10 ms per call. Not a test: nothing here fails a build.
//
//   node bench/slots.mjs [--iterations N]      prints a table; `runSlotsBench()` returns the figures
//
// Loads the compiled core from dist/src/time-core when it is newer than src/time-core, else compiles
// src/time-core alone (tsc, ~5 s) into a temporary directory; dist/ is never written.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mtime, newest } from '../scripts/build-freshness.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const MINUTE = 60_000;
const DAY = 86_400_000;
const ZONE = 'Europe/Moscow';

function loadCore() {
  if (mtime(ROOT, 'dist/src/time-core/slots.js') >= newest(ROOT, ['src/time-core'])) {
    return { core: require(join(ROOT, 'dist/src/time-core/slots.js')), from: 'dist/src/time-core' };
  }
  const out = mkdtempSync(join(tmpdir(), 'slots-bench-'));
  const args = ['tsc', '--ignoreConfig', '--outDir', out, '--rootDir', join(ROOT, 'src'), '--module', 'commonjs'];
  args.push(
    '--target',
    'es2022',
    '--strict',
    '--types',
    'node',
    '--skipLibCheck',
    join(ROOT, 'src/time-core/slots.ts'),
  );
  execFileSync('npx', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const core = require(join(out, 'time-core/slots.js'));
  rmSync(out, { recursive: true, force: true });
  return { core, from: 'src/time-core (compiled for this run)' };
}

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const h = (hh, mm = 0) => hh * 60 + mm;
const WEEKLY = {
  type: 'weekly',
  week: [
    ...Array.from({ length: 5 }, () => [
      [h(9), h(13)],
      [h(14), h(20)],
    ]),
    [[h(10), h(16)]],
    [],
  ],
};
const TWO_ON_TWO_OFF = { type: 'cycle', anchorDate: '2026-12-01', days: [[[h(10), h(22)]], [[h(10), h(22)]], [], []] };
const EVENINGS = {
  type: 'weekly',
  week: [[[h(12), h(21)]], [[h(12), h(21)]], [], [[h(12), h(21)]], [[h(16), h(24)]], [[h(18), h(2)]], []],
};

const makeRules = (index) => ({
  slotStepMinutes: index % 2 ? 15 : 30,
  minNoticeMinutes: 60,
  horizonDays: 60,
  bufferMinutes: 10,
});

/** A master with a schedule, rules and 30 days of busy time, as the Nest service would pass them. */
function makeMaster(index, fromDate, now, core) {
  const rnd = random(1000 + index);
  const pattern = [WEEKLY, TWO_ON_TWO_OFF, EVENINGS][index % 3];
  const dayOff = new Map([[addDaysText(fromDate, 3 + (index % 7)), []]]);
  const schedule = { timeZone: ZONE, pattern, overrides: dayOff };
  const rules = makeRules(index);
  // appointments: 6-10 per working day, packed into the day's free working time on a 5-minute grid
  const appointments = [];
  const blocks = [];
  const base = core.computeSlots({
    schedule,
    rules: { ...rules, minNoticeMinutes: 0, slotStepMinutes: 5 },
    appointments: [],
    blocks: [],
    durationMinutes: 5,
    from: fromDate,
    to: addDaysText(fromDate, 29),
    now,
  });
  for (const { slots } of base) {
    if (slots.length === 0) continue;
    const wanted = 6 + Math.floor(rnd() * 5);
    const free = new Set(slots);
    let cursor = slots[0];
    for (let placed = 0, tries = 0; placed < wanted && tries < 60; tries++) {
      const length = [30, 30, 45, 60, 60, 90][Math.floor(rnd() * 6)] * MINUTE;
      const start = slots.find((s) => s >= cursor + Math.floor(rnd() * 10) * 5 * MINUTE);
      if (start === undefined) break;
      let fits = true;
      for (let t = start; t < start + length && fits; t += 5 * MINUTE) fits = free.has(t);
      if (fits) {
        appointments.push({ start, end: start + length + rules.bufferMinutes * MINUTE });
        cursor = start + length + rules.bufferMinutes * MINUTE;
        placed++;
      } else cursor = start + 5 * MINUTE;
    }
    if (rnd() < 0.1) {
      const at = slots[Math.floor(rnd() * slots.length)];
      blocks.push({ start: at, end: at + (60 + Math.floor(rnd() * 4) * 30) * MINUTE });
    }
  }
  return { masterId: 100 + index, schedule, rules, appointments, blocks };
}

function addDaysText(date, n) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

function stats(samplesNs) {
  const ms = samplesNs.map((n) => Number(n) / 1e6).sort((a, b) => a - b);
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
  return {
    calls: ms.length,
    medianMs: +at(0.5).toFixed(4),
    p99Ms: +at(0.99).toFixed(4),
    meanMs: +(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(4),
  };
}

function measure(fn, iterations, warmup) {
  for (let i = 0; i < warmup; i++) fn();
  const samples = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    samples.push(process.hrtime.bigint() - t0);
  }
  return stats(samples);
}

/** Runs both cases; returns { single, anyMaster, firstCallMs, slotsPerCall, source }. */
export function runSlotsBench({ iterations = 2000 } = {}) {
  const { core, from: source } = loadCore();
  const fromDate = '2026-12-01';
  const now = Date.parse('2026-12-01T08:00:00+03:00');
  const duration = 60;
  const query = (m) => ({
    schedule: m.schedule,
    rules: m.rules,
    appointments: m.appointments,
    blocks: m.blocks,
    durationMinutes: duration,
    from: fromDate,
    to: addDaysText(fromDate, 29),
    now,
  });
  // the first call of a fresh process: the zone's formatter and 30 days of offsets are built on the way
  const schedule = { timeZone: ZONE, pattern: WEEKLY, overrides: new Map() };
  const t0 = process.hrtime.bigint();
  core.computeSlots({ ...query({ schedule, rules: makeRules(0), appointments: [], blocks: [] }) });
  const firstCallMs = Number(process.hrtime.bigint() - t0) / 1e6;
  const masters = Array.from({ length: 25 }, (_, i) => makeMaster(i, fromDate, now, core));
  const one = query(masters[0]);
  const salon = masters.map(query);
  const single = measure(() => core.computeSlots(one), iterations, Math.min(500, iterations));
  const anyMaster = measure(
    () => core.mergeAnyMaster(masters.map((m, i) => ({ masterId: m.masterId, days: core.computeSlots(salon[i]) }))),
    Math.max(50, Math.floor(iterations / 10)),
    Math.min(50, iterations),
  );
  const count = (days) => days.reduce((a, d) => a + d.slots.length, 0);
  const busy = masters.reduce((a, m) => a + m.appointments.length + m.blocks.length, 0);
  const merged = core.mergeAnyMaster(
    masters.map((m, i) => ({ masterId: m.masterId, days: core.computeSlots(salon[i]) })),
  );
  return {
    source,
    firstCallMs: +firstCallMs.toFixed(2),
    single: { ...single, slots: count(core.computeSlots(one)), busy: masters[0].appointments.length },
    anyMaster: { ...anyMaster, masters: masters.length, busy, starts: count(merged) },
    goals: { singleMs: 1, anyMasterMs: 10 },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--iterations');
  const r = runSlotsBench({ iterations: i > 0 ? Number(process.argv[i + 1]) : 2000 });
  const row = (name, s, goal) =>
    `${name.padEnd(34)} median ${s.medianMs.toFixed(3).padStart(7)} ms   p99 ${s.p99Ms.toFixed(3).padStart(7)} ms   ` +
    `(goal < ${goal} ms, ${s.calls} calls) ${s.p99Ms < goal ? 'ok' : 'OVER'}`;
  console.log(`slot core from ${r.source}; first call of the process (zone set-up + data) ${r.firstCallMs} ms`);
  console.log(row(`1 master × 30 days (${r.single.slots} slots)`, r.single, r.goals.singleMs));
  console.log(row(`25 masters × 30 days, any master (${r.anyMaster.starts} starts)`, r.anyMaster, r.goals.anyMasterMs));
  console.log(`busy periods: ${r.single.busy} for the one master, ${r.anyMaster.busy} in the salon`);
}
