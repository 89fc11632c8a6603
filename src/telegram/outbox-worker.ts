import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Api, GrammyError, HttpError } from 'grammy';
import { DataSource } from 'typeorm';
import { renderNotification, UnknownNotificationError } from '../../bot/notifications/render';
import { LeaderElection } from '../cluster/leader-election';
import type { LeaderJob } from '../cluster/leader-job';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { staleReminders } from '../reminders/stale-reminders';

/** Time as the worker sees it; tests replace it so nothing sleeps. */
export interface OutboxTiming {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export interface OutboxPolicy {
  batchSize: number;
  /** A claimed row belongs to its worker this long; after that a crashed claim is retried. */
  leaseSeconds: number;
  /** Give up ('failed') after this many attempts on 5xx / network errors. */
  maxAttempts: number;
  /** Overall sending pace (Telegram: about 30 messages per second). */
  messagesPerSecond: number;
  /** At most one message per chat per this interval (Telegram: about 1 per second). */
  perChatIntervalMs: number;
  /** Delay before retry number `attempt` (1-based) after a 5xx or network error. */
  backoffMs(attempt: number): number;
  /** Idle wait of the timer loop when nothing was due. */
  idleMs: number;
}

export interface OutboxRunResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  undeliverable: number;
  /** Not sent now: per-chat pace or a 429 pause (released, uncounted), or a lease lost to another worker. */
  deferred: number;
  /** Dropped unsent ('failed', last_error 'expired: …'): a reminder whose booking started, moved or ended. */
  expired: number;
}

interface ClaimedRow {
  id: string;
  chat_id: string;
  user_id: number | null;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  /** This worker's lease; the row is ours while it is unchanged. */
  locked_until: Date;
}

const realTiming: OutboxTiming = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export const DEFAULT_OUTBOX_POLICY: OutboxPolicy = {
  batchSize: 30,
  leaseSeconds: 60,
  maxAttempts: 8,
  messagesPerSecond: 25,
  perChatIntervalMs: 1000,
  // 5 s, 10 s, 20 s … capped at 30 min, with a little jitter so instances do not retry in lockstep
  backoffMs: (attempt) => Math.min(5000 * 2 ** (attempt - 1), 30 * 60 * 1000) * (1 + Math.random() * 0.2),
  idleMs: 1000,
};

/**
 * Delivers the durable outbox (outbox_messages) through the Bot API.
 * Claim = one UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING, so several workers
 * never take the same row; a claim is a lease (locked_until), so a crashed worker's rows come back.
 * With OUTBOX_WORKER on, rounds run only on the leading instance (LeaderElection): one sender for all
 * instances, so Telegram's limits (about 30 messages a second, 1 a second per chat) hold overall.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OutboxWorker');
  private timing: OutboxTiming = realTiming;
  private policy: OutboxPolicy = DEFAULT_OUTBOX_POLICY;
  private readonly api: Api;
  private readonly lastSentToChat = new Map<string, number>();
  /** The earliest moment of the next send (ms since epoch): one slot every 1/messagesPerSecond s. */
  private nextSendAt = 0;
  /** After a 429 nothing is sent before this moment (ms since epoch). */
  private pausedUntil = 0;
  private job: LeaderJob | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly leader: LeaderElection,
  ) {
    this.policy = { ...DEFAULT_OUTBOX_POLICY, leaseSeconds: config.outboxLeaseSeconds };
    // a send never outlives its row's lease (else the next sender could take the row while it is in flight)
    const timeoutSeconds = Math.max(1, Math.min(20, config.outboxLeaseSeconds - 1));
    this.api = new Api(config.botToken, { apiRoot: config.telegramApiRoot, timeoutSeconds });
  }

  /** Tests: a frozen or stepping clock and a sleep that returns at once. */
  useTiming(timing: Partial<OutboxTiming>): void {
    this.timing = { ...this.timing, ...timing };
  }

  usePolicy(policy: Partial<OutboxPolicy>): void {
    this.policy = { ...this.policy, ...policy };
  }

  onApplicationBootstrap(): void {
    if (!this.config.outboxWorker) return;
    if (this.config.botTokenGenerated) {
      this.logger.warn('OUTBOX_WORKER is on but BOT_TOKEN is not set: notifications stay pending');
      return;
    }
    this.job = this.leader.whileLeader('outbox', (stillLeading) => this.round(stillLeading), {
      // the previous sender's last second is unknown here: wait it out so the per-chat pace holds
      firstRoundDelayMs: this.policy.perChatIntervalMs,
      errorDelayMs: this.policy.idleMs * 5,
    });
    this.leader.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.job?.stop();
  }

  /** One round of the timer loop; returns the wait before the next one. */
  private async round(stillLeading: () => boolean): Promise<number> {
    const r = await this.runOnce(stillLeading);
    const paused = this.pausedUntil - this.timing.now().getTime();
    return paused > 0 ? paused : r.claimed > 0 ? 0 : this.policy.idleMs;
  }

  /**
   * One delivery round: claim due rows, send them at Telegram's pace, record each outcome. When
   * `stillLeading` turns false (this instance lost the lead) the rest of the claim goes back unsent.
   */
  async runOnce(stillLeading: () => boolean = () => true): Promise<OutboxRunResult> {
    const result: OutboxRunResult = {
      claimed: 0,
      sent: 0,
      retried: 0,
      failed: 0,
      undeliverable: 0,
      deferred: 0,
      expired: 0,
    };
    const now = this.timing.now();
    if (now.getTime() < this.pausedUntil) return result;

    const rows = await this.claim(now);
    result.claimed = rows.length;
    if (rows.length === 0) return result;
    const languages = await this.languagesOf(rows);
    const stale = await staleReminders(this.db, rows, now);

    for (const row of rows) {
      const expiredBecause = stale.get(row.id);
      if (expiredBecause) {
        await this.finish(row, 'failed', `expired: ${expiredBecause}`);
        result.expired++;
        continue;
      }
      const at = this.timing.now().getTime();
      if (at < this.pausedUntil) {
        await this.release(row, new Date(this.pausedUntil));
        result.deferred++;
        continue;
      }
      const lastToChat = this.lastSentToChat.get(row.chat_id);
      if (lastToChat !== undefined && at - lastToChat < this.policy.perChatIntervalMs) {
        await this.release(row, new Date(lastToChat + this.policy.perChatIntervalMs));
        result.deferred++;
        continue;
      }

      let message;
      try {
        message = renderNotification(
          row.kind,
          row.payload,
          row.user_id ? languages.get(row.user_id) : null,
          this.config.webappUrl,
        );
      } catch (e) {
        if (!(e instanceof UnknownNotificationError) && !(e instanceof TypeError)) throw e;
        await this.finish(row, 'failed', e.message);
        result.failed++;
        continue;
      }

      await this.pace();
      if (!stillLeading()) {
        await this.release(row, this.timing.now());
        result.deferred++;
        continue;
      }
      // The lease was taken at claim time; a long batch could outlive it. Renew it just before
      // sending, and only if the row is still ours (nobody reclaimed it after an expiry).
      if (!(await this.renew(row))) {
        result.deferred++;
        continue;
      }
      try {
        await this.api.sendMessage(row.chat_id, message.text, {
          reply_markup: message.reply_markup,
          link_preview_options: { is_disabled: true },
        });
      } catch (e) {
        const outcome = await this.onSendError(row, e);
        result[outcome]++;
        continue;
      }
      this.lastSentToChat.set(row.chat_id, this.timing.now().getTime());
      await this.finish(row, 'sent', null);
      result.sent++;
    }
    this.forgetOldChats();
    return result;
  }

  private async renew(row: ClaimedRow): Promise<boolean> {
    const lease = new Date(this.timing.now().getTime() + this.policy.leaseSeconds * 1000);
    const [rows]: [unknown[], number] = await this.db.query(
      `UPDATE outbox_messages SET locked_until = $2 WHERE id = $1 AND status = 'sending' AND locked_until = $3 RETURNING id`,
      [row.id, lease, row.locked_until],
    );
    if (rows.length === 0) return false;
    row.locked_until = lease;
    return true;
  }

  private async claim(now: Date): Promise<ClaimedRow[]> {
    const lease = new Date(now.getTime() + this.policy.leaseSeconds * 1000);
    return this.db
      .query(
        `UPDATE outbox_messages o
          SET status = 'sending', locked_until = $2, attempts = o.attempts + 1
        WHERE o.id IN (
          SELECT id FROM outbox_messages
           WHERE (status = 'pending' AND next_attempt_at <= $1)
              OR (status = 'sending' AND locked_until < $1)
           ORDER BY id
           LIMIT $3
           FOR UPDATE SKIP LOCKED)
      RETURNING o.id, o.chat_id, o.user_id, o.kind, o.payload, o.attempts, o.locked_until`,
        [now, lease, this.policy.batchSize],
      )
      .then(([rows]: [ClaimedRow[], number]) => rows.sort((a, b) => Number(a.id) - Number(b.id))); // UPDATE: [rows, count]
  }

  private async languagesOf(rows: ClaimedRow[]): Promise<Map<number, string | null>> {
    const ids = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Map();
    const users: { id: number; language_code: string | null }[] = await this.db.query(
      `SELECT id, language_code FROM users WHERE id = ANY($1::int[])`,
      [ids],
    );
    return new Map(users.map((u) => [u.id, u.language_code]));
  }

  /**
   * Keeps the overall pace under Telegram's limit: each send takes the next slot of a fixed grid (one per
   * 1/messagesPerSecond s), so a timer that fires late is made up by the next wait instead of slowing
   * every later send; after an idle spell the grid starts again from now.
   */
  private async pace(): Promise<void> {
    const now = this.timing.now().getTime();
    const slot = Math.max(this.nextSendAt, now);
    this.nextSendAt = slot + 1000 / this.policy.messagesPerSecond;
    if (slot > now) await this.timing.sleep(slot - now);
  }

  private async onSendError(row: ClaimedRow, e: unknown): Promise<'retried' | 'failed' | 'undeliverable' | 'deferred'> {
    const now = this.timing.now().getTime();
    const describe = e instanceof Error ? e.message.slice(0, 500) : String(e);
    if (e instanceof GrammyError) {
      if (e.error_code === 429) {
        const retryAfterS = e.parameters.retry_after ?? 1;
        this.pausedUntil = Math.max(this.pausedUntil, now + retryAfterS * 1000);
        await this.release(row, new Date(now + retryAfterS * 1000), describe);
        return 'deferred';
      }
      if (e.error_code === 403) {
        await this.finish(row, 'undeliverable', describe);
        return 'undeliverable';
      }
      if (e.error_code < 500) {
        await this.finish(row, 'failed', describe);
        return 'failed';
      }
    } else if (!(e instanceof HttpError)) {
      throw e;
    }
    // 5xx or a network error: back off and retry, up to maxAttempts
    if (row.attempts >= this.policy.maxAttempts) {
      await this.finish(row, 'failed', describe);
      return 'failed';
    }
    await this.db.query(
      `UPDATE outbox_messages SET status = 'pending', locked_until = NULL, next_attempt_at = $2, last_error = $3
        WHERE id = $1 AND status = 'sending'`,
      [row.id, new Date(now + this.policy.backoffMs(row.attempts)), describe],
    );
    return 'retried';
  }

  /** Back to pending without spending an attempt (pace or 429, not the message's fault). */
  private async release(row: ClaimedRow, at: Date, lastError: string | null = null): Promise<void> {
    await this.db.query(
      `UPDATE outbox_messages
          SET status = 'pending', locked_until = NULL, next_attempt_at = $2, attempts = GREATEST(attempts - 1, 0),
              last_error = COALESCE($3, last_error)
        WHERE id = $1 AND status = 'sending'`,
      [row.id, at, lastError],
    );
  }

  private async finish(
    row: ClaimedRow,
    status: 'sent' | 'failed' | 'undeliverable',
    lastError: string | null,
  ): Promise<void> {
    await this.db.query(
      `UPDATE outbox_messages
          SET status = $2::varchar, locked_until = NULL, last_error = $3, sent_at = CASE WHEN $2::varchar = 'sent' THEN $4::timestamptz ELSE sent_at END
        WHERE id = $1 AND status <> 'sent'`, // a row another sender already delivered stays 'sent'
      [row.id, status, lastError, this.timing.now()],
    );
  }

  private forgetOldChats(): void {
    if (this.lastSentToChat.size < 10_000) return;
    const cutoff = this.timing.now().getTime() - this.policy.perChatIntervalMs;
    for (const [chat, at] of this.lastSentToChat) if (at < cutoff) this.lastSentToChat.delete(chat);
  }
}
