import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { RoundLoop } from '../common/round-loop';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { NotificationsService } from '../notifications/notifications.service';
import { CalendarClients } from './calendar-clients';
import { runCalendarEventsOnce, runCalendarSyncOnce, type SyncDeps } from './calendar-sync-rounds';

/**
 * Runs the sync's rounds on every instance (the database shares out the rows) while a key is set: busy times
 * in and bookings' events out, then again after the reminder poll interval. Tests call runOnce with a clock.
 */
@Injectable()
export class CalendarSyncRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CalendarSyncRunner');
  private readonly loop = new RoundLoop(
    'calendar-sync',
    () => this.round(),
    this.logger,
    () => this.config.reminderPollMs * 2,
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly clients: CalendarClients,
    private readonly notifications: NotificationsService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.reminderRunner && this.config.calendarSecretKey) this.loop.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.loop.stop();
  }

  private async round(): Promise<number> {
    await this.runOnce();
    return this.config.reminderPollMs;
  }

  deps(): SyncDeps | null {
    const key = this.config.calendarSecretKey;
    if (!key) return null;
    return {
      key,
      providers: this.clients.all,
      syncMinutes: this.config.calendarSyncMinutes,
      enqueue: (drafts, m) => this.notifications.enqueue(drafts, m),
    };
  }

  async runOnce(nowMs: number = this.clock.now()): Promise<{ synced: number; events: number }> {
    const deps = this.deps();
    if (!deps) return { synced: 0, events: 0 };
    const synced = await runCalendarSyncOnce(this.db, nowMs, deps);
    const events = await runCalendarEventsOnce(this.db, nowMs, deps);
    return { synced, events };
  }
}
