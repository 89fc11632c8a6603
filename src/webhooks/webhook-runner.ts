import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock';
import type { Resolve } from '../common/public-address';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { defineJob, type Job, type JobName } from '../jobs/job';
import { NotificationsService } from '../notifications/notifications.service';
import { type DeliveryRunResult, runWebhookDeliveriesOnce } from './webhook-deliveries';

export const WEBHOOKS_JOB = 'webhooks' as JobName<DeliveryRunResult>;

/**
 * Sends the webhooks' due deliveries: the `webhooks` job, on every instance that runs the reminders
 * (REMINDER_RUNNER), as the deposits' job does; the database decides who sends which (see
 * runWebhookDeliveriesOnce).
 */
@Injectable()
export class WebhookRunner {
  /** Tests resolve host names with their own table. */
  resolve: Resolve | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notifications: NotificationsService,
  ) {}

  runOnce(nowMs: number = this.clock.now()): Promise<DeliveryRunResult> {
    return runWebhookDeliveriesOnce(this.db, nowMs, {
      notifications: this.notifications,
      allowPrivate: this.config.webhookAllowPrivate,
      timeoutMs: this.config.webhookTimeoutMs,
      resolve: this.resolve,
    });
  }

  job(): Job<DeliveryRunResult> {
    return defineJob({
      name: WEBHOOKS_JOB,
      scope: 'every-instance',
      enabledBy: (config) => config.reminderRunner,
      round: (at) => this.runOnce(at.nowMs),
      next: (r) => (r.delivered > 0 ? 0 : this.config.reminderPollMs),
      errorDelayMs: () => this.config.reminderPollMs * 2,
    });
  }
}
