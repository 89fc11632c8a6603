/** Time as the worker sees it; tests replace it so nothing sleeps. */
export interface OutboxTiming {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export interface OutboxPolicy {
  batchSize: number;
  /** A claimed row belongs to its worker this long; after that a crashed claim is retried. */
  leaseSeconds: number;
  /** Give up ('failed') after this many attempts on 5xx / network errors. */
  maxAttempts: number;
  /** Overall sending pace (Telegram: about 30 messages per second). */
  messagesPerSecond: number;
  /** At most one message per chat per this interval (Telegram: about 1 per second). */
  perChatIntervalMs: number;
  /** Delay before retry number `attempt` (1-based) after a 5xx or network error. */
  backoffMs(attempt: number): number;
  /** Idle wait of the timer loop when nothing was due. */
  idleMs: number;
}

export interface OutboxRunResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  undeliverable: number;
  /** Not sent now: per-chat pace or a 429 pause (released, uncounted), or a lease lost to another worker. */
  deferred: number;
  /** Dropped unsent ('failed', last_error 'expired: …'): a reminder whose booking started, moved or ended. */
  expired: number;
}

export const realTiming: OutboxTiming = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export const DEFAULT_OUTBOX_POLICY: OutboxPolicy = {
  batchSize: 30,
  leaseSeconds: 60,
  maxAttempts: 8,
  messagesPerSecond: 25,
  perChatIntervalMs: 1000,
  // 5 s, 10 s, 20 s … capped at 30 min, with a little jitter so instances do not retry in lockstep
  backoffMs: (attempt) => Math.min(5000 * 2 ** (attempt - 1), 30 * 60 * 1000) * (1 + Math.random() * 0.2),
  idleMs: 1000,
};
