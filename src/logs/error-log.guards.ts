import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../rate-limit/rate-limit.decorator';
import { DomainError } from '../common/domain-error';

/** POST /logs/error takes at most 16 KB (the app-wide limit is larger). */
export const ERROR_LOG_BODY_LIMIT = 16 * 1024;
/** Per client address: 30 reports a minute. */
export const ERROR_LOG_RATE: RateLimitRule = { limit: 30, perMs: 60_000 };

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
    if (size > ERROR_LOG_BODY_LIMIT) throw new DomainError('error_log_too_large');
    return true;
  }
}
