import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { defineJob, type JobName } from '../jobs/job';
import type { NotificationsService } from '../notifications/notifications.service';
import { dispatchReviewRequests, type ReviewRequestBatchResult } from './review-request-dispatch';

export const REVIEW_REQUESTS_JOB = 'review-requests' as JobName<ReviewRequestBatchResult>;

const logger = new Logger('ReviewRequests');

/** One batch of the clients' review requests due two hours after a visit, in one transaction. */
export async function runReviewRequestsOnce(
  db: DataSource,
  nowMs: number,
  notifications: NotificationsService,
  batchSize: number,
): Promise<ReviewRequestBatchResult> {
  const q = await db.transaction((m) => dispatchReviewRequests(m, notifications, nowMs, batchSize));
  if (q.claimed > 0) logger.log(`review requests: claimed ${q.claimed}, queued ${q.sent}`);
  return q;
}

/** On every instance with the reminders (REMINDER_RUNNER, REMINDER_POLL_MS): the same due-row scheme. */
export const reviewRequestsJob = (db: DataSource, notifications: NotificationsService, config: AppConfig) =>
  defineJob({
    name: REVIEW_REQUESTS_JOB,
    scope: 'every-instance',
    enabledBy: (c) => c.reminderRunner,
    round: (at) => runReviewRequestsOnce(db, at.nowMs, notifications, at.batchSize),
    next: (r, at) => (r.claimed >= at.batchSize ? 0 : config.reminderPollMs),
    errorDelayMs: () => config.reminderPollMs * 2,
  });
