#!/usr/bin/env node
// Two instances, one sender: two outbox workers, each with its own leader election
// and its own connection pool, on one new PostgreSQL database, against the fake Bot API (each instance
// calls it through its own apiRoot, so every call says who sent it). Halfway through, the leader's
// connection is cut (pg_terminate_backend) and the lead changes hands. Measures the achieved rate, the
// most messages in any 1 s window (Telegram: about 30), the per-chat gap (1 s), and that nothing is sent
// twice. Not a test: nothing here fails a build.
//
//   node bench/cluster-sender.cjs [--messages N] [--json]
//
// Drives the app's own classes from source (test/support/register-ts.cjs compiles them as they load).
'use strict';
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const pg = require('pg');

const ROOT = path.join(__dirname, '..');
require(path.join(ROOT, 'test/support/register-ts.cjs'));
require('reflect-metadata');
const { Logger } = require('@nestjs/common');
const { loadConfig } = require(path.join(ROOT, 'src/config/app.config.ts'));
const { buildDataSourceOptions, openDataSource } = require(path.join(ROOT, 'src/database/data-source-options.ts'));
const { LEADER_LOCK_KEY, LeaderElection } = require(path.join(ROOT, 'src/cluster/leader-election.ts'));
const { OutboxWorker } = require(path.join(ROOT, 'src/telegram/outbox-worker.ts'));
const { JobRegistry } = require(path.join(ROOT, 'src/jobs/job-registry.ts'));
const { botApiTimeoutSeconds } = require(path.join(ROOT, 'src/bot-api/bot-api.module.ts'));
const { Api } = require('grammy');
const { startFakeBotApi } = require(path.join(ROOT, 'test/support/fake-bot-api.ts'));

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BOT_TOKEN = '123456789:BENCH_token_abcdefghijklmnopqrstuvwxyz';
const GOALS = { maxPerSecond: 30, minSustainedPerSecond: 24, perChatGapMs: 1000 };
/** Chats that get several messages each (the per-chat pace); the rest get one. */
const BUSY_CHATS = 10;
const PER_BUSY_CHAT = 3;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function until(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`cluster-sender: still waiting for ${what} after ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** The most items of `times` (sorted ms) within any window of `windowMs`. */
function maxInWindow(times, windowMs) {
  let best = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i] - times[j] >= windowMs) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

/** Sends per whole second of the run, without the first and last (partial) seconds. */
function perSecond(times) {
  const buckets = new Map();
  for (const t of times) {
    const s = Math.floor((t - times[0]) / 1000);
    buckets.set(s, (buckets.get(s) ?? 0) + 1);
  }
  const last = Math.floor((times[times.length - 1] - times[0]) / 1000);
  return Array.from({ length: Math.max(0, last - 1) }, (_, i) => buckets.get(i + 1) ?? 0);
}

function median(xs) {
  const v = [...xs].sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)] : null;
}

async function runClusterSenderBench({ messages = 200 } = {}) {
  Logger.overrideLogger(['error']);
  const dbName = `bench_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const fake = await startFakeBotApi();
  const instances = [];
  try {
    for (const name of ['A', 'B']) {
      const config = loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        BOT_TOKEN,
        BOT_MODE: 'webhook',
        WEBHOOK_SECRET: 'bench',
        TELEGRAM_API_ROOT: `${fake.url}/${name}`,
        WEBAPP_DIST: '',
        OUTBOX_WORKER: '1',
        LEADER_RETRY_MS: '200',
      });
      const ds = await openDataSource(buildDataSourceOptions(config)); // the first migrates the new database
      const leader = new LeaderElection(config);
      const api = new Api(config.botToken, {
        apiRoot: config.telegramApiRoot,
        timeoutSeconds: botApiTimeoutSeconds(config),
      });
      const worker = new OutboxWorker(config, ds, api);
      // the sender is the app's `outbox` job, run by a job registry as the app's own would
      const jobs = new JobRegistry(config, { now: () => Date.now() }, leader);
      jobs.register(worker.job());
      instances.push({ name, ds, leader, jobs });
    }
    const [db] = instances.map((i) => i.ds);
    const busy = Math.min(BUSY_CHATS, Math.floor(messages / PER_BUSY_CHAT / 4));
    const single = messages - busy * PER_BUSY_CHAT;
    const chatBase = 9_000_000_000;
    // the busy chats' messages spread through the queue (their per-chat waits overlap other chats' sends)
    await db.query(
      `INSERT INTO outbox_messages (chat_id, kind, payload)
       SELECT chat, 'account_unblocked', '{}'::jsonb FROM (
         SELECT $1::bigint + g AS chat, g::float8 AS pos FROM generate_series(0, $2::int - 1) g
         UNION ALL
         SELECT $1::bigint + $2::int + (g % $3::int), (g * $2::float8) / ($3::int * $4::int)
           FROM generate_series(0, $3::int * $4::int - 1) g
       ) q ORDER BY pos`,
      [chatBase, single, Math.max(busy, 1), busy ? PER_BUSY_CHAT : 0],
    );

    const t0 = Date.now();
    for (const i of instances) i.jobs.onApplicationBootstrap(); // OUTBOX_WORKER on: campaign, send while leading
    const okSends = () => fake.callsOf('sendMessage', { okOnly: true });

    // halfway, cut the leader's connection: it stops, the lead changes hands, sending goes on
    await until('half of the messages', () => okSends().length >= messages / 2, 120_000);
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    const before = new Set(okSends().map((s) => s.via));
    await c.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted`,
      [LEADER_LOCK_KEY],
    );
    await c.end();
    const cutAt = Date.now();
    const undelivered = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE status <> 'sent'`))[0].n;
    await until('every message', async () => (await undelivered()) === 0, 120_000);
    const doneMs = Date.now() - t0;
    await sleep(300); // anything sent twice would show up right behind the last one

    const sends = okSends();
    const times = sends.map((s) => s.at).sort((a, b) => a - b);
    const perChat = new Map();
    for (const s of sends) {
      const chat = String(s.payload.chat_id);
      perChat.set(chat, [...(perChat.get(chat) ?? []), s.at]);
    }
    const expected = single + busy * PER_BUSY_CHAT;
    const gaps = [...perChat.values()]
      .filter((ts) => ts.length > 1)
      .flatMap((ts) => ts.sort((a, b) => a - b).flatMap((t, k) => (k ? [t - ts[k - 1]] : [])));
    const seconds = perSecond(times);
    const spanS = (times[times.length - 1] - times[0]) / 1000;
    const after = new Set(sends.filter((s) => s.at > cutAt).map((s) => s.via));
    return {
      goals: GOALS,
      instances: instances.length,
      messages: expected,
      sent: sends.length,
      // every row is 'sent' by now, so any call beyond one per row sent something twice
      duplicates: sends.length - expected,
      undelivered: await undelivered(),
      doneMs,
      achievedPerSecond: Math.round((sends.length / spanS) * 10) / 10,
      medianPerSecond: median(seconds),
      perSecond: seconds,
      /** The longest pause between two sends: the hand-over (retry interval + one per-chat interval). */
      longestPauseMs: times.slice(1).reduce((m, t, k) => Math.max(m, t - times[k]), 0),
      maxPerSecondWindow: maxInWindow(times, 1000),
      minPerChatGapMs: gaps.length ? Math.min(...gaps) : null,
      sendersBeforeCut: [...before].sort(),
      sendersAfterCut: [...after].sort(),
    };
  } finally {
    for (const i of instances) await i.jobs.onModuleDestroy().catch(() => undefined);
    for (const i of instances) await i.leader.stop().catch(() => undefined);
    for (const i of instances) await i.ds.destroy().catch(() => undefined);
    await fake.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  }
}

function verdicts(r) {
  return {
    rate: r.maxPerSecondWindow <= GOALS.maxPerSecond && r.medianPerSecond >= GOALS.minSustainedPerSecond,
    once: r.duplicates === 0 && r.undelivered === 0 && r.sent === r.messages,
    perChat: r.minPerChatGapMs === null || r.minPerChatGapMs >= GOALS.perChatGapMs - 50,
  };
}

module.exports = { runClusterSenderBench, verdicts };

if (require.main === module) {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--messages');
  const messages = i >= 0 ? Number(argv[i + 1]) : 200;
  runClusterSenderBench({ messages }).then(
    (r) => {
      if (argv.includes('--json')) console.log(JSON.stringify(r));
      else console.log({ ...r, verdicts: verdicts(r) });
      process.exit(0);
    },
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
