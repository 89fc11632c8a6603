import { TokenBucketLimiter } from './token-bucket';

describe('TokenBucketLimiter', () => {
  it('allows `capacity` calls, refuses the next, and refills over the window', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter(3, 60_000, 100, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true); // other keys have their own bucket
    now += 20_000; // a third of the window: one token back
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
  });

  it('keeps at most maxKeys buckets', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter(1, 1000, 10, () => now);
    for (let i = 0; i < 50; i++) limiter.take(`k${i}`);
    now += 1;
    expect((limiter as unknown as { buckets: Map<string, unknown> }).buckets.size).toBeLessThanOrEqual(10);
  });
});
