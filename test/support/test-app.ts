import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { AppConfig, loadConfig } from '../../src/config/app.config';
import { InitDataUser, signInitData } from '../../src/auth/sign-init-data';
import { createTestDatabase, PGLITE_SNAPSHOT_ENV, RUN_PREFIX_ENV, TEMPLATE_ENV } from './test-db';

export const TEST_BOT_TOKEN = '123456789:TEST_TOKEN_abcdefghijklmnopqrstuvwxyz';
export const SUPER_ADMIN_ID = 999000;
export const TEST_BOT_USERNAME = 'test_booking_bot';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  db: DataSource;
  /** supertest against the app; add `.set(auth(user))` for identity. */
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

/** A fresh database (clone of the migrated template) for one test file. */
export async function freshDatabaseUrl(): Promise<string> {
  const template = process.env[TEMPLATE_ENV];
  const prefix = process.env[RUN_PREFIX_ENV];
  if (!template || !prefix) throw new Error('jest globalSetup did not run (no template database)');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  return createTestDatabase(name, template);
}

/**
 * The test app's configuration: the bot token is TEST_BOT_TOKEN, so `auth()` signs users in. With
 * `devLogin: true` the app starts as `npm start` does, without BOT_TOKEN (dev login refuses a real one),
 * and TEST_BOT_TOKEN stands in for the random signing token such a start makes up.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const devLogin = overrides.devLogin === true;
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      ...(devLogin ? { DEV_LOGIN: '1' } : { BOT_TOKEN: TEST_BOT_TOKEN, DEV_LOGIN: '0' }),
      BOT_USERNAME: TEST_BOT_USERNAME,
      BOT_MODE: 'off',
      SUPER_ADMIN_TELEGRAM_ID: String(SUPER_ADMIN_ID),
      WEBAPP_URL: 'https://app.example.test',
      WEBAPP_DIST: '',
      OUTBOX_WORKER: '0',
      DEMO_DATA: '0',
    }),
    botToken: TEST_BOT_TOKEN,
    ...overrides,
  };
}

/**
 * The real app (same createApp as main.ts) on its own fresh PostgreSQL database.
 * Pass `{ databaseUrl: 'memory://' }` to run on embedded PGlite instead (loaded from the run's migrated
 * snapshot; `embeddedSnapshot: undefined` migrates an empty one).
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const databaseUrl = overrides.databaseUrl ?? (await freshDatabaseUrl());
  const embeddedSnapshot = databaseUrl === 'memory://' ? process.env[PGLITE_SNAPSHOT_ENV] : undefined;
  const config = testConfig({ embeddedSnapshot, ...overrides, databaseUrl });
  const app = await createApp(config, { logger: ['error'] });
  const db = app.get(DataSource);
  return {
    app,
    config,
    db,
    http: request(app.getHttpServer()),
    close: () => app.close(),
  };
}

let nextTelegramId = 1000 + Math.floor(Math.random() * 1000) * 1000;

/** The next generated id; never the super admin's, whom a stranger must not become by chance. */
function newTelegramId(): number {
  if (nextTelegramId === SUPER_ADMIN_ID) nextTelegramId++;
  return nextTelegramId++;
}

export type TgUser = InitDataUser;

/** A new Telegram user with a unique id (not registered yet). */
export function tgUser(fields: Partial<TgUser> = {}): TgUser {
  const id = fields.id ?? newTelegramId();
  return { id, first_name: 'Тест', last_name: 'Пользователь', username: `user${id}`, language_code: 'ru', ...fields };
}

/** Headers that identify `user` (init data signed with the test bot token). */
export function auth(user: TgUser, opts: { authDate?: Date; token?: string } = {}): Record<string, string> {
  return { 'X-Telegram-Init-Data': signInitData(user, opts.token ?? TEST_BOT_TOKEN, { authDate: opts.authDate }) };
}

export const superAdmin = (): TgUser => ({ id: SUPER_ADMIN_ID, first_name: 'Супер', username: 'superadmin' });
