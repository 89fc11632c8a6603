#!/usr/bin/env node
// `npm start`: builds the API and the mini app when missing or stale, then runs the whole product
// (API + bot + mini app) on the embedded database unless DATABASE_URL says otherwise. The API runs from
// its bundle through scripts/run-api.cjs (one file and V8's code cache: a faster start).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mtime as mtimeOf, newest as newestUnder } from './build-freshness.mjs';

const root = new URL('..', import.meta.url).pathname;
const BUNDLE_ENTRY = 'dist/bundle/main.cjs';

const newest = (paths) => newestUnder(root, paths);
const mtime = (p) => mtimeOf(root, p);

function run(cmd, args, env = process.env) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const apiSources = newest(['src', 'bot', 'tsconfig.json', 'tsconfig.build.json', 'package.json']);
if (mtime('dist/src/main.js') < apiSources) {
  console.log('Building the API...');
  run('npx', ['tsc', '-p', 'tsconfig.build.json']);
}
if (
  mtime(BUNDLE_ENTRY) < mtime('dist/src/main.js') ||
  mtime(BUNDLE_ENTRY) < newest(['scripts/bundle-api.mjs', 'package-lock.json'])
) {
  const { bundleApi } = await import('./bundle-api.mjs'); // loads rolldown only when bundling
  await bundleApi();
}
if (
  existsSync(join(root, 'webapp/index.html')) &&
  mtime('webapp/dist/index.html') <
    newest(['webapp/src', 'webapp/index.html', 'webapp/vite.config.ts', 'webapp/public'])
) {
  console.log('Building the mini app...');
  // what `npm start` serves is the production build whatever NODE_ENV says (STACK.md pitfall 15)
  run('npx', ['vite', 'build', '--config', 'webapp/vite.config.ts', '--mode', 'production', '--logLevel', 'warn'], {
    ...process.env,
    NODE_ENV: 'production',
  });
}
const r = spawnSync(process.execPath, ['scripts/run-api.cjs'], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 0);
