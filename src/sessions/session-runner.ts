import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { defineJob, type Job, type JobName } from '../jobs/job';
import { NotificationsService } from '../notifications/notifications.service';
import { runSessionMinimumOnce, runSessionSummariesOnce } from './session-rounds';

export interface SessionRunResult {
  cancelled: number;
  summaries: number;
}

export const GROUP_SESSIONS_JOB = 'group-sessions' as JobName<SessionRunResult>;

/**
 * The `group-sessions` job: group sessions' due work on every instance (the rows decide who does what): the minimum-participants
 * check and the master's summaries of seats. Runs where the other due-rows runners run (REMINDER_RUNNER).
 */
@Injectable()
export class SessionRunner {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notifications: NotificationsService,
  ) {}

  async runOnce(now: number = this.clock.now()): Promise<SessionRunResult> {
    const { cancelled } = await runSessionMinimumOnce(this.db, this.notifications, now);
    const summaries = await runSessionSummariesOnce(this.db, this.notifications, now);
    return { cancelled, summaries };
  }

  job(): Job<SessionRunResult> {
    return defineJob({
      name: GROUP_SESSIONS_JOB,
      scope: 'every-instance',
      enabledBy: (config) => config.reminderRunner,
      round: (at) => this.runOnce(at.nowMs),
      next: () => this.config.reminderPollMs,
      errorDelayMs: () => this.config.reminderPollMs * 2,
    });
  }
}
