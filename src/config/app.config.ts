import { randomBytes } from 'node:crypto';

export type BotMode = 'webhook' | 'polling' | 'off';

/** Typed configuration of the whole process, read once from the environment and validated. */
export interface AppConfig {
  nodeEnv: string;
  port: number;
  /** undefined: embedded PGlite under dataDir; 'memory://': throwaway PGlite; else a postgres URL. */
  databaseUrl: string | undefined;
  dataDir: string;
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
  /** Directory with the built mini app; null disables static serving. */
  webappDist: string | null;
  /** Start the outbox delivery worker (off in tests that drive it by hand). */
  outboxWorker: boolean;
  /** OpenAPI docs at /api/docs (API_DOCS; on unless NODE_ENV=production, where loading them costs start-up). */
  apiDocs: boolean;
}

export class ConfigError extends Error {}

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
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
  if (devLogin && nodeEnv === 'production') {
    throw new ConfigError('DEV_LOGIN is refused when NODE_ENV=production');
  }

  const webappUrl = (env.WEBAPP_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(webappUrl)) throw new ConfigError(`WEBAPP_URL must be an http(s) URL, got "${webappUrl}"`);

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
    webappDist: env.WEBAPP_DIST === '' ? null : env.WEBAPP_DIST || 'webapp/dist',
    outboxWorker: flag(env, 'OUTBOX_WORKER', botMode !== 'off'),
    apiDocs: flag(env, 'API_DOCS', nodeEnv !== 'production'),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
