import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/app.config';
import { createApp } from './app.factory';
import { isEmbedded } from './database/data-source-options';

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
  const started = Date.now();
  const app = await createApp(config);
  app.enableShutdownHooks();
  await app.listen({ port: config.port, host: '0.0.0.0' });
  const base = `http://localhost:${config.port}`;
  const db = isEmbedded(config)
    ? config.databaseUrl === 'memory://'
      ? 'embedded PGlite in memory'
      : `embedded PGlite in ${config.dataDir}`
    : 'PostgreSQL';
  console.log(`Booking app ready in ${Date.now() - started} ms on ${db}, bot ${config.botMode}`);
  console.log(`  Mini app:  ${base}/`);
  console.log(`  API:       ${base}/api${config.apiDocs ? ` (docs at ${base}/api/docs)` : ''}`);
  if (config.devLogin) {
    console.log(`  Dev login: ${base}/dev-login  (opens the mini app as a test Telegram user)`);
  }
}

bootstrap().catch((e) => {
  console.error(`Start-up failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
