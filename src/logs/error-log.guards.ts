import {
  CanActivate,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MSG } from '../common/messages';
import { TokenBucketLimiter } from './token-bucket';

/** POST /logs/error takes at most 16 KB (the app-wide limit is larger). */
export const ERROR_LOG_BODY_LIMIT = 16 * 1024;
/** Per client IP: 30 reports a minute. */
export const ERROR_LOG_RATE = { capacity: 30, windowMs: 60_000 };

@Injectable()
export class ErrorLogRateLimiter extends TokenBucketLimiter {
  constructor() {
    super(ERROR_LOG_RATE.capacity, ERROR_LOG_RATE.windowMs);
  }
}

@Injectable()
export class ErrorLogRateLimitGuard implements CanActivate {
  constructor(private readonly limiter: ErrorLogRateLimiter) {}

  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    if (!this.limiter.take(req.ip ?? 'unknown')) {
      throw new HttpException({ detail: MSG.tooManyRequests }, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}

/** Fastify has no per-route body limit through Nest: refuse by the declared length, and by the parsed
 *  body's size when the length was not declared (chunked upload). */
@Injectable()
export class ErrorLogBodyLimitGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    const declared = Number(req.headers['content-length']);
    const size =
      Number.isFinite(declared) && req.headers['content-length'] !== undefined
        ? declared
        : Buffer.byteLength(JSON.stringify(req.body ?? null) ?? '');
    if (size > ERROR_LOG_BODY_LIMIT) throw new PayloadTooLargeException({ detail: MSG.bodyTooLarge });
    return true;
  }
}
