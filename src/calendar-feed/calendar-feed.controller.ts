import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Public } from '../auth/access.decorators';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/entities/user.entity';
import type { CalendarFeedResponse } from './calendar-feed.contract';
import { CalendarFeedService } from './calendar-feed.service';

/**
 * Per client address. Google fetches every subscribed feed from a few shared addresses, hours apart, so
 * the limit is loose: it stops a runaway client, not Google.
 */
export const FEED_RATE = { limit: 300, perMs: 60_000 };

/** A master's calendar subscription (their bookings in their own calendar app): the secret URL, its replacement, and
 *  the feed it serves. */
@Controller('calendar-feed')
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get()
  get(@CurrentUser() user: User): Promise<CalendarFeedResponse> {
    return this.feeds.get(user);
  }

  @Post('rotate')
  @HttpCode(200)
  rotate(@CurrentUser() user: User): Promise<CalendarFeedResponse> {
    return this.feeds.rotate(user);
  }

  /** The feed: calendar apps fetch it without init data, so its secret token is the whole credential. */
  @Public()
  @RateLimit(FEED_RATE)
  @Get(':file')
  async feed(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const body = await this.feeds.feed(file);
    // the address is the credential and the feed carries clients' names: nothing on the way keeps a copy
    void reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store');
    return body;
  }
}
