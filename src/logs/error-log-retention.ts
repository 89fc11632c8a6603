import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { defineJob, type JobName } from '../jobs/job';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the running app prunes error reports. */
export const ERROR_LOG_PRUNE_EVERY_MS = 10 * 60 * 1000;

export interface ErrorLogRetentionRule {
  /** Reports created more than this many days before `now` go. */
  maxAgeDays: number;
  /** Only the newest this many reports stay. */
  maxRows: number;
}

/** The oldest id the row cap keeps ($1 = maxRows - 1): a backward scan of the primary key. */
const OLDEST_KEPT_ID_SQL = `SELECT id FROM error_logs ORDER BY id DESC OFFSET $1 LIMIT 1`;

/** $1: the oldest creation time kept; $2: the oldest id kept (0 when under the cap). */
export const PRUNE_ERROR_LOGS_SQL = `WITH gone AS (
    DELETE FROM error_logs WHERE created_at < $1 OR id < $2 RETURNING 1
  )
  SELECT count(*)::int AS deleted FROM gone`;

/**
 * Deletes the error reports older than the rule allows and all but the newest `maxRows`, in one DELETE
 * that reaches its rows through error_logs_created_at_idx and the primary key (the id bound is looked
 * up first, so the planner sees how few rows each side matches). Returns how many reports were deleted.
 */
export async function pruneErrorLogs(db: DataSource, now: Date, rule: ErrorLogRetentionRule): Promise<number> {
  const cutoff = new Date(now.getTime() - rule.maxAgeDays * DAY_MS);
  const oldestKept: { id: number }[] = await db.query(OLDEST_KEPT_ID_SQL, [rule.maxRows - 1]);
  const rows: { deleted: number }[] = await db.query(PRUNE_ERROR_LOGS_SQL, [cutoff, oldestKept[0]?.id ?? 0]);
  return rows[0]?.deleted ?? 0;
}

export const ERROR_LOG_PRUNE_JOB = 'error-log-prune' as JobName<number>;

const logger = new Logger('ErrorLogRetention');

/** One prune by the configured rule; a failure is logged, never thrown (the next round tries again). */
export async function runErrorLogPruneOnce(db: DataSource, now: Date, config: AppConfig): Promise<number> {
  try {
    const deleted = await pruneErrorLogs(db, now, {
      maxAgeDays: config.errorLogMaxAgeDays,
      maxRows: config.errorLogMaxRows,
    });
    if (deleted > 0) logger.log(`deleted ${deleted} old error reports`);
    return deleted;
  } catch (e) {
    logger.warn(`error reports not pruned: ${e instanceof Error ? e.message : String(e)}`);
    return 0;
  }
}

/** Keeps error_logs bounded while the app runs: a prune every ERROR_LOG_PRUNE_EVERY_MS on every instance. */
export const errorLogPruneJob = (db: DataSource, config: AppConfig) =>
  defineJob({
    name: ERROR_LOG_PRUNE_JOB,
    scope: 'every-instance',
    enabledBy: () => true,
    round: (at) => runErrorLogPruneOnce(db, new Date(at.nowMs), config),
    next: () => ERROR_LOG_PRUNE_EVERY_MS,
    errorDelayMs: () => ERROR_LOG_PRUNE_EVERY_MS,
    firstRoundDelayMs: () => ERROR_LOG_PRUNE_EVERY_MS,
  });
