import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { MSG } from '../common/messages';

/**
 * @nestjs/throttler's guard, answering in the spec's shape. It keys on the client address Fastify
 * reports (req.ip), which follows X-Forwarded-For only as far as TRUST_PROXY allows.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override throwThrottlingException(): Promise<void> {
    throw new HttpException({ detail: MSG.tooManyRequests }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
