import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { NotificationsService } from '../notifications/notifications.service';
import { CLOCK, Clock } from '../common/clock';
import { AgendaBatchResult, dispatchAgendas } from './agenda-dispatch';
import { dispatchReminders, ReminderBatchResult } from './reminder-dispatch';
import { dispatchBillingGrace } from '../billing/billing-grace';
import { dispatchReviewRequests, ReviewRequestBatchResult } from '../reviews/review-request-dispatch';

export interface ReminderRunResult {
  reminders: ReminderBatchResult;
  agendas: AgendaBatchResult;
  /** The clients' review requests two hours after a visit (same due-row scheme). */
  reviewRequests: ReviewRequestBatchResult;
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
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notifications: NotificationsService,
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
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running.catch(() => undefined);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then((r) => {
          this.report(r);
          const full = [r.reminders, r.agendas, r.reviewRequests].some((x) => x.claimed >= this.batchSize);
          this.schedule(full ? 0 : this.idleMs);
        })
        .catch((e: unknown) => {
          this.logger.error(`reminder round failed: ${e instanceof Error ? e.message : String(e)}`);
          this.schedule(this.idleMs * 2);
        });
    }, delayMs);
  }

  /** A line for each round that claimed something (on several instances: which one queued what). */
  private report({ reminders: r, agendas: g, reviewRequests: q }: ReminderRunResult): void {
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
    const billingGrace =
      this.config.billing === 'stars'
        ? await this.db.transaction((m) => dispatchBillingGrace(m, this.notifications, nowMs))
        : { sent: 0 };
    return { reminders, agendas, reviewRequests, billingGrace };
  }
}
