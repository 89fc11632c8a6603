import type { RoundLogger } from './round-loop';

/**
 * A periodic job that runs only on the leading instance (the registry gives it LeaderElection as its LeadSource): rounds one after
 * another, never two at once, the next one after the delay the round returns; nothing while another
 * instance leads. A round gets `stillLeading()` to stop early (and hand back what it claimed) when the
 * lead is lost in the middle of it.
 */
export type LeaderRound = (stillLeading: () => boolean) => Promise<number>;

export interface LeaderJobOptions {
  /**
   * Wait this long after taking the lead before the first round: what the previous leader did just before
   * it died is unknown here (the outbox waits one per-chat interval so Telegram's pace holds across the
   * hand-over).
   */
  firstRoundDelayMs?: number;
  /** Wait this long after a round that threw. */
  errorDelayMs?: number;
}

/** What a job needs of the election (a fake in unit tests). */
export interface LeadSource {
  isLeader(): boolean;
  onChange(listener: (leading: boolean) => void): () => void;
}

export type JobLogger = RoundLogger;

export class LeaderJob {
  private timer: NodeJS.Timeout | null = null;
  private busy: Promise<void> | null = null;
  private stopped = false;
  private notBefore = 0;
  private unsubscribe: () => void = () => undefined;
  private readonly firstRoundDelayMs: number;
  private readonly errorDelayMs: number;

  constructor(
    readonly name: string,
    private readonly lead: LeadSource,
    private readonly round: LeaderRound,
    private readonly logger: JobLogger,
    opts: LeaderJobOptions = {},
  ) {
    this.firstRoundDelayMs = opts.firstRoundDelayMs ?? 0;
    this.errorDelayMs = opts.errorDelayMs ?? 5000;
  }

  start(): this {
    this.unsubscribe = this.lead.onChange((leading) => (leading ? this.tookLead() : this.cancel()));
    if (this.lead.isLeader()) this.tookLead();
    return this;
  }

  /** Stops scheduling and waits for a running round to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancel();
    this.unsubscribe();
    await this.busy;
  }

  /** True while rounds may run: not stopped and this instance leads. */
  readonly stillLeading = (): boolean => !this.stopped && this.lead.isLeader();

  private tookLead(): void {
    this.notBefore = Date.now() + this.firstRoundDelayMs;
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (!this.stillLeading()) return;
    this.cancel();
    this.timer = setTimeout(() => this.fire(), Math.max(ms, this.notBefore - Date.now()));
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private fire(): void {
    this.timer = null;
    // a round still running schedules the next one itself when it ends
    if (this.busy || !this.stillLeading()) return;
    this.busy = this.runRound().finally(() => (this.busy = null));
  }

  private async runRound(): Promise<void> {
    let next: number;
    try {
      next = await this.round(this.stillLeading);
    } catch (e) {
      this.logger.error(`${this.name}: round failed: ${e instanceof Error ? e.message : String(e)}`);
      next = this.errorDelayMs;
    }
    this.schedule(next);
  }
}
