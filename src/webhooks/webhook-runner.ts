import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock';
import type { Resolve } from '../common/public-address';
import { RoundLoop } from '../common/round-loop';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { NotificationsService } from '../notifications/notifications.service';
import { type DeliveryRunResult, runWebhookDeliveriesOnce } from './webhook-deliveries';

/**
 * Sends the webhooks' due deliveries on every instance that runs the reminder runner (REMINDER_RUNNER), as
 * the deposits' runner does: the database decides who sends which (see runWebhookDeliveriesOnce).
 */
@Injectable()
export class WebhookRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('WebhookRunner');
  /** Tests resolve host names with their own table. */
  resolve: Resolve | undefined;
  private readonly loop = new RoundLoop(
    'webhooks',
    async () => {
      const r = await this.runOnce();
      return r.delivered > 0 ? 0 : this.config.reminderPollMs;
    },
    this.logger,
    () => this.config.reminderPollMs * 2,
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notifications: NotificationsService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.reminderRunner) this.loop.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.loop.stop();
  }

  runOnce(nowMs: number = this.clock.now()): Promise<DeliveryRunResult> {
    return runWebhookDeliveriesOnce(this.db, nowMs, {
      notifications: this.notifications,
      allowPrivate: this.config.webhookAllowPrivate,
      timeoutMs: this.config.webhookTimeoutMs,
      resolve: this.resolve,
    });
  }
}
