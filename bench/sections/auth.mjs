// Cost of identity per request, in-process at the largest scale: init-data validation, and the whole guard
// with its user lookup against the seeded database (bench/lib/auth-cost.mjs).
import { BOT_TOKEN } from '../runner/options.mjs';
import { log } from '../runner/util.mjs';

async function withServer({ databaseUrl, seed, results }) {
  log('  init-data and guard cost (in-process micro-benchmark)...');
  const { measureAuthCost } = await import('../lib/auth-cost.mjs');
  results.auth = await measureAuthCost({
    botToken: BOT_TOKEN,
    databaseUrl,
    telegramId: seed.client.telegram_id,
    firstName: seed.client.first_name,
  });
}

function report(results) {
  const a = results.auth;
  if (!a) return [];
  return [
    `Init data: validate ${a.initDataServiceUs} µs (library alone ${a.initDataLibraryUs} µs; secret key cached ${a.initDataCachedKeyUs} µs). ` +
      `Whole guard ${a.guardUs} µs per call (it reads the user as a prepared statement: ${a.preparedLookupUs} µs alone; unprepared ${a.rawLookupUs} µs, TypeORM findOne ${a.userLookupUs} µs)`,
  ];
}

/** @type {import('./index.mjs').BenchSection} */
export default { name: 'auth', skipFlag: 'skip-auth', lastScaleOnly: true, withServer, report };
