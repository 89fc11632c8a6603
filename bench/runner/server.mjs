// The API under test: its environment on a seeded database, and signed init data for a seeded user.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/proc.mjs';
import { API_PORT, BOT_TOKEN, COUNTER_PORT } from './options.mjs';

/** Environment of the API on `databaseUrl` (production mode, no bot, the SQL counter on). */
export function serverEnv(databaseUrl, seed, extra = {}) {
  return {
    NODE_ENV: 'production',
    PORT: String(API_PORT),
    DATABASE_URL: databaseUrl,
    BOT_TOKEN,
    BOT_MODE: 'off',
    OUTBOX_WORKER: '0',
    DEV_LOGIN: '0',
    SUPER_ADMIN_TELEGRAM_ID: String(seed.super_admin_telegram_id),
    BENCH_COUNTER_PORT: String(COUNTER_PORT),
    // the load comes from one address and a few users: per-minute limits off, booking quotas on but far away
    // (their check still runs on every booking)
    BOOKING_WRITES_PER_MINUTE: '0',
    PUBLIC_SLOTS_PER_MINUTE: '0',
    SEARCH_REQUESTS_PER_MINUTE: '0',
    BOOKINGS_PER_MASTER_MAX: '1000000',
    BOOKINGS_PER_CLIENT_MAX: '1000000',
    ...extra,
  };
}

/** The X-Telegram-Init-Data header of a Telegram user, signed with the bench's bot token. */
export function signFor(user) {
  const require = createRequire(join(ROOT, 'package.json'));
  const { signInitData } = require('./dist/src/auth/sign-init-data.js');
  return { 'X-Telegram-Init-Data': signInitData({ username: 'bench', language_code: 'ru', ...user }, BOT_TOKEN) };
}
