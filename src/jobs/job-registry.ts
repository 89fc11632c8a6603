import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { LeaderElection } from '../cluster/leader-election';
import { CLOCK, Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import type { Job, JobName, RoundContext } from './job';
import { LeaderJob } from './leader-job';
import { RoundLoop } from './round-loop';

const DEFAULT_BATCH_SIZE = 100;

interface Running {
  start(): void;
  stop(): Promise<void>;
  wake(): void;
}

/**
 * Every background job of the app (see job.ts for how a feature registers one). At start-up the enabled ones
 * start: an every-instance job on its own round loop, a leader job on a loop gated by the leader election
 * (which then starts campaigning); at shutdown they stop, each waiting for its running round.
 */
@Injectable()
export class JobRegistry implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly jobs = new Map<string, Job<unknown>>();
  private readonly running = new Map<string, Running>();
  private booted = false;
  private held = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly leader: LeaderElection,
  ) {}

  register<R>(job: Job<R>): void {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    this.jobs.set(job.name, job);
    if (this.booted && !this.held && job.enabledBy(this.config)) this.start(job.name);
  }

  onApplicationBootstrap(): void {
    this.booted = true;
    if (!this.held) this.startEnabled();
  }

  /**
   * Called before the app boots: the enabled jobs wait for release() instead of starting at bootstrap, so a
   * server's first rounds do not stand between its start and its first answer (main.ts releases them
   * shortly after listening).
   */
  hold(): void {
    this.held = true;
  }

  /** Starts the enabled jobs held by hold() (nothing if none were held or they already run). */
  release(): void {
    if (!this.held) return;
    this.held = false;
    if (this.booted) this.startEnabled();
  }

  private startEnabled(): void {
    for (const job of this.jobs.values()) if (job.enabledBy(this.config)) this.start(job.name);
  }

  async onModuleDestroy(): Promise<void> {
    this.booted = false; // a release() after shutdown starts nothing
    await Promise.all([...this.running.keys()].map((name) => this.stop(name)));
  }

  /** One round at `nowMs` (default: the clock's now), whether or not the job runs by itself. */
  runOnce<R>(name: JobName<R>, nowMs: number = this.clock.now(), opts: { batchSize?: number } = {}): Promise<R> {
    const job = this.job(name);
    return job.round(this.context(job, nowMs, () => true, opts.batchSize)) as Promise<R>;
  }

  /** Work was just queued on this instance: a round of `name` now rather than at its next poll. */
  wake(name: string): void {
    this.running.get(name)?.wake();
  }

  /** Starts a job's loop by hand (a test of a job the config leaves off); nothing if running. */
  start(name: string): void {
    if (this.running.has(name)) return;
    const job = this.job(name);
    const round = async (stillLeading: () => boolean): Promise<number> => {
      const at = this.context(job, this.clock.now(), stillLeading);
      return job.next(await job.round(at), at);
    };
    let loop: Running;
    if (job.scope === 'leader') {
      const gated = new LeaderJob(job.name, this.leader, round, this.logger, {
        firstRoundDelayMs: job.firstRoundDelayMs?.(),
        errorDelayMs: job.errorDelayMs(),
      });
      loop = { start: () => gated.start(), stop: () => gated.stop(), wake: () => undefined };
    } else {
      const always = () => true;
      loop = new RoundLoop(
        job.name,
        () => round(always),
        this.logger,
        () => job.errorDelayMs(),
        job.firstRoundDelayMs?.(),
      );
    }
    this.running.set(name, loop);
    loop.start();
    if (job.scope === 'leader') this.leader.start();
  }

  /** Stops a job's loop and waits for its running round. */
  async stop(name: string): Promise<void> {
    const loop = this.running.get(name);
    this.running.delete(name);
    await loop?.stop();
  }

  private job(name: string): Job<unknown> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return job;
  }

  private context(job: Job<unknown>, nowMs: number, stillLeading: () => boolean, batchSize?: number): RoundContext {
    return { nowMs, batchSize: batchSize ?? job.batchSize ?? DEFAULT_BATCH_SIZE, stillLeading };
  }
}
