#!/usr/bin/env node
// `npm run bench` — how fast is it, side by side, on realistic data. Not a test: nothing here fails a build.
//
// One run: fresh PostgreSQL databases seeded by `seed:demo` at scale 0.1 and 1, the real server on each;
// then the sections of bench/sections/ (index.mjs lists them): autocannon on the hot calls with
// the same public-master response from a bare Fastify + pg handler as the yardstick, SQL queries per
// request and RSS under load (endpoints); init-data and guard cost (auth); start-up on PostgreSQL and on
// embedded PGlite with existing data (startup); mini app bundle sizes and FCP / first usable screen in
// headless Chromium with the CPU slowed 4x (webapp). Prints a table and writes
// bench-results/<timestamp>.json. Databases are dropped at the end. `--help` lists the options.
//
// Layout of bench/: runner/ (options.mjs: options, ports, targets; build.mjs: what is stale; scale.mjs: seed
// a database, start the API, run the sections' per-scale hooks; load.mjs: the load runner), sections/*.mjs
// (one measurement each, with its report lines), lib/ (the tools: autocannon, SQL profile, processes,
// Chromium), and at the top the programs a section starts or a person runs alone (the bare yardstick
// servers, the query counter, the slot, reminder and calendar benches, start-up probes).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { dropDatabase } from './lib/db.mjs';
import { ROOT } from './lib/proc.mjs';
import { build, snapshotWebapp } from './runner/build.mjs';
import { flag, options, TARGETS, USAGE } from './runner/options.mjs';
import { runScale } from './runner/scale.mjs';
import { SECTIONS } from './sections/index.mjs';
import { log, round } from './runner/util.mjs';

function newResults() {
  return {
    startedAt: new Date().toISOString(),
    options: {
      after: options.after,
      quick: options.quick,
      scales: options.scales,
      durationS: options.durationS,
      warmupS: options.warmupS,
      connections: options.connections,
    },
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memGiB: round(totalmem() / 2 ** 30, 0),
      node: process.versions.node,
    },
    targets: TARGETS,
    scales: [],
    startup: {},
  };
}

const report = (results, sections) => sections.flatMap((s) => s.report?.(results) ?? []).join('\n');

async function main() {
  const started = performance.now();
  const chosen = (s) => !options.sections.length || options.sections.includes(s.name) || s.name === 'goals';
  const sections = SECTIONS.filter((s) => (!s.skipFlag || !flag(s.skipFlag)) && chosen(s));
  const unknown = options.sections.filter((name) => !SECTIONS.some((s) => s.name === name));
  if (unknown.length) {
    console.error(`no section ${unknown.join(', ')}; the sections: ${SECTIONS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const results = newResults();
  const dbNames = [];
  let failed = null;
  const cleanup = async () => {
    if (options.keepDb) return log(`keeping databases ${dbNames.join(', ')}`);
    for (const d of dbNames) await dropDatabase(d).catch(() => undefined);
  };
  process.once('SIGINT', () => cleanup().finally(() => process.exit(130)));
  try {
    await build();
    await snapshotWebapp();
    if (options.after) results.after = { proposalsSql: 'bench/proposals.sql' };
    const { scales } = options;
    for (let i = 0; i < scales.length; i++) {
      await runScale(scales[i], i === scales.length - 1, dbNames, results, sections);
    }
    for (const s of sections) if (s.once) await s.once(results);
  } catch (e) {
    failed = e;
    console.error(e);
  } finally {
    await cleanup();
  }
  results.totalSeconds = round((performance.now() - started) / 1000, 0);
  if (results.scales.length) console.log(report(results, sections));
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  const file = join(
    ROOT,
    'bench-results',
    `${results.startedAt.replace(/[:.]/g, '-')}${options.after ? '-after' : ''}.json`,
  );
  writeFileSync(file, JSON.stringify(results, null, 2));
  log(`done in ${results.totalSeconds} s; results in ${file.replace(ROOT, '')}`);
  process.exit(failed ? 1 : 0);
}

if (options.help) {
  const skips = SECTIONS.filter((s) => s.skipFlag).map((s) => `--${s.skipFlag}`);
  console.log(`${USAGE}\n  ${skips.join(' ').padEnd(22)}  leave that section out`);
} else {
  await main();
}
