import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { DomainError } from '../common/domain-error';

/**
 * @nestjs/throttler's guard, answering in the spec's shape. It keys on the client address Fastify
 * reports (req.ip), which follows X-Forwarded-For only as far as TRUST_PROXY allows.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override throwThrottlingException(): Promise<void> {
    throw new DomainError('too_many_requests');
  }
}
