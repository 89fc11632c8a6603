import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app.config';
import { defineJob, type JobName } from '../../jobs/job';
import type { DigestBatchResult, DigestService } from './digest.service';

export const WEEKLY_DIGESTS_JOB = 'weekly-digests' as JobName<DigestBatchResult>;

const logger = new Logger('Digests');

/**
 * One batch of owners' and independent masters' weekly digests due (Monday 09:00 in their zone), outside a
 * transaction: the week's figures are read between the claim and the delivery.
 */
export async function runDigestsOnce(
  digest: DigestService,
  nowMs: number,
  batchSize: number,
): Promise<DigestBatchResult> {
  const d = await digest.dispatch(nowMs, batchSize);
  if (d.claimed > 0) logger.log(`digests: claimed ${d.claimed}, queued ${d.sent}`);
  return d;
}

/** On every instance with the reminders (REMINDER_RUNNER, REMINDER_POLL_MS). */
export const weeklyDigestsJob = (digest: DigestService, config: AppConfig) =>
  defineJob({
    name: WEEKLY_DIGESTS_JOB,
    scope: 'every-instance',
    enabledBy: (c) => c.reminderRunner,
    round: (at) => runDigestsOnce(digest, at.nowMs, at.batchSize),
    next: (r, at) => (r.claimed >= at.batchSize ? 0 : config.reminderPollMs),
    errorDelayMs: () => config.reminderPollMs * 2,
  });
