import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { NotificationsService } from '../notifications/notifications.service';
import { CLOCK, Clock } from '../common/clock';
import { RoundLoop } from '../common/round-loop';
import { AgendaBatchResult, dispatchAgendas } from './agenda-dispatch';
import { dispatchReminders, ReminderBatchResult } from './reminder-dispatch';
import { dispatchBillingGrace } from '../billing/billing-grace';
import { dispatchReviewRequests, ReviewRequestBatchResult } from '../reviews/review-request-dispatch';
import { DigestBatchResult, DigestService } from '../statistics/digest/digest.service';

export interface ReminderRunResult {
  reminders: ReminderBatchResult;
  agendas: AgendaBatchResult;
  /** The clients' review requests two hours after a visit (same due-row scheme). */
  reviewRequests: ReviewRequestBatchResult;
  /** Owners' and independent masters' weekly digests, Monday 09:00 in their zone. */
  digests: DigestBatchResult;
  /** Owners told that their paid plan lapsed (once a day during the grace; billing on only). */
  billingGrace: { sent: number };
}

/**
 * Turns due rows (appointment_reminders, master_agendas) into outbox notices. No in-memory timers hold
 * the work: each round asks the database what is due, so a restart loses nothing, and the claim with
 * FOR UPDATE SKIP LOCKED plus the mark in the same transaction as the notice means any number of instances
 * may run it and nothing is queued twice. Time comes from the injected clock (tests pass `now`).
 */
@Injectable()
export class ReminderRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ReminderRunner');
  batchSize = 100;
  /** Pause between rounds when nothing was due (a reminder is at most this late; REMINDER_POLL_MS). */
  idleMs: number;
  private readonly loop = new RoundLoop(
    'reminder',
    () => this.round(),
    this.logger,
    () => this.idleMs * 2,
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    private readonly digest: DigestService,
  ) {
    this.idleMs = config.reminderPollMs;
  }

  onApplicationBootstrap(): void {
    if (this.config.reminderRunner) this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** A full batch leaves more due: the next round at once; else after the poll interval. */
  private async round(): Promise<number> {
    const r = await this.runOnce();
    this.report(r);
    const full = [r.reminders, r.agendas, r.reviewRequests, r.digests].some((x) => x.claimed >= this.batchSize);
    return full ? 0 : this.idleMs;
  }

  /** A line for each round that claimed something (on several instances: which one queued what). */
  private report({ reminders: r, agendas: g, reviewRequests: q, digests: d }: ReminderRunResult): void {
    if (d.claimed > 0) this.logger.log(`digests: claimed ${d.claimed}, queued ${d.sent}`);
    if (q.claimed > 0) this.logger.log(`review requests: claimed ${q.claimed}, queued ${q.sent}`);
    if (r.claimed > 0) this.logger.log(`reminders: claimed ${r.claimed}, queued ${r.sent}, skipped ${r.skipped}`);
    if (g.claimed > 0) this.logger.log(`agendas: claimed ${g.claimed}, queued ${g.sent}`);
  }

  /** One round: a batch of due reminders, then a batch of due agendas, each in its own transaction. */
  async runOnce(nowMs: number = this.clock.now()): Promise<ReminderRunResult> {
    const reminders = await this.db.transaction((m) => dispatchReminders(m, this.notifications, nowMs, this.batchSize));
    const agendas = await this.db.transaction((m) => dispatchAgendas(m, this.notifications, nowMs, this.batchSize));
    const reviewRequests = await this.db.transaction((m) =>
      dispatchReviewRequests(m, this.notifications, nowMs, this.batchSize),
    );
    // outside a transaction: the week's figures are read between the claim and the delivery
    const digests = await this.digest.dispatch(nowMs, this.batchSize);
    const billingGrace =
      this.config.billing === 'stars'
        ? await this.db.transaction((m) => dispatchBillingGrace(m, this.notifications, nowMs))
        : { sent: 0 };
    return { reminders, agendas, reviewRequests, digests, billingGrace };
  }
}
