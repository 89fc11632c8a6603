import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { Clock } from '../common/clock';
import type { AppConfig } from '../config/app.config';
import { defineJob, type JobName } from '../jobs/job';
import type { ExportJob, ExportMaker } from './export-maker';
import { EXPORT_KEEP_MS } from './export-rules';
import { CLAIM_EXPORT_SQL, EXPIRE_EXPORTS_SQL, FAIL_EXPORT_SQL, FINISH_EXPORT_SQL } from './export.sql';

/** A maker holds its export this long; one that died mid-file leaves it to the next round after that. */
const LEASE_MS = 5 * 60_000;
/** A file that failed this many times is given up ('failed'). */
const MAX_ATTEMPTS = 3;
/** Wait before trying a failed file again. */
const RETRY_MS = 10_000;
/** At most this many files per round, so a long queue does not hold one round for ever. */
const ROUND_MAX = 5;

interface ClaimedExport extends ExportJob {
  id: string;
  user_id: number;
  file_name: string;
  attempts: number;
  locked_until: Date;
}

export interface ExportRunResult {
  made: number;
  failed: number;
}

export const EXPORTS_JOB = 'exports' as JobName<ExportRunResult>;

const logger = new Logger('Exports');

/**
 * One round: expired files are dropped, then up to ROUND_MAX queued ones are made. Each round asks the
 * database what is queued (a restart loses nothing) and claims one export at a time under a lease, so any
 * number of instances share the work and none makes the same file twice at a time. The file and the release
 * of its chat delivery commit in one statement.
 */
export async function runExportsOnce(
  db: DataSource,
  nowMs: number,
  maker: ExportMaker,
  clock: Clock,
): Promise<ExportRunResult> {
  const result: ExportRunResult = { made: 0, failed: 0 };
  await db.query(EXPIRE_EXPORTS_SQL, [new Date(nowMs).toISOString()]);
  for (let i = 0; i < ROUND_MAX; i++) {
    const [claimed] = await claim(db, nowMs);
    if (!claimed) break;
    if (await makeOne(db, claimed, maker, clock)) result.made++;
    else result.failed++;
  }
  return result;
}

async function claim(db: DataSource, nowMs: number): Promise<ClaimedExport[]> {
  const [rows]: [ClaimedExport[], number] = await db.query(CLAIM_EXPORT_SQL, [
    new Date(nowMs).toISOString(),
    new Date(nowMs + LEASE_MS).toISOString(),
  ]);
  return rows;
}

async function makeOne(db: DataSource, job: ClaimedExport, maker: ExportMaker, clock: Clock): Promise<boolean> {
  const started = Date.now();
  try {
    const content = await maker.make(job);
    const done = clock.now();
    await db.query(FINISH_EXPORT_SQL, [
      job.id,
      job.locked_until,
      content,
      new Date(done).toISOString(),
      new Date(done + EXPORT_KEEP_MS).toISOString(),
    ]);
    logger.log(`export ${job.kind}.${job.format}: ${content.length} bytes in ${Date.now() - started} ms`);
    return true;
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    logger.error(`export ${job.id} (${job.kind}.${job.format}) failed: ${why}`);
    const now = clock.now();
    if (job.attempts >= MAX_ATTEMPTS) {
      await db.query(FAIL_EXPORT_SQL, [job.id, why.slice(0, 500), new Date(now).toISOString()]);
    } else {
      await db.query(`UPDATE exports SET locked_until = $2 WHERE id = $1 AND locked_until = $3`, [
        job.id,
        new Date(now + RETRY_MS).toISOString(),
        job.locked_until,
      ]);
    }
    return false;
  }
}

/**
 * Makes the queued export files off the request on every instance while EXPORT_RUNNER is on. A request on
 * this instance wakes it at once (`jobs.wake(EXPORTS_JOB)`); others are found by the next poll. A full round
 * leaves more queued: the next one at once; else after REMINDER_POLL_MS.
 */
export const exportsJob = (db: DataSource, maker: ExportMaker, clock: Clock, config: AppConfig) =>
  defineJob({
    name: EXPORTS_JOB,
    scope: 'every-instance',
    enabledBy: (c) => c.exportRunner,
    round: (at) => runExportsOnce(db, at.nowMs, maker, clock),
    next: (r) => (r.made + r.failed >= ROUND_MAX ? 0 : config.reminderPollMs),
    errorDelayMs: () => config.reminderPollMs * 2,
  });
