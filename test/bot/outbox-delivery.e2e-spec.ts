import { NotificationsService } from '../../src/notifications/notifications.service';
import type { NotificationDraft } from '../../src/notifications/notification-kinds';
import { OutboxWorker } from '../../src/telegram/outbox-worker';
import { createTestApp, TestApp } from '../support/test-app';
import type { FakeBotApi } from '../support/fake-bot-api';
import { BotTest, startBotTest, WEBHOOK_SECRET } from './support';

interface Row {
  id: string;
  chat_id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
}

let chatSeq = 5_000_000 + Math.floor(Math.random() * 1_000_000);

describe('outbox delivery worker', () => {
  let b: BotTest;
  let fake: FakeBotApi;
  const sec = (s: number) => s * 1000;

  beforeAll(async () => {
    b = await startBotTest();
    fake = b.fake;
  });
  afterAll(() => b.close());
  beforeEach(() => {
    fake.reset();
    // rows get next_attempt_at = now() from the database: keep the frozen clock at or after it
    b.clock.ms = Math.max(b.clock.ms, Date.now() + 1000);
  });

  /** One notice per new chat; returns the chat ids (no users: rendered in Russian). */
  async function enqueue(n: number, chat?: number): Promise<number[]> {
    const chats = Array.from({ length: n }, () => chat ?? chatSeq++);
    const drafts: NotificationDraft<'account_unblocked'>[] = chats.map((chatId) => ({
      chatId,
      userId: null,
      kind: 'account_unblocked',
      payload: {},
    }));
    await b.t.app.get(NotificationsService).enqueue(drafts);
    return chats;
  }
  const rowsOf = (chats: number[]): Promise<Row[]> =>
    b.t.db.query(
      `SELECT id, chat_id, status, attempts, next_attempt_at, last_error FROM outbox_messages WHERE chat_id = ANY($1::bigint[]) ORDER BY id`,
      [chats],
    );
  const okSends = (chat: number) => b.messagesTo(chat).length;
  const attemptsTo = (chat: number) =>
    fake.callsOf('sendMessage').filter((c) => Number(c.payload.chat_id) === chat).length;

  it('sends a due row once and marks it sent', async () => {
    const [chat] = await enqueue(1);
    const r = await b.worker.runOnce();
    expect(r.sent).toBe(1);
    expect(okSends(chat)).toBe(1);
    expect((await rowsOf([chat]))[0].status).toBe('sent');
    b.clock.ms += sec(3600);
    await b.worker.runOnce();
    expect(attemptsTo(chat)).toBe(1);
  });

  it('429: waits retry_after (the whole worker pauses), then sends everything once', async () => {
    const chats = await enqueue(3);
    fake.failNext('sendMessage', { status: 429, retryAfter: 7 });
    const first = await b.worker.runOnce();
    expect(first).toMatchObject({ claimed: 3, sent: 0, deferred: 3 });
    for (const row of await rowsOf(chats)) {
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(0); // a 429 is not the message's fault
      expect(new Date(row.next_attempt_at).getTime()).toBe(b.clock.ms + sec(7));
    }
    b.clock.ms += sec(6);
    expect((await b.worker.runOnce()).claimed).toBe(0);
    b.clock.ms += sec(1);
    expect((await b.worker.runOnce()).sent).toBe(3);
    for (const chat of chats) expect(okSends(chat)).toBe(1);
    expect((await rowsOf(chats)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('5xx and network errors: back off (pending + next_attempt_at), then succeed; nothing lost, nothing twice', async () => {
    const [a, c] = await enqueue(2);
    fake.failNext('sendMessage', { status: 500, chatId: a });
    fake.failNext('sendMessage', { drop: true, chatId: c });
    const first = await b.worker.runOnce();
    expect(first).toMatchObject({ claimed: 2, retried: 2, sent: 0 });
    const rows = await rowsOf([a, c]);
    for (const row of rows) {
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(1);
      expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(b.clock.ms);
      expect(row.last_error).toBeTruthy();
    }
    expect((await b.worker.runOnce()).claimed).toBe(0); // not before the backoff
    b.clock.ms += sec(60);
    expect((await b.worker.runOnce()).sent).toBe(2);
    expect(okSends(a)).toBe(1);
    expect(okSends(c)).toBe(1);
  });

  it("gives up as 'failed' after 8 attempts", async () => {
    const [chat] = await enqueue(1);
    fake.failNext('sendMessage', { status: 502, chatId: chat, times: 20 });
    for (let i = 0; i < 12; i++) {
      await b.worker.runOnce();
      b.clock.ms += sec(3600);
    }
    expect(attemptsTo(chat)).toBe(8);
    const [row] = await rowsOf([chat]);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(8);
  });

  it("403 (the user blocked the bot): 'undeliverable', never retried", async () => {
    const [chat] = await enqueue(1);
    fake.failNext('sendMessage', { status: 403, chatId: chat });
    expect((await b.worker.runOnce()).undeliverable).toBe(1);
    b.clock.ms += sec(3600);
    await b.worker.runOnce();
    expect(attemptsTo(chat)).toBe(1);
    expect((await rowsOf([chat]))[0].status).toBe('undeliverable');
    const counts = await b.t.app.get(NotificationsService).counts();
    expect(counts.undeliverable).toBeGreaterThanOrEqual(1);
  });

  it('at most one message per chat per second, in order', async () => {
    const chat = chatSeq++;
    await b.t.app.get(NotificationsService).enqueue([
      { chatId: chat, userId: null, kind: 'account_blocked', payload: {} },
      { chatId: chat, userId: null, kind: 'account_unblocked', payload: {} },
    ]);
    const r = await b.worker.runOnce();
    expect(r).toMatchObject({ sent: 1, deferred: 1 });
    expect((await b.worker.runOnce()).claimed).toBe(0);
    b.clock.ms += sec(1);
    expect((await b.worker.runOnce()).sent).toBe(1);
    const texts = b.messagesTo(chat).map((c) => String(c.payload.text));
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('заблокирован');
    expect(texts[1]).toContain('снова активен');
  });

  it('keeps the overall pace under 30 messages a second', async () => {
    const sleeps: number[] = [];
    b.worker.useTiming({ sleep: (ms) => (sleeps.push(ms), Promise.resolve()) });
    try {
      await enqueue(10);
      expect((await b.worker.runOnce()).sent).toBe(10);
    } finally {
      b.worker.useTiming({ sleep: () => Promise.resolve() });
    }
    // with a frozen clock every send after the first waits the full gap
    expect(sleeps.length).toBeGreaterThanOrEqual(9);
    for (const ms of sleeps) expect(ms).toBeGreaterThanOrEqual(1000 / 30);
  });

  it("a crashed claim's lease expires and the row is sent; a live lease is left alone", async () => {
    const [crashed, live] = await enqueue(2);
    await b.t.db.query(
      `UPDATE outbox_messages SET status = 'sending', attempts = 1, locked_until = $2 WHERE chat_id = $1`,
      [crashed, new Date(b.clock.ms - 1000)],
    );
    await b.t.db.query(
      `UPDATE outbox_messages SET status = 'sending', attempts = 1, locked_until = $2 WHERE chat_id = $1`,
      [live, new Date(b.clock.ms + 30_000)],
    );
    const r = await b.worker.runOnce();
    expect(r.sent).toBe(1);
    expect(okSends(crashed)).toBe(1);
    expect(attemptsTo(live)).toBe(0);
    b.clock.ms += sec(31);
    await b.worker.runOnce();
    expect(okSends(live)).toBe(1);
  });

  it('does not send a row whose lease another worker took over while this one was busy', async () => {
    const [slow, taken] = await enqueue(2);
    fake.failNext('sendMessage', { delayMs: 150, chatId: slow });
    const run = b.worker.runOnce();
    await fake.waitFor('sendMessage', 1);
    // meanwhile the second row's lease expired elsewhere and another worker claimed it
    await b.t.db.query(`UPDATE outbox_messages SET locked_until = $2 WHERE chat_id = $1`, [
      taken,
      new Date(b.clock.ms + 999_000),
    ]);
    const r = await run;
    expect(r).toMatchObject({ sent: 1, deferred: 1 });
    expect(attemptsTo(taken)).toBe(0);
    expect((await rowsOf([taken]))[0].status).toBe('sending');
    await b.t.db.query(`UPDATE outbox_messages SET status = 'sent' WHERE chat_id = $1`, [taken]);
  });

  it('a sender that lost the lead mid-round hands the rest of its claim back unsent, no attempt spent', async () => {
    const chats = await enqueue(3);
    let sends = 1;
    const r = await b.worker.runOnce(() => sends-- > 0);
    expect(r).toMatchObject({ claimed: 3, sent: 1, deferred: 2 });
    const rows = await rowsOf(chats);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'pending', 'pending']);
    expect(rows.slice(1).map((row) => row.attempts)).toEqual([0, 0]);
    expect((await b.worker.runOnce()).sent).toBe(2);
    for (const chat of chats) expect(okSends(chat)).toBe(1);
  });

  describe('two workers on one database', () => {
    let second: TestApp;
    let worker2: OutboxWorker;

    beforeAll(async () => {
      second = await createTestApp({
        databaseUrl: b.t.config.databaseUrl,
        botMode: 'webhook',
        webhookSecret: WEBHOOK_SECRET,
        telegramApiRoot: fake.url,
        outboxWorker: false,
      });
      worker2 = second.app.get(OutboxWorker);
      worker2.useTiming({ now: () => new Date(b.clock.ms), sleep: () => Promise.resolve() });
    });
    afterAll(() => second.close());

    it('send each row exactly once, even with slow replies and failures in between', async () => {
      b.worker.usePolicy({ batchSize: 4 });
      worker2.usePolicy({ batchSize: 4 });
      try {
        const chats = await enqueue(40);
        fake.failNext('sendMessage', { delayMs: 15, times: 40 });
        fake.failNext('sendMessage', { status: 500, chatId: chats[5] });
        fake.failNext('sendMessage', { status: 429, retryAfter: 1, chatId: chats[17] });

        const drain = async (w: OutboxWorker) => {
          let sent = 0;
          for (let i = 0; i < 2000; i++) {
            const r = await w.runOnce();
            sent += r.sent;
            if (r.claimed > 0) continue;
            const [left]: { pending: string; sending: string }[] = await b.t.db.query(
              `SELECT count(*) FILTER (WHERE status = 'pending') AS pending, count(*) FILTER (WHERE status = 'sending') AS sending
                 FROM outbox_messages WHERE chat_id = ANY($1::bigint[])`,
              [chats],
            );
            if (Number(left.pending) + Number(left.sending) === 0) return sent;
            // only retries wait: move time past their backoff, but never past a live lease of the other worker
            if (Number(left.sending) === 0) b.clock.ms += sec(10);
            await new Promise((resolve) => setImmediate(resolve));
          }
          return sent;
        };
        const [sent1, sent2] = await Promise.all([drain(b.worker), drain(worker2)]);
        expect(sent1 + sent2).toBe(40);
        expect(sent1).toBeGreaterThan(0);
        expect(sent2).toBeGreaterThan(0);
        for (const chat of chats) expect(okSends(chat)).toBe(1);
        expect(new Set((await rowsOf(chats)).map((r) => r.status))).toEqual(new Set(['sent']));
      } finally {
        b.worker.usePolicy({ batchSize: 30 });
      }
    });
  });
});

describe('outbox worker timer loop (OUTBOX_WORKER on)', () => {
  it('delivers without runOnce and stops on shutdown', async () => {
    const b = await startBotTest({ outboxWorker: true });
    b.worker.useTiming({ now: () => new Date() });
    try {
      const chat = chatSeq++;
      await b.t.app
        .get(NotificationsService)
        .enqueue([{ chatId: chat, userId: null, kind: 'account_unblocked', payload: {} }]);
      const calls = await b.fake.waitFor('sendMessage', 1, 10_000);
      expect(Number(calls[0].payload.chat_id)).toBe(chat);
    } finally {
      await b.close();
    }
  });
});
