/**
 * A background job's timer loop on every instance (the database decides who gets which rows, so any number
 * may run it): rounds one after another, never two at once, the next after the delay the round returns;
 * after a round that threw, `errorDelayMs` (its error logged). `wake()` asks for a round now, or right after
 * the running one. For a job that only the leading instance runs, see leader-job.ts.
 */
export type Round = () => Promise<number>;

export interface RoundLogger {
  error(message: string): void;
}

export class RoundLoop {
  private timer: NodeJS.Timeout | null = null;
  private busy: Promise<void> | null = null;
  private stopped = true;
  private again = false;

  constructor(
    readonly name: string,
    private readonly round: Round,
    private readonly logger: RoundLogger,
    private readonly errorDelayMs: () => number,
    /** The first round this long after start (a prune that ran at start-up need not run again at once). */
    private readonly firstRoundDelayMs = 0,
  ) {}

  /** The first round at once (or after firstRoundDelayMs); nothing if already started. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(this.firstRoundDelayMs);
  }

  /** Stops scheduling and waits for a running round to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancel();
    await this.busy;
  }

  /** Work was just queued on this instance: a round now rather than at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.busy) this.again = true;
    else this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = null;
      const run = this.runRound();
      this.busy = run;
      void run.finally(() => {
        if (this.busy === run) this.busy = null;
      });
    }, ms);
    this.timer.unref(); // a waiting loop never keeps the process alive
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async runRound(): Promise<void> {
    let next: number;
    try {
      next = await this.round();
    } catch (e) {
      this.logger.error(`${this.name} round failed: ${e instanceof Error ? e.message : String(e)}`);
      next = this.errorDelayMs();
    }
    const soon = this.again;
    this.again = false;
    this.schedule(soon ? 0 : next);
  }
}
