import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { RoundLoop } from '../common/round-loop';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { NotificationsService } from '../notifications/notifications.service';
import { runSessionMinimumOnce, runSessionSummariesOnce } from './session-rounds';

/**
 * Group sessions' due work on every instance (the rows decide who does what): the minimum-participants
 * check and the master's summaries of seats. Runs where the other due-rows runners run (REMINDER_RUNNER).
 */
@Injectable()
export class SessionRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SessionRunner');
  private readonly loop = new RoundLoop(
    'group-sessions',
    () => this.round(),
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

  async runOnce(now: number = this.clock.now()): Promise<{ cancelled: number; summaries: number }> {
    const { cancelled } = await runSessionMinimumOnce(this.db, this.notifications, now);
    const summaries = await runSessionSummariesOnce(this.db, this.notifications, now);
    return { cancelled, summaries };
  }

  private async round(): Promise<number> {
    await this.runOnce();
    return this.config.reminderPollMs;
  }
}
