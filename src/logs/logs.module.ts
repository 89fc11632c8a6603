import { Module } from '@nestjs/common';
import { ErrorLogBodyLimitGuard, ErrorLogRateLimiter, ErrorLogRateLimitGuard } from './error-log.guards';
import { LogsController } from './logs.controller';
import { LogsService } from './logs.service';

@Module({
  controllers: [LogsController],
  providers: [LogsService, ErrorLogRateLimiter, ErrorLogRateLimitGuard, ErrorLogBodyLimitGuard],
})
export class LogsModule {}
