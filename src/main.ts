import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/app.config';
import { createApp } from './app.factory';
import { dataDirInUse } from './database/data-dir-lock';
import { isEmbedded } from './database/data-source-options';
import { DemoDataLoader } from './dev-login/demo-data.loader';
import { JobRegistry } from './jobs/job-registry';

/** How long after listening the background jobs start (reminders and outbox rounds are not that urgent). */
const JOBS_AFTER_LISTEN_MS = 1_000;

/** Set by scripts/run-api.cjs when the API runs from its bundle with V8's code cache. */
declare global {
  var __apiLoader: { codeCache: 'used' | 'new'; onReady(): void } | undefined;
}

async function bootstrap() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  if (isEmbedded(config) && config.databaseUrl !== 'memory://') {
    // one clear line before anything starts (opening the database takes the lock itself, race-free)
    const busy = dataDirInUse(config.dataDir);
    if (busy) {
      console.error(busy.message);
      process.exit(1);
    }
  }
  const app = await createApp(config, { holdJobs: true });
  app.enableShutdownHooks();
  await app.listen({ port: config.port, host: '0.0.0.0' });
  // the background jobs' first rounds wait until the first requests have had the database to themselves
  setTimeout(() => app.get(JobRegistry, { strict: false }).release(), JOBS_AFTER_LISTEN_MS);
  const base = `http://localhost:${config.port}`;
  const db = isEmbedded(config)
    ? config.databaseUrl === 'memory://'
      ? 'embedded PGlite in memory'
      : `embedded PGlite in ${config.dataDir}`
    : 'PostgreSQL';
  const loader = globalThis.__apiLoader;
  const cache = loader
    ? loader.codeCache === 'used'
      ? ', compiled code from cache'
      : ', compiled code cached for the next start'
    : '';
  console.log(`Booking app ready in ${Math.round(performance.now())} ms on ${db}, bot ${config.botMode}${cache}`);
  console.log(`  Mini app:  ${base}/`);
  console.log(`  API:       ${base}/api${config.apiDocs ? ` (docs at ${base}/api/docs)` : ''}`);
  if (config.devLogin) {
    console.log(`  Dev login: ${base}/dev-login  (opens the mini app as a test Telegram user)`);
    const demo = app.get(DemoDataLoader, { strict: false }).outcome;
    if (demo.status === 'loaded') {
      const c = demo.counts;
      console.log(
        `  Demo data: loaded in ${demo.ms} ms into the empty database: ${c.users} people, ${c.organizations} ` +
          `organizations, ${c.master_profiles} masters, ${c.appointments} appointments; ` +
          `sign in as one of them at ${base}/dev-login (DEMO_DATA=0 turns this off)`,
      );
    }
  }
  if (config.demoDataSkipped) console.log(`  Demo data: ${config.demoDataSkipped}`);
  if (config.superAdminFromDemo) {
    console.log(
      `  Super admin: Telegram ID ${config.superAdminTelegramId}, the demo's platform admin ` +
        `(set SUPER_ADMIN_TELEGRAM_ID to choose another)`,
    );
  }
  loader?.onReady();
}

bootstrap().catch((e) => {
  console.error(`Start-up failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
