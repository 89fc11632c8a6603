#!/usr/bin/env node
// `npm test`: every tier (type checks, lint and format checks, the mini app's build and `npm start`'s test
// side by side; then API and bot with jest, mini app with vitest, browser runs), each step's time, the ten
// slowest spec files, the failed tests, then one closing line "N passed, N failed". A step without a test count
// (type check, lint, format, build) that fails counts as one failed. Needs PostgreSQL (TEST_DATABASE_URL
// or local).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const root = new URL('..', import.meta.url).pathname;
const only = process.argv.slice(2);
const out = mkdtempSync(join(tmpdir(), 'booking-test-'));
let passed = 0;
let failed = 0;
const failures = [];
/** How long each step took, printed at the end: where a run's minutes go. */
const durations = [];

/**
 * Runs one step. `buffered`: its output is kept and printed in one piece when it ends (a step that runs
 * beside others must not interleave its lines with theirs).
 */
function step(name, cmd, args, countFile, extraEnv = {}, { buffered = false } = {}) {
  if (only.length && !only.includes(name)) return Promise.resolve();
  const header = `\n=== ${name}: ${cmd} ${args.join(' ')}`;
  if (!buffered) console.log(header);
  const started = Date.now();
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  const output = [];
  child.stdout?.on('data', (b) => output.push(b));
  child.stderr?.on('data', (b) => output.push(b));
  return new Promise((resolve) => {
    child.on('error', (e) => output.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (status) => {
      const ms = Date.now() - started;
      if (buffered) {
        console.log(`${header}  (beside other steps, ${(ms / 1000).toFixed(0)} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      durations.push([name, ms]);
      let counted = false;
      if (countFile && existsSync(countFile)) {
        try {
          const j = JSON.parse(readFileSync(countFile, 'utf8'));
          passed += j.numPassedTests ?? 0;
          failed += j.numFailedTests ?? 0;
          counted = true;
        } catch {
          /* fall through to the exit code */
        }
      }
      if (status !== 0) {
        failures.push(name);
        if (!counted) failed += 1;
      }
      resolve();
    });
  });
}

/** Steps one after another (one lane of a parallel group). */
async function lane(...steps) {
  for (const s of steps) await s();
}

// The checks that need no database (type checks, ESLint, Prettier) and the mini app's build with
// `npm start`'s run on it: three lanes at once. Each is mostly one process on one core, so side by side
// on two cores they take about half their sum (they took 177 s one after another). The start test builds
// the mini app only when webapp/dist is stale, so it runs after the build in the same lane.
const buffered = { buffered: true };
const nodeVm = { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' };
// House rules: ESLint (typed rules, import cycles, file length, mini app layers) and Prettier. ESLint
// keeps a cache per checkout under node_modules/.cache/eslint/ (a clean clone has none and lints every
// file; a warm run takes ~2 s instead of ~20 s). The cache is keyed on each file's own content, so a
// typed finding caused only by a change in another file can hide until that file changes too; delete
// the folder for a full run.
const lintPaths = ['src', 'bot', 'webapp/src', 'test', 'scripts', 'bench'];
const hasWebapp = existsSync(join(root, 'webapp/vite.config.ts'));
await Promise.all([
  lane(() =>
    step(
      'lint',
      'npx',
      [
        'eslint',
        '--cache',
        '--cache-strategy',
        'content',
        '--cache-location',
        'node_modules/.cache/eslint/',
        ...lintPaths,
      ],
      undefined,
      {},
      buffered,
    ),
  ),
  lane(
    () => step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], undefined, {}, buffered),
    () =>
      existsSync(join(root, 'webapp/tsconfig.json'))
        ? step('typecheck-webapp', 'npx', ['tsc', '-p', 'webapp/tsconfig.json', '--noEmit'], undefined, {}, buffered)
        : undefined,
    () =>
      step(
        'format',
        'npx',
        ['prettier', '--check', ...lintPaths, 'ormconfig.ts', 'eslint.config.mjs'],
        undefined,
        {},
        buffered,
      ),
  ),
  lane(
    () =>
      hasWebapp
        ? step(
            'webapp-build',
            'npx',
            ['vite', 'build', '--config', 'webapp/vite.config.ts', '--logLevel', 'warn'],
            undefined,
            {},
            buffered,
          )
        : undefined,
    () =>
      hasWebapp && existsSync(join(root, 'scripts/check-bundle-size.mjs'))
        ? step('bundle-size', 'node', ['scripts/check-bundle-size.mjs'], undefined, {}, buffered)
        : undefined,
    () =>
      step(
        'start',
        'npx',
        ['jest', '--config', 'jest.start.config.cjs', '--json', `--outputFile=${out}/start.json`],
        `${out}/start.json`,
        nodeVm,
        buffered,
      ),
  ),
]);
await step(
  'api',
  'npx',
  ['jest', '--config', 'jest.config.cjs', '--json', `--outputFile=${out}/jest.json`],
  `${out}/jest.json`,
  nodeVm,
);
if (hasWebapp) {
  await step(
    'webapp',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'webapp/vite.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}/vitest.json`,
    ],
    `${out}/vitest.json`,
  );
}
// The bench's own helpers (node's test runner): their summary says how many passed and failed.
if (!only.length || only.includes('bench-unit')) {
  console.log('\n=== bench-unit: node --test bench/runner');
  const r = spawnSync('node', ['--test', '--test-reporter=tap', 'bench/runner/'], { cwd: root, encoding: 'utf8' });
  process.stdout.write(r.stdout ?? '');
  process.stderr.write(r.stderr ?? '');
  const count = (word) => Number(new RegExp(`^# ${word} (\\d+)$`, 'm').exec(r.stdout ?? '')?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail') || (r.status === 0 ? 0 : 1);
  if (r.status !== 0) failures.push('bench-unit');
}
await step(
  'browser',
  'npx',
  ['jest', '--config', 'jest.browser.config.cjs', '--json', `--outputFile=${out}/browser.json`],
  `${out}/browser.json`,
  nodeVm,
);

/** The ten spec files that took longest across the jest and vitest steps: where to look when CI slows. */
function slowestSpecs(files) {
  const rows = [];
  for (const f of files) {
    if (!existsSync(f)) continue;
    try {
      for (const r of JSON.parse(readFileSync(f, 'utf8')).testResults ?? []) {
        const ms = (r.perfStats?.end ?? r.endTime ?? 0) - (r.perfStats?.start ?? r.startTime ?? 0);
        if (ms > 0) rows.push([r.name ?? r.testFilePath, ms]);
      }
    } catch {
      /* a step that wrote no report has no spec times */
    }
  }
  return rows.sort((a, b) => b[1] - a[1]).slice(0, 10);
}
const slowest = slowestSpecs(['jest', 'vitest', 'start', 'browser'].map((n) => `${out}/${n}.json`));
if (slowest.length) {
  console.log('\nSlowest spec files:');
  for (const [name, ms] of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name.replace(root, '')}`);
}

/** Every failed test of the jest and vitest reports, with its message's first line: the end of a long log is
 * often all that is kept of it. */
// eslint-disable-next-line no-control-regex -- colour codes in the runners' messages
const ANSI = /\x1b\[[0-9;]*m/g;
function failedTests(files) {
  const rows = [];
  for (const f of files) {
    if (!existsSync(f)) continue;
    try {
      for (const r of JSON.parse(readFileSync(f, 'utf8')).testResults ?? []) {
        const file = (r.name ?? r.testFilePath ?? '').replace(root, '');
        for (const a of r.assertionResults ?? []) {
          if (a.status !== 'failed') continue;
          const why = String(a.failureMessages?.[0] ?? '')
            .replace(ANSI, '')
            .trim()
            .split('\n')[0];
          rows.push(`  ${file} › ${a.fullName ?? a.title}\n      ${why.slice(0, 300)}`);
        }
        if (r.status === 'failed' && !(r.assertionResults ?? []).some((a) => a.status === 'failed'))
          rows.push(
            `  ${file}\n      ${String(r.message ?? '')
              .replace(ANSI, '')
              .trim()
              .split('\n')[0]
              .slice(0, 300)}`,
          );
      }
    } catch {
      /* a step that wrote no report has no tests to name */
    }
  }
  return rows;
}
const failedRows = failedTests(['jest', 'vitest', 'start', 'browser'].map((n) => `${out}/${n}.json`));
if (failedRows.length) {
  console.log('\nFailed tests:');
  for (const row of failedRows) console.log(row);
}

console.log('');
console.log(`Steps: ${durations.map(([name, ms]) => `${name} ${Math.round(ms / 1000)} s`).join(', ')}`);
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
