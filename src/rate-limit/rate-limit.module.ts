import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';

/**
 * @nestjs/throttler for the whole app. The limits themselves are declared per route with @RateLimit.
 * Storage is the library's in-memory store: counts are per process (several processes behind one
 * balancer each allow the limit) and are swept once a minute, so memory stays bounded by the clients
 * seen in the last window.
 */
@Module({
  // the default throttler only names the counter; every limited route sets its own limit and window
  imports: [ThrottlerModule.forRoot({ throttlers: [{ name: 'default', limit: 60, ttl: 60_000 }] })],
})
export class RateLimitModule {}
