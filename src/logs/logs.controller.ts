import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { Identity, Public } from '../auth/access.decorators';
import type { TelegramIdentity } from '../auth/telegram-identity';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { ERROR_LOG_RATE, ErrorLogBodyLimitGuard } from './error-log.guards';
import { LogsService } from './logs.service';

@Controller('logs')
export class LogsController {
  constructor(private readonly logs: LogsService) {}

  /** The body is read leniently (unknown fields ignored, odd types coerced): a report must not bounce. */
  @Public()
  @Post('error')
  @HttpCode(202)
  // decorators apply bottom-up: the rate limit runs before the size check, so an oversized report counts too
  @UseGuards(ErrorLogBodyLimitGuard)
  @RateLimit(ERROR_LOG_RATE)
  record(@Body() body: unknown, @Identity() identity: TelegramIdentity | undefined): Promise<{ ok: true }> {
    return this.logs.record(body, identity);
  }
}
