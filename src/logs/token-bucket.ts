/**
 * A small in-memory token bucket per key (client IP): `capacity` calls at once, refilled continuously at
 * `capacity` per `windowMs`. Good enough for one process; idle keys are dropped so memory stays bounded.
 */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly refillPerMs: number;

  constructor(
    private readonly capacity: number,
    windowMs: number,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    this.refillPerMs = capacity / windowMs;
  }

  /** Takes one token for `key`; false when the bucket is empty (the call should be refused). */
  take(key: string): boolean {
    const now = this.now();
    const b = this.buckets.get(key);
    const tokens = b ? Math.min(this.capacity, b.tokens + (now - b.at) * this.refillPerMs) : this.capacity;
    if (!b && this.buckets.size >= this.maxKeys) this.prune(now);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }

  /** Drops buckets that have refilled completely (they behave like new ones); else the oldest half. */
  private prune(now: number): void {
    for (const [key, b] of this.buckets) {
      if (b.tokens + (now - b.at) * this.refillPerMs >= this.capacity) this.buckets.delete(key);
    }
    if (this.buckets.size >= this.maxKeys) {
      let drop = Math.ceil(this.buckets.size / 2);
      for (const key of this.buckets.keys()) {
        if (drop-- <= 0) break;
        this.buckets.delete(key);
      }
    }
  }
}
