import { applyDecorators, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { RateLimitGuard } from './rate-limit.guard';

export interface RateLimitRule {
  /** Requests allowed per client address in each window. */
  limit: number;
  /** The window, in milliseconds; a client over the limit is refused for one window. */
  perMs: number;
}

/**
 * Limits one route per client address (429 with {"detail"} past the limit). Only routes that carry
 * this decorator are limited; counts are kept in this process's memory (see RateLimitModule).
 */
export function RateLimit(rule: RateLimitRule): ReturnType<typeof applyDecorators> {
  return applyDecorators(
    Throttle({ default: { limit: rule.limit, ttl: rule.perMs, blockDuration: rule.perMs } }),
    UseGuards(RateLimitGuard),
  );
}
