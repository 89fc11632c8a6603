import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { RoundLoop } from '../common/round-loop';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { ExportJob, ExportMaker } from './export-maker';
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

/**
 * Makes the queued export files off the request. Each round asks the database what is queued (a restart
 * loses nothing) and claims one export at a time under a lease, so any number of instances share the work
 * and none makes the same file twice at a time. A request on this instance wakes it at once; others are
 * found by the next poll. The file and the release of its chat delivery commit in one statement.
 */
@Injectable()
export class ExportRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ExportRunner');
  idleMs: number;
  private readonly loop = new RoundLoop(
    'export',
    () => this.round(),
    this.logger,
    () => this.idleMs * 2,
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly maker: ExportMaker,
  ) {
    this.idleMs = config.reminderPollMs;
  }

  onApplicationBootstrap(): void {
    if (this.config.exportRunner) this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** An export was just queued on this instance: make it now rather than at the next poll. */
  wake(): void {
    this.loop.wake();
  }

  /** A full round leaves more queued: the next one at once; else after the poll interval. */
  private async round(): Promise<number> {
    const r = await this.runOnce();
    return r.made + r.failed >= ROUND_MAX ? 0 : this.idleMs;
  }

  /** One round: expired files are dropped, then up to ROUND_MAX queued ones are made. */
  async runOnce(nowMs: number = this.clock.now()): Promise<ExportRunResult> {
    const result: ExportRunResult = { made: 0, failed: 0 };
    await this.db.query(EXPIRE_EXPORTS_SQL, [new Date(nowMs).toISOString()]);
    for (let i = 0; i < ROUND_MAX; i++) {
      const [claimed] = await this.claim(nowMs);
      if (!claimed) break;
      if (await this.makeOne(claimed)) result.made++;
      else result.failed++;
    }
    return result;
  }

  private async claim(nowMs: number): Promise<ClaimedExport[]> {
    const [rows]: [ClaimedExport[], number] = await this.db.query(CLAIM_EXPORT_SQL, [
      new Date(nowMs).toISOString(),
      new Date(nowMs + LEASE_MS).toISOString(),
    ]);
    return rows;
  }

  private async makeOne(job: ClaimedExport): Promise<boolean> {
    const started = Date.now();
    try {
      const content = await this.maker.make(job);
      const done = this.clock.now();
      await this.db.query(FINISH_EXPORT_SQL, [
        job.id,
        job.locked_until,
        content,
        new Date(done).toISOString(),
        new Date(done + EXPORT_KEEP_MS).toISOString(),
      ]);
      this.logger.log(`export ${job.kind}.${job.format}: ${content.length} bytes in ${Date.now() - started} ms`);
      return true;
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      this.logger.error(`export ${job.id} (${job.kind}.${job.format}) failed: ${why}`);
      const now = this.clock.now();
      if (job.attempts >= MAX_ATTEMPTS) {
        await this.db.query(FAIL_EXPORT_SQL, [job.id, why.slice(0, 500), new Date(now).toISOString()]);
      } else {
        await this.db.query(`UPDATE exports SET locked_until = $2 WHERE id = $1 AND locked_until = $3`, [
          job.id,
          new Date(now + RETRY_MS).toISOString(),
          job.locked_until,
        ]);
      }
      return false;
    }
  }
}
