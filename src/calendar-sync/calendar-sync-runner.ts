import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { defineJob, type Job, type JobName } from '../jobs/job';
import { NotificationsService } from '../notifications/notifications.service';
import { CalendarClients } from './calendar-clients';
import { runCalendarEventsOnce, runCalendarSyncOnce, type SyncDeps } from './calendar-sync-rounds';

export interface CalendarSyncRunResult {
  synced: number;
  events: number;
}

export const CALENDAR_SYNC_JOB = 'calendar-sync' as JobName<CalendarSyncRunResult>;

/**
 * The `calendar-sync` job: runs the sync's rounds on every instance (the database shares out the rows) while a key is set: busy times
 * in and bookings' events out, then again after the reminder poll interval. Tests call runOnce with a clock.
 */
@Injectable()
export class CalendarSyncRunner {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly clients: CalendarClients,
    private readonly notifications: NotificationsService,
  ) {}

  job(): Job<CalendarSyncRunResult> {
    return defineJob({
      name: CALENDAR_SYNC_JOB,
      scope: 'every-instance',
      enabledBy: (config) => config.reminderRunner && !!config.calendarSecretKey,
      round: (at) => this.runOnce(at.nowMs),
      next: () => this.config.reminderPollMs,
      errorDelayMs: () => this.config.reminderPollMs * 2,
    });
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

  async runOnce(nowMs: number = this.clock.now()): Promise<CalendarSyncRunResult> {
    const deps = this.deps();
    if (!deps) return { synced: 0, events: 0 };
    const synced = await runCalendarSyncOnce(this.db, nowMs, deps);
    const events = await runCalendarEventsOnce(this.db, nowMs, deps);
    return { synced, events };
  }
}
