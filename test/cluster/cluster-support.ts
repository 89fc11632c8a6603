// Several real server processes (src/main.ts run from source by test/support/run-ts.cjs, no build) on one
// PostgreSQL database, the bot in webhook mode against one fake Bot API. Each instance calls the fake
// through its own apiRoot (`${fake.url}/<name>`), so every recorded call says which instance made it
// (FakeCall.via). The test process reaches the same database with its own DataSource for factories and
// checks.
import { randomBytes } from 'node:crypto';
import type { Update } from 'grammy/types';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { LEADER_APPLICATION_NAME, LEADER_LOCK_KEY } from '../../src/cluster/leader-election';
import { buildDataSourceOptions } from '../../src/database/data-source-options';
import { ALL_ENTITIES } from '../support/entities';
import { FakeBotApi, FakeCall, startFakeBotApi } from '../support/fake-bot-api';
import { freePort } from '../support/free-port';
import { auth, SUPER_ADMIN_ID, TEST_BOT_TOKEN, TEST_BOT_USERNAME, TgUser } from '../support/test-app';
import { createTestDatabase, RUN_PREFIX_ENV } from '../support/test-db';
import { Proc, runTs } from './processes';

export const WEBHOOK_SECRET = 'cluster_s3cret';

export interface Instance {
  name: string;
  base: string;
  proc: Proc;
}

export interface Cluster {
  fake: FakeBotApi;
  databaseUrl: string;
  /** The test's own connection to the shared database (factories, checks). */
  db: DataSource;
  instances: Instance[];
  /** The instance whose leader connection holds the advisory lock now (null: none, e.g. between leaders). */
  leader(): Promise<Instance | null>;
  /** One update through an instance's real webhook route; resolves with the HTTP status. */
  deliver(to: Instance, update: Update): Promise<number>;
  /** An API call as `user` (init data signed with the test bot token). */
  api(
    to: Instance,
    method: string,
    path: string,
    user: TgUser,
    body?: unknown,
  ): Promise<{ status: number; body: unknown }>;
  /** Successful sendMessage calls to one chat. */
  messagesTo(chatId: number): FakeCall[];
  close(): Promise<void>;
}

/** A new, empty database of this test run (dropped by the global teardown): the instances migrate it. */
async function emptyDatabaseUrl(): Promise<string> {
  const name = `${process.env[RUN_PREFIX_ENV]}_cluster_${randomBytes(4).toString('hex')}`;
  return createTestDatabase(name);
}

/** Polls `check` every 20 ms until it holds; fails after `timeoutMs` with `what`. */
export async function until<T>(what: string, check: () => T | Promise<T>, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function serverEnv(port: number, databaseUrl: string, apiRoot: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    BOT_TOKEN: TEST_BOT_TOKEN,
    BOT_USERNAME: TEST_BOT_USERNAME,
    BOT_MODE: 'webhook',
    WEBHOOK_SECRET,
    TELEGRAM_API_ROOT: apiRoot,
    WEBAPP_URL: 'https://app.example.test',
    WEBAPP_DIST: '',
    DEV_LOGIN: '0',
    API_DOCS: '0',
    SUPER_ADMIN_TELEGRAM_ID: String(SUPER_ADMIN_ID),
    OUTBOX_WORKER: '1',
    // a follower tries to take the lead 5 times a second, and a dead sender's claim comes back after 5 s
    LEADER_RETRY_MS: '200',
    OUTBOX_LEASE_S: '5',
    // every instance's reminder runner looks for due reminders 5 times a second
    REMINDER_POLL_MS: '200',
  };
}

/** Starts `names.length` instances at once on a new empty database and waits until all of them serve. */
export async function startCluster(
  names: string[] = ['A', 'B'],
  extraEnv: Record<string, string> = {},
): Promise<Cluster> {
  const fake = await startFakeBotApi();
  const databaseUrl = await emptyDatabaseUrl();
  const instances: Instance[] = [];
  for (const name of names) {
    const port = await freePort();
    const proc = runTs('src/main.ts', [], { ...serverEnv(port, databaseUrl, `${fake.url}/${name}`), ...extraEnv });
    instances.push({ name, base: `http://127.0.0.1:${port}`, proc });
  }
  try {
    await Promise.all(instances.map((i) => i.proc.waitFor(/Booking app ready in/, 60_000)));
  } catch (e) {
    await Promise.all(instances.map((i) => i.proc.kill('SIGKILL')));
    await fake.close();
    throw e;
  }
  const db = new DataSource({
    ...buildDataSourceOptions({ databaseUrl, dataDir: '' }),
    entities: ALL_ENTITIES,
    migrationsRun: false,
  });
  await db.initialize();
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();

  return {
    fake,
    databaseUrl,
    db,
    instances,
    async leader() {
      const { rows } = await admin.query<{ application_name: string }>(
        `SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.objid = $1 AND l.granted AND a.datname = current_database()`,
        [LEADER_LOCK_KEY],
      );
      const pid = Number(rows[0]?.application_name.slice(LEADER_APPLICATION_NAME.length + 1));
      return instances.find((i) => i.proc.pid === pid) ?? null;
    },
    async deliver(to, update) {
      const res = await fetch(`${to.base}/api/telegram/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
        body: JSON.stringify(update),
      });
      await res.arrayBuffer();
      return res.status;
    },
    async api(to, method, path, user, body) {
      const res = await fetch(`${to.base}/api${path}`, {
        method,
        headers: { ...auth(user), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    messagesTo(chatId) {
      return fake.callsOf('sendMessage', { okOnly: true }).filter((c) => Number(c.payload.chat_id) === chatId);
    },
    async close() {
      await Promise.all(instances.map((i) => i.proc.kill('SIGTERM')));
      await admin.end();
      await db.destroy();
      await fake.close();
    },
  };
}
