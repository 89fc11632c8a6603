// Before measuring: build what is stale (the API with tsc, its bundle, the mini app) and take a private
// copy of the mini app.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from '../lib/proc.mjs';
import { mtime as mtimeOf, newest as newestUnder } from '../../scripts/build-freshness.mjs';
import { flag, options } from './options.mjs';
import { log } from './util.mjs';

const newest = (paths) => newestUnder(ROOT, paths);
const mtime = (p) => mtimeOf(ROOT, p);
// only the webapp section loads the mini app: a run of other sections neither builds nor copies it
const skipWebapp = () => flag('skip-webapp') || (options.sections.length > 0 && !options.sections.includes('webapp'));

export async function build() {
  if (mtime('dist/src/main.js') < newest(['src', 'bot', 'tsconfig.json', 'tsconfig.build.json'])) {
    log('building the API (tsc)...');
    await run('npx', ['tsc', '-p', 'tsconfig.build.json'], { timeoutMs: 180_000 }).catch((e) => {
      // type errors still emit JavaScript; only a missing entry point stops the bench
      if (!existsSync(join(ROOT, 'dist/src/main.js'))) throw e;
      log('  tsc reported errors (JavaScript emitted anyway)');
    });
  }
  if (mtime('dist/bundle/main.cjs') < mtime('dist/src/main.js')) {
    log('bundling the API (rolldown)...');
    const { bundleApi } = await import('../../scripts/bundle-api.mjs');
    await bundleApi();
  }
  if (
    !skipWebapp() &&
    existsSync(join(ROOT, 'webapp/index.html')) &&
    mtime('webapp/dist/index.html') <
      newest(['webapp/src', 'webapp/index.html', 'webapp/vite.config.ts', 'webapp/public'])
  ) {
    log('building the mini app (vite)...');
    await run('npx', ['vite', 'build', '--config', 'webapp/vite.config.ts', '--logLevel', 'warn'], {
      timeoutMs: 240_000,
    }).catch((e) => log(`  mini app build failed: ${e.message.split('\n')[0]}`));
  }
}

// The mini app is measured from a private copy: other people rebuilding webapp/dist during a run would
// otherwise swap the hashed file names under the server (it registers one route per file at start-up).
export const WEBAPP_SNAPSHOT = join(ROOT, 'bench-results', 'webapp-dist');

export async function snapshotWebapp() {
  rmSync(WEBAPP_SNAPSHOT, { recursive: true, force: true });
  if (skipWebapp() || !existsSync(join(ROOT, 'webapp/dist/index.html'))) return;
  cpSync(join(ROOT, 'webapp/dist'), WEBAPP_SNAPSHOT, { recursive: true });
  // the time-to-usable yardstick beside it (served by the API at /bare/index.html, routes made at its start)
  log('building the bare page (the time-to-usable yardstick)...');
  const { buildBarePage } = await import('../lib/bare-page.mjs');
  await buildBarePage(WEBAPP_SNAPSHOT).catch((e) => log(`  bare page build failed: ${e.message.split('\n')[0]}`));
}
