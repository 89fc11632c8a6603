#!/usr/bin/env node
// `npm start`: builds the API and the mini app when missing or stale, then runs the whole product
// (API + bot + mini app) on the embedded database unless DATABASE_URL says otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') walk(join(p, e));
    } else max = Math.max(max, st.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return max;
}

function mtime(p) {
  const full = join(root, p);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}

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
