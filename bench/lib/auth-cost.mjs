// Cost of identity per request, in-process: init-data validation as the app does it today, the same with
// the HMAC secret key derived once (the library's `tokenHashed` option), and the whole InitDataGuard
// (validation + the user lookup, a prepared statement) against the bench database.
import { createRequire } from 'node:module';
import { ROOT } from './proc.mjs';

const require = createRequire(`${ROOT}/package.json`);

/** Runs fn repeatedly for ~ms milliseconds (after a short warm-up); returns microseconds per call. */
async function timeIt(fn, ms = 700, isAsync = false) {
  const warm = performance.now() + 100;
  while (performance.now() < warm) {
    if (isAsync) await fn();
    else fn();
  }
  let n = 0;
  const t0 = performance.now();
  const end = t0 + ms;
  while (performance.now() < end) {
    for (let i = 0; i < 20; i++) {
      if (isAsync) await fn();
      else fn();
    }
    n += 20;
  }
  return ((performance.now() - t0) * 1000) / n;
}

export async function measureAuthCost({ botToken, databaseUrl, telegramId, firstName }) {
  const lib = require('@telegram-apps/init-data-node');
  const { signInitData } = require('./dist/src/auth/sign-init-data.js');
  const { InitDataService } = require('./dist/src/auth/init-data.service.js');
  const { loadConfig } = require('./dist/src/config/app.config.js');
  const config = loadConfig({
    BOT_TOKEN: botToken,
    BOT_MODE: 'off',
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
  });
  const raw = signInitData({ id: telegramId, first_name: firstName, username: 'bench', language_code: 'ru' }, botToken);
  const service = new InitDataService(config);

  const out = {};
  out.initDataLibraryUs = await timeIt(() => lib.validate(raw, botToken, { expiresIn: 86400 }));
  out.initDataServiceUs = await timeIt(() => service.validate(raw));
  const secret = lib.hashToken(botToken);
  // proposed: derive the secret key once, parse the query string once
  out.initDataCachedKeyUs = await timeIt(() => {
    const params = new URLSearchParams(raw);
    lib.validate(params, secret, { expiresIn: 86400, tokenHashed: true });
    JSON.parse(params.get('user'));
  });
  // the cached-key path must give the same verdicts as the library
  const tampered = raw.replace(/auth_date=\d+/, (m) => `auth_date=${Number(m.slice(10)) - 1}`);
  out.cachedKeyAgrees =
    lib.isValid(raw, botToken) === lib.isValid(raw, secret, { tokenHashed: true }) &&
    lib.isValid(tampered, botToken) === lib.isValid(tampered, secret, { tokenHashed: true }) &&
    lib.isValid(tampered, botToken) === false;

  // the whole guard with a real repository (one SQL round trip on a warm pool)
  const { DataSource } = require('typeorm');
  const { Reflector } = require('@nestjs/core');
  const { buildDataSourceOptions } = require('./dist/src/database/data-source-options.js');
  const { InitDataGuard } = require('./dist/src/auth/init-data.guard.js');
  const { User } = require('./dist/src/users/entities/user.entity.js');
  const { findUserByTelegramId } = require('./dist/src/users/user-lookup.js');
  const ds = new DataSource({
    ...buildDataSourceOptions(config),
    entities: [User],
    migrationsRun: false,
    logging: false,
  });
  await ds.initialize();
  try {
    const repo = ds.getRepository(User);
    const callers = { byTelegramId: (id) => findUserByTelegramId(ds, id) };
    const guard = new InitDataGuard(new Reflector(), service, callers, config);
    const handler = function handler() {};
    class Controller {}
    const ctx = {
      getType: () => 'http',
      getHandler: () => handler,
      getClass: () => Controller,
      switchToHttp: () => ({ getRequest: () => ({ headers: { 'x-telegram-init-data': raw } }) }),
    };
    out.guardOk = await guard.canActivate(ctx);
    out.guardUs = await timeIt(() => guard.canActivate(ctx), 1000, true);
    // the guard reads the caller as a prepared statement; findOne and an unprepared query for comparison
    out.userLookupUs = await timeIt(() => repo.findOne({ where: { telegramId } }), 1000, true);
    out.rawLookupUs = await timeIt(
      () => ds.query('SELECT * FROM users WHERE telegram_id = $1', [telegramId]),
      1000,
      true,
    );
    out.preparedLookupUs = await timeIt(() => findUserByTelegramId(ds, telegramId), 1000, true);
  } finally {
    await ds.destroy();
  }
  for (const k of Object.keys(out)) if (typeof out[k] === 'number') out[k] = Math.round(out[k] * 10) / 10;
  return out;
}
