import { applyDecorators, ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { AuthedRequest } from '../auth/access.decorators';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { RateLimitGuard } from './rate-limit.guard';

const MINUTE = 60_000;
const PER_MINUTE_KEY = 'per-minute-limit';

/** The AppConfig settings that hold a per-minute limit (0 turns it off). */
export type PerMinuteSetting =
  'bookingWritesPerMinute' | 'publicSlotsPerMinute' | 'searchRequestsPerMinute' | 'billingSubscribesPerMinute';

export interface PerMinuteRule {
  /** The setting with the number of requests allowed per minute. */
  setting: PerMinuteSetting;
  /** Who is counted: the signed-in user (any address), or the client address (as TRUST_PROXY tells it). */
  per: 'user' | 'address';
  /** Routes naming the same bucket share one count (a booking and a move are both booking writes). */
  bucket: string;
}

/**
 * Limits routes to the configured number of requests a minute per user or per client address (429 with
 * {"detail"} past it, refused for the rest of that minute). Counts live in this process's memory, like the
 * other rate limits (RateLimitModule). Put on a handler or a whole controller.
 */
export function PerMinuteLimit(rule: PerMinuteRule): ReturnType<typeof applyDecorators> {
  return applyDecorators(SetMetadata(PER_MINUTE_KEY, rule), UseGuards(PerMinuteLimitGuard));
}

@Injectable()
export class PerMinuteLimitGuard extends RateLimitGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    private readonly routes: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(options, storage, routes);
  }

  private rule(context: ExecutionContext): PerMinuteRule {
    return this.routes.getAllAndOverride<PerMinuteRule>(PER_MINUTE_KEY, [context.getHandler(), context.getClass()]);
  }

  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    return Promise.resolve(this.config[this.rule(context).setting] === 0);
  }

  protected override handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const rule = this.rule(props.context);
    return super.handleRequest({
      ...props,
      limit: this.config[rule.setting],
      ttl: MINUTE,
      blockDuration: MINUTE,
      getTracker:
        rule.per === 'user'
          ? (req: Record<string, unknown>) => Promise.resolve(`user:${(req as AuthedRequest).user?.id ?? 'none'}`)
          : props.getTracker,
      generateKey: (_context, tracker) => `${rule.bucket}:${tracker}`,
    });
  }
}
