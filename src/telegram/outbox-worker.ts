import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Api, GrammyError, HttpError } from 'grammy';
import { BOT_API } from '../bot-api/bot-api.module';
import { DataSource } from 'typeorm';
import { renderNotification, UnknownNotificationError } from '../../bot/notifications/render';
import type { RenderedNotification } from '../../bot/notifications/rendered';
import { ownTextWithSeries } from '../../bot/notifications/templates';
import { langOf } from '../../bot/locales';
import { ownTextOf } from '../notification-templates/own-text';
import { tellTemplateBrokenOnce } from '../notification-templates/template-broken.sql';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { defineJob, type Job, type JobName } from '../jobs/job';
import { staleReminders } from '../reminders/stale-reminders';
import { DEFAULT_OUTBOX_POLICY, OutboxPolicy, OutboxRunResult, OutboxTiming, realTiming } from './outbox-policy';
import { AttachmentGoneError, attachmentOf, sendNotice } from './outbox-attachments';
import {
  ClaimedRow,
  claimDue,
  finish,
  languagesOf,
  release,
  renewLease,
  retryLater,
} from '../notifications/outbox-rows';

export const OUTBOX_JOB = 'outbox' as JobName<OutboxRunResult>;

/**
 * Delivers the durable outbox (outbox_messages) through the Bot API. Rows are claimed under a lease
 * (outbox-rows.ts), so several workers never take the same row and a crashed worker's rows come back.
 * With OUTBOX_WORKER on, rounds run only on the leading instance (the `outbox` job's scope is 'leader'): one
 * sender for all instances, so Telegram's limits (about 30 messages a second, 1 a second per chat) hold overall.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger('OutboxWorker');
  private timing: OutboxTiming = realTiming;
  private policy: OutboxPolicy = DEFAULT_OUTBOX_POLICY;
  private readonly lastSentToChat = new Map<string, number>();
  /** The earliest moment of the next send (ms since epoch): one slot every 1/messagesPerSecond s. */
  private nextSendAt = 0;
  /** After a 429 nothing is sent before this moment (ms since epoch). */
  private pausedUntil = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    // its timeout ends a send before the row's lease does (botApiTimeoutSeconds)
    @Inject(BOT_API) private readonly api: Api,
  ) {
    this.policy = { ...DEFAULT_OUTBOX_POLICY, leaseSeconds: config.outboxLeaseSeconds };
  }

  /** Tests: a frozen or stepping clock and a sleep that returns at once. */
  useTiming(timing: Partial<OutboxTiming>): void {
    this.timing = { ...this.timing, ...timing };
  }

  usePolicy(policy: Partial<OutboxPolicy>): void {
    this.policy = { ...this.policy, ...policy };
  }

  onApplicationBootstrap(): void {
    if (this.config.outboxWorker && this.config.botTokenGenerated) {
      this.logger.warn('OUTBOX_WORKER is on but BOT_TOKEN is not set: notifications stay pending');
    }
  }

  /** The sender as a job of the leading instance (registered by TelegramModule). */
  job(): Job<OutboxRunResult> {
    return defineJob({
      name: OUTBOX_JOB,
      scope: 'leader',
      enabledBy: (c) => c.outboxWorker && !c.botTokenGenerated,
      round: (at) => this.runOnce(at.stillLeading),
      next: (r) => this.delayAfter(r),
      // the previous sender's last second is unknown here: wait it out so the per-chat pace holds
      firstRoundDelayMs: () => this.policy.perChatIntervalMs,
      errorDelayMs: () => this.policy.idleMs * 5,
    });
  }

  /** The wait before the next round. */
  private delayAfter(r: OutboxRunResult): number {
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

    const rows = await claimDue(this.db, now, this.lease(now), this.policy.batchSize);
    result.claimed = rows.length;
    if (rows.length === 0) return result;
    const languages = await languagesOf(this.db, rows);
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
      message = await this.withOwnText(row, message, row.user_id ? languages.get(row.user_id) : null);

      await this.pace();
      if (!stillLeading()) {
        await this.release(row, this.timing.now());
        result.deferred++;
        continue;
      }
      // The lease was taken at claim time; a long batch could outlive it. Renew it just before
      // sending, and only if the row is still ours (nobody reclaimed it after an expiry).
      if (!(await renewLease(this.db, row, this.lease()))) {
        result.deferred++;
        continue;
      }
      let attachment;
      try {
        attachment = await attachmentOf(
          this.db,
          row,
          row.user_id ? languages.get(row.user_id) : null,
          this.timing.now(),
        );
      } catch (e) {
        if (!(e instanceof AttachmentGoneError)) throw e;
        await this.finish(row, 'failed', e.message);
        result.failed++;
        continue;
      }
      try {
        await sendNotice(this.api, row.chat_id, message, attachment);
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

  /** A client's notice in the business's own words when it has them in force; the buttons stay. */
  private async withOwnText(
    row: ClaimedRow,
    message: RenderedNotification,
    language: string | null | undefined,
  ): Promise<RenderedNotification> {
    const now = this.timing.now();
    const lang = langOf(language);
    const own = ownTextOf(row.kind, row.payload, lang, now.getTime(), this.config.billing === 'stars');
    if (own === null) return message;
    if ('text' in own) return { ...message, text: ownTextWithSeries(row.kind, row.payload, own.text, lang) };
    await tellTemplateBrokenOnce(this.db, own.brokenId, row.kind, now);
    return message;
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
    await retryLater(this.db, row, new Date(now + this.policy.backoffMs(row.attempts)), describe);
    return 'retried';
  }

  private release(row: ClaimedRow, at: Date, lastError: string | null = null): Promise<void> {
    return release(this.db, row, at, lastError);
  }

  private finish(
    row: ClaimedRow,
    status: 'sent' | 'failed' | 'undeliverable',
    lastError: string | null,
  ): Promise<void> {
    return finish(this.db, row, status, lastError, this.timing.now());
  }

  /** The end of a lease taken at `from` (default: now). */
  private lease(from: Date = this.timing.now()): Date {
    return new Date(from.getTime() + this.policy.leaseSeconds * 1000);
  }

  private forgetOldChats(): void {
    if (this.lastSentToChat.size < 10_000) return;
    const cutoff = this.timing.now().getTime() - this.policy.perChatIntervalMs;
    for (const [chat, at] of this.lastSentToChat) if (at < cutoff) this.lastSentToChat.delete(chat);
  }
}
