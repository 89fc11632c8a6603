import { randomBytes } from 'node:crypto';
import { billingConfig, type BillingMode, type BillingSettings } from './billing-config';
import { calendarSyncConfig, type CalendarSyncSettings } from './calendar-sync-config';
import { ConfigError } from './config-error';
import { integrationsConfig, type IntegrationsConfig } from './integrations-config';
import { mapTiles } from './map-tiles';
import { isProxyAddress } from './proxy-address';
import { searchConfig, type SearchConfig } from './search-config';

/** The demo's platform admin: the demo seed's user 1 (its Telegram ids are 700,000,000 + user id). Written out
 *  here so configuration does not load the seed; test/demo-data.e2e-spec.ts checks the seed agrees. */
export const DEMO_SUPER_ADMIN_TELEGRAM_ID = 700_000_001;

export type BotMode = 'webhook' | 'polling' | 'off';

/** Typed configuration of the whole process, read once from the environment and validated. */
export interface AppConfig extends SearchConfig, BillingSettings, IntegrationsConfig, CalendarSyncSettings {
  nodeEnv: string;
  port: number;
  /** undefined: embedded PGlite under dataDir; 'memory://': throwaway PGlite; else a postgres URL. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** A PGlite dump (dumpDataDir) a `memory://` database starts from: the tests' migrated one. Code only. */
  embeddedSnapshot?: string;
  botToken: string;
  /** True when BOT_TOKEN was not set and a random token signs dev init data. */
  botTokenGenerated: boolean;
  botUsername: string;
  webappUrl: string;
  superAdminTelegramId: number | null;
  initDataMaxAgeS: number;
  telegramApiRoot: string;
  botMode: BotMode;
  webhookSecret: string;
  devLogin: boolean;
  /**
   * Load the small demo data set into an empty database at start-up (src/database/demo-data.ts). DEMO_DATA
   * (default on) counts only with dev login on, no BOT_TOKEN and NODE_ENV other than production.
   */
  demoData: boolean;
  /** Why DEMO_DATA=1 was not honoured (a bot token, production, dev login off); null when nothing to say. */
  demoDataSkipped: string | null;
  /** True when SUPER_ADMIN_TELEGRAM_ID was unset and the demo's platform admin became the super admin. */
  superAdminFromDemo: boolean;
  /** Directory with the built mini app; null disables static serving. */
  webappDist: string | null;
  /** Start the outbox delivery worker (off in tests that drive it by hand). */
  outboxWorker: boolean;
  /**
   * A claimed outbox row belongs to its sender this long (OUTBOX_LEASE_S); a sender that died mid-batch
   * leaves its rows to the next one after that. A send never waits longer than the lease for Telegram.
   */
  outboxLeaseSeconds: number;
  /**
   * Several instances on one PostgreSQL: one leads (sends to Telegram, runs one-at-a-time jobs); the others
   * try to take the lead this often, and the leader checks its lead as often (LEADER_RETRY_MS).
   */
  leaderRetryMs: number;
  /** Start the reminder and agenda runner (REMINDER_RUNNER; by default as OUTBOX_WORKER). */
  reminderRunner: boolean;
  /** The runner asks the database for due reminders this often when the last round found none (REMINDER_POLL_MS). */
  reminderPollMs: number;
  /**
   * Make the queued export files (EXPORT_RUNNER, default on: a file is downloadable without the bot, so it is
   * made whether or not this instance sends to Telegram). Polls as often as the reminder runner.
   */
  exportRunner: boolean;
  /** OpenAPI docs at /api/docs (API_DOCS; on unless NODE_ENV=production, where loading them costs start-up). */
  apiDocs: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (the default) takes the
   * client address from the socket; a number trusts that many hops; a list trusts those addresses/CIDRs.
   * The rate limits key on the resulting address, so trusting every proxy lets anyone pick their own.
   */
  trustProxy: TrustProxy;
  /** Client error reports older than this are deleted (ERROR_LOG_MAX_AGE_DAYS). */
  errorLogMaxAgeDays: number;
  /** At most this many error reports are kept, the newest (ERROR_LOG_MAX_ROWS). */
  errorLogMaxRows: number;
  /** A client has this long to send a whole request, headers and body (REQUEST_TIMEOUT_MS); answers may take longer. */
  requestTimeoutMs: number;
  /**
   * Live future bookings one client may hold with one master, and with everyone (BOOKINGS_PER_MASTER_MAX,
   * BOOKINGS_PER_CLIENT_MAX; 0: no limit): one client must not take every free time. Staff's are not counted.
   */
  bookingsPerMasterMax: number;
  bookingsPerClientMax: number;
  /** Bookings and moves per user and minute, in each process (0: off). */
  bookingWritesPerMinute: number;
  /** Public slot reads per client address per minute, in each process (PUBLIC_SLOTS_PER_MINUTE; 0: off). */
  publicSlotsPerMinute: number;
  /**
   * The map's tiles (MAP_TILE_URL, a Leaflet template with {z}, {x}, {y}; {s} for subdomains): OpenStreetMap's
   * standard tiles by default, which its tile policy allows for light use only, so a production deployment
   * names its own or a paid provider. MAP_TILE_ATTRIBUTION is shown on the map (HTML, as the provider asks).
   */
  mapTileUrl: string;
  mapTileAttribution: string;
  /** PAYMENT_PROVIDER_TOKEN (BotFather; a test one works too): services may ask a deposit in roubles; '': off. */
  paymentProviderToken: string;
  /** How long a chosen time is held for the client to pay its deposit (PAYMENT_HOLD_MINUTES). */
  paymentHoldMinutes: number;
}

export type TrustProxy = boolean | number | string[];
export { ConfigError, type BillingMode };

/** Dev login signs init data for any Telegram id with the bot token: with the real bot's token anyone could act as
 *  anyone, the super admin included. So it only runs with the random token a start without BOT_TOKEN makes up. */
export const DEV_LOGIN_WITH_BOT_TOKEN =
  "DEV_LOGIN is refused with a real BOT_TOKEN: dev login would sign anyone in as anyone with the bot's token " +
  '(unset DEV_LOGIN, or unset BOT_TOKEN to try the app locally with a random signing token)';

/** The same rule for a configuration built by hand (tests, scripts): createApp refuses it too. */
export function assertDevLoginSafe(config: Pick<AppConfig, 'devLogin' | 'botTokenGenerated'>): void {
  if (config.devLogin && !config.botTokenGenerated) throw new ConfigError(DEV_LOGIN_WITH_BOT_TOKEN);
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new ConfigError(`${name} must be a whole number >= ${min}, got "${raw}"`);
  }
  return Number(raw);
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be 1/0 or true/false, got "${raw}"`);
}

/**
 * DEMO_DATA: on by default, but only where nobody real can be affected: dev login on (anyone may sign in as
 * anyone anyway), no real bot token (no real Telegram users reach this server), not production. An explicit
 * DEMO_DATA=1 that cannot be honoured says why instead of stopping the start.
 */
function demoData(
  env: NodeJS.ProcessEnv,
  where: { devLogin: boolean; botToken: boolean; nodeEnv: string },
): { on: boolean; skipped: string | null } {
  const raw = env.DEMO_DATA;
  let wanted = true;
  if (raw !== undefined && raw !== '') {
    const value = raw.toLowerCase();
    if (!['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'].includes(value)) {
      throw new ConfigError(
        `DEMO_DATA must be 1 (load the demo data into an empty database at start-up) or 0 (never), got "${raw}"`,
      );
    }
    wanted = ['1', 'true', 'yes', 'on'].includes(value);
  }
  const why = where.botToken
    ? 'a real BOT_TOKEN is set'
    : where.nodeEnv === 'production'
      ? 'NODE_ENV=production'
      : !where.devLogin
        ? 'dev login is off'
        : null;
  const explicit = raw !== undefined && raw !== '' && wanted;
  return {
    on: wanted && why === null,
    skipped: explicit && why !== null ? `DEMO_DATA=${raw} ignored: ${why} (demo data never loads there)` : null,
  };
}

/** TRUST_PROXY: off (default), true (every proxy), a hop count, or a comma-separated address/CIDR list. */
function trustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  const lower = raw.toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) return true;
  if (/^\d+$/.test(raw)) {
    if (Number(raw) > 100) throw new ConfigError(`TRUST_PROXY hop count must be at most 100, got "${raw}"`);
    return Number(raw);
  }
  const entries = raw.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !isProxyAddress(e));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be off, true, a hop count (1, 2, ...) or a comma-separated list of proxy addresses ` +
        `or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1); "${bad}" in "${raw}" is none of these`,
    );
  }
  return entries;
}

/**
 * TRUST_PROXY as Fastify's trustProxy. Fastify 5 reads a bare number as "trust nothing", so a hop count
 * becomes proxy-addr's hop function: the nearest `hops` addresses are proxies. A hop count cannot check
 * who sent the request, so it suits only a server that no client reaches except through its proxies.
 */
export function fastifyTrustProxy(tp: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp !== 'number') return tp;
  return (_address, hop) => hop < tp;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // `Production` or ` production ` is still production: every rule below that guards it compares lower case
  const nodeEnv = (env.NODE_ENV || 'development').trim().toLowerCase();
  const port = int(env, 'PORT', 3000);
  if (port > 65535) throw new ConfigError(`PORT must be at most 65535, got ${port}`);

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && databaseUrl !== 'memory://' && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      `DATABASE_URL must be a postgres:// URL or memory:// (unset for the embedded database), got "${databaseUrl}"`,
    );
  }

  const botTokenRaw = env.BOT_TOKEN || '';
  if (botTokenRaw && !/^\d+:[\w-]{20,}$/.test(botTokenRaw)) {
    throw new ConfigError('BOT_TOKEN does not look like a Telegram bot token (123456:ABC...)');
  }
  const botToken = botTokenRaw || `0:${randomBytes(24).toString('hex')}`;

  const botModeRaw = (env.BOT_MODE || (botTokenRaw ? 'polling' : 'off')).toLowerCase();
  if (!['webhook', 'polling', 'off'].includes(botModeRaw)) {
    throw new ConfigError(`BOT_MODE must be webhook, polling or off, got "${env.BOT_MODE}"`);
  }
  const botMode = botModeRaw as BotMode;
  if (botMode !== 'off' && !botTokenRaw) {
    throw new ConfigError(`BOT_MODE=${botMode} needs BOT_TOKEN`);
  }
  const webhookSecret = env.WEBHOOK_SECRET || '';
  if (botMode === 'webhook' && !/^[A-Za-z0-9_-]{1,256}$/.test(webhookSecret)) {
    throw new ConfigError('BOT_MODE=webhook needs WEBHOOK_SECRET (1-256 of A-Z a-z 0-9 _ -)');
  }

  const superRaw = env.SUPER_ADMIN_TELEGRAM_ID;
  let superAdminTelegramId: number | null = null;
  if (superRaw) {
    if (!/^\d+$/.test(superRaw)) throw new ConfigError(`SUPER_ADMIN_TELEGRAM_ID must be a number, got "${superRaw}"`);
    superAdminTelegramId = Number(superRaw);
  }

  const devLogin = flag(env, 'DEV_LOGIN', !botTokenRaw && nodeEnv !== 'production');
  if (devLogin && botTokenRaw) throw new ConfigError(DEV_LOGIN_WITH_BOT_TOKEN);
  if (devLogin && nodeEnv === 'production') {
    throw new ConfigError('DEV_LOGIN is refused when NODE_ENV=production');
  }

  const demo = demoData(env, { devLogin, botToken: botTokenRaw !== '', nodeEnv });
  const superAdminFromDemo = demo.on && superAdminTelegramId === null;
  if (superAdminFromDemo) superAdminTelegramId = DEMO_SUPER_ADMIN_TELEGRAM_ID;

  const webappUrl = (env.WEBAPP_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(webappUrl)) throw new ConfigError(`WEBAPP_URL must be an http(s) URL, got "${webappUrl}"`);

  const billing = billingConfig(env, botTokenRaw !== '', int);

  return {
    nodeEnv,
    port,
    databaseUrl,
    dataDir: env.DATA_DIR || './data/pglite',
    botToken,
    botTokenGenerated: !botTokenRaw,
    botUsername: (env.BOT_USERNAME || 'booking_bot').replace(/^@/, ''),
    webappUrl,
    superAdminTelegramId,
    initDataMaxAgeS: int(env, 'INIT_DATA_MAX_AGE_S', 86400, 1),
    telegramApiRoot: (env.TELEGRAM_API_ROOT || 'https://api.telegram.org').replace(/\/+$/, ''),
    botMode,
    webhookSecret,
    devLogin,
    demoData: demo.on,
    demoDataSkipped: demo.skipped,
    superAdminFromDemo,
    webappDist: env.WEBAPP_DIST === '' ? null : env.WEBAPP_DIST || 'webapp/dist',
    outboxWorker: flag(env, 'OUTBOX_WORKER', botMode !== 'off'),
    outboxLeaseSeconds: int(env, 'OUTBOX_LEASE_S', 60, 2),
    leaderRetryMs: int(env, 'LEADER_RETRY_MS', 5000, 20),
    reminderRunner: flag(env, 'REMINDER_RUNNER', flag(env, 'OUTBOX_WORKER', botMode !== 'off')),
    reminderPollMs: int(env, 'REMINDER_POLL_MS', 5000, 20),
    exportRunner: flag(env, 'EXPORT_RUNNER', true),
    apiDocs: flag(env, 'API_DOCS', nodeEnv !== 'production'),
    trustProxy: trustProxy(env),
    errorLogMaxAgeDays: int(env, 'ERROR_LOG_MAX_AGE_DAYS', 30, 1),
    errorLogMaxRows: int(env, 'ERROR_LOG_MAX_ROWS', 100_000, 1),
    requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_MS', 30_000, 100),
    bookingsPerMasterMax: int(env, 'BOOKINGS_PER_MASTER_MAX', 10),
    bookingsPerClientMax: int(env, 'BOOKINGS_PER_CLIENT_MAX', 30),
    bookingWritesPerMinute: int(env, 'BOOKING_WRITES_PER_MINUTE', 30),
    publicSlotsPerMinute: int(env, 'PUBLIC_SLOTS_PER_MINUTE', 120),
    ...searchConfig(env, int),
    ...integrationsConfig(env, int, flag),
    ...mapTiles(env),
    paymentProviderToken: (env.PAYMENT_PROVIDER_TOKEN ?? '').trim(),
    paymentHoldMinutes: int(env, 'PAYMENT_HOLD_MINUTES', 15, 1),
    ...billing,
    ...calendarSyncConfig(env, int),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
