import type { AppConfig } from '../config/app.config';

/**
 * Background work is registered, not hand-rolled: a feature describes its job and registers it in one line in
 * its module (which imports JobsModule), and the registry runs every job with one loop — no timer of its own,
 * no `setInterval` (lint refuses one outside src/jobs/):
 *
 *   constructor(jobs: JobRegistry, … deps) { jobs.register(remindersJob(db, notifications, config)); }
 *
 * where `remindersJob(…)` returns a `Job`: its name, its round (an exported `run…Once(db, now, …)` does the
 * work), whether every instance runs it (due rows claimed with FOR UPDATE SKIP LOCKED) or only the leader
 * (LeaderElection), the switch that enables it, and the wait before the next round. Tests run a round by hand:
 * `app.get(JobRegistry).runOnce(REMINDERS_JOB, nowMs)`.
 */
export type JobScope = 'every-instance' | 'leader';

/** A job's name that also carries the type of its round's result (so runOnce is typed). */
export type JobName<R> = string & { readonly __result?: R };

/** What a round gets. */
export interface RoundContext {
  /** The round's "now" (the app's clock, or the instant a test passes). */
  nowMs: number;
  /** At most this many rows a round claims of each kind (tests shrink it). */
  batchSize: number;
  /** False once a leader job's instance lost the lead (or the job stopped): stop early, hand back the claim. */
  stillLeading: () => boolean;
}

export interface Job<R> {
  name: JobName<R>;
  scope: JobScope;
  /** Whether the app runs it by itself (tests and a second instance run rounds by hand with it off). */
  enabledBy(config: AppConfig): boolean;
  round(at: RoundContext): Promise<R>;
  /** The wait before the next round after this one (0: more is due at once). */
  next(result: R, at: RoundContext): number;
  /** The wait after a round that threw (its error logged). */
  errorDelayMs(): number;
  /** The wait before the first round (for a leader job: after taking the lead). */
  firstRoundDelayMs?(): number;
  /** The batch size rounds get when none is asked for (default 100). */
  batchSize?: number;
}

/** Shorthand for a job's definition with its result type inferred from the name. */
export const defineJob = <R>(job: Job<R>): Job<R> => job;
