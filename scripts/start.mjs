#!/usr/bin/env node
// `npm start`: builds the API and the mini app when missing or stale, then runs the whole product
// (API + bot + mini app) on the embedded database unless DATABASE_URL says otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mtime as mtimeOf, newest as newestUnder } from './build-freshness.mjs';

const root = new URL('..', import.meta.url).pathname;

const newest = (paths) => newestUnder(root, paths);
const mtime = (p) => mtimeOf(root, p);

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (mtime('dist/src/main.js') < newest(['src', 'bot', 'tsconfig.json', 'tsconfig.build.json', 'package.json'])) {
  console.log('Building the API...');
  run('npx', ['tsc', '-p', 'tsconfig.build.json']);
}
if (existsSync(join(root, 'webapp/index.html')) &&
    mtime('webapp/dist/index.html') < newest(['webapp/src', 'webapp/index.html', 'webapp/vite.config.ts', 'webapp/public'])) {
  console.log('Building the mini app...');
  run('npx', ['vite', 'build', '--config', 'webapp/vite.config.ts', '--logLevel', 'warn']);
}
const r = spawnSync(process.execPath, ['dist/src/main.js'], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 0);
