// Where start-up goes on embedded PGlite: loading the app's code, loading PGlite, opening the existing
// data directory, and building the Nest app (migrations check, modules, routes). Prints JSON.
// Usage: node bench/startup-phases.cjs <existing PGlite data dir>
'use strict';
const t0 = performance.now();
require('reflect-metadata');
const { createApp } = require(
  require('node:path').join(
    process.env.BENCH_DIST || require('node:path').join(__dirname, '../dist'),
    'src/app.factory',
  ),
);
const { loadConfig } = require(
  require('node:path').join(
    process.env.BENCH_DIST || require('node:path').join(__dirname, '../dist'),
    'src/config/app.config',
  ),
);
const t1 = performance.now();

(async () => {
  const dir = process.argv[2];
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const t2 = performance.now();
  const pg = await PGlite.create(dir, { extensions: { btree_gist } });
  await pg.query('SELECT 1');
  const t3 = performance.now();
  await pg.close();
  const t4 = performance.now();
  const app = await createApp(
    loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, BOT_MODE: 'off', WEBAPP_DIST: '', DEV_LOGIN: '0' }),
    { logger: ['error'] },
  );
  const t5 = performance.now();
  await app.close();
  const r = (x) => Math.round(x);
  console.log(
    JSON.stringify({
      requireAppMs: r(t1 - t0),
      importPgliteMs: r(t2 - t1),
      openPgliteMs: r(t3 - t2),
      createAppWithPgliteMs: r(t5 - t4),
    }),
  );
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
