import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { defineJob, type JobName } from '../jobs/job';

/** How long a webhook update's id is remembered: Telegram redelivers within hours, not days. */
const PROCESSED_UPDATES_KEEP_HOURS = 72;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export const PROCESSED_UPDATES_PRUNE_JOB = 'processed-updates-prune' as JobName<void>;

const logger = new Logger('Bot');

/** Forgets the update ids older than the keep; a failure is logged, never thrown (the next hour tries again). */
export async function runProcessedUpdatesPruneOnce(db: DataSource): Promise<void> {
  try {
    await db.query(`DELETE FROM processed_updates WHERE created_at < now() - make_interval(hours => $1)`, [
      PROCESSED_UPDATES_KEEP_HOURS,
    ]);
  } catch (e) {
    logger.warn(`pruning processed_updates failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** In webhook mode, every instance prunes the deduplication table hourly (the first prune an hour after start). */
export const processedUpdatesPruneJob = (db: DataSource) =>
  defineJob({
    name: PROCESSED_UPDATES_PRUNE_JOB,
    scope: 'every-instance',
    enabledBy: (c) => c.botMode === 'webhook',
    round: () => runProcessedUpdatesPruneOnce(db),
    next: () => PRUNE_EVERY_MS,
    errorDelayMs: () => PRUNE_EVERY_MS,
    firstRoundDelayMs: () => PRUNE_EVERY_MS,
  });
