import type { INestApplicationContext } from '@nestjs/common';
import { BILLING_GRACE_JOB } from '../../src/billing/billing-grace';
import { JobRegistry } from '../../src/jobs/job-registry';
import { REMINDERS_JOB, type ReminderRunResult } from '../../src/reminders/reminder-job';
import { REVIEW_REQUESTS_JOB } from '../../src/reviews/review-request-job';
import type { ReviewRequestBatchResult } from '../../src/reviews/review-request-dispatch';
import { WEEKLY_DIGESTS_JOB } from '../../src/statistics/digest/digest-job';
import type { DigestBatchResult } from '../../src/statistics/digest/digest.service';

export interface DueRoundsResult extends ReminderRunResult {
  reviewRequests: ReviewRequestBatchResult;
  digests: DigestBatchResult;
  billingGrace: { sent: number };
}

/**
 * The due-row jobs that notify people at a time (reminders and agendas, review requests, weekly digests, plan
 * grace notices), one round of each in turn on `app`'s job registry: what a test moving the clock wants run.
 * `batchSize` shrinks the batches (several instances sharing the rows).
 */
export function dueRounds(app: INestApplicationContext) {
  const jobs = app.get(JobRegistry);
  return {
    batchSize: undefined as number | undefined,
    async runOnce(ms?: number): Promise<DueRoundsResult> {
      const opts = { batchSize: this.batchSize };
      const r = await jobs.runOnce(REMINDERS_JOB, ms, opts);
      const reviewRequests = await jobs.runOnce(REVIEW_REQUESTS_JOB, ms, opts);
      const digests = await jobs.runOnce(WEEKLY_DIGESTS_JOB, ms, opts);
      const billingGrace = await jobs.runOnce(BILLING_GRACE_JOB, ms, opts);
      return { ...r, reviewRequests, digests, billingGrace };
    },
  };
}
