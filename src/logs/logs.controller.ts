import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { Identity, Public } from '../auth/access.decorators';
import type { TelegramIdentity } from '../auth/telegram-identity';
import { ErrorLogBodyLimitGuard, ErrorLogRateLimitGuard } from './error-log.guards';
import { LogsService } from './logs.service';

@Controller('logs')
export class LogsController {
  constructor(private readonly logs: LogsService) {}

  /** The body is read leniently (unknown fields ignored, odd types coerced): a report must not bounce. */
  @Public()
  @Post('error')
  @HttpCode(202)
  @UseGuards(ErrorLogRateLimitGuard, ErrorLogBodyLimitGuard)
  record(@Body() body: unknown, @Identity() identity: TelegramIdentity | undefined): Promise<{ ok: true }> {
    return this.logs.record(body, identity);
  }
}
