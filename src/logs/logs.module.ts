import { Module } from '@nestjs/common';
import { ErrorLogRetention } from './error-log-retention';
import { ErrorLogBodyLimitGuard } from './error-log.guards';
import { LogsController } from './logs.controller';
import { LogsService } from './logs.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ErrorLog } from './entities/error-log.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ErrorLog])],
  controllers: [LogsController],
  providers: [LogsService, ErrorLogBodyLimitGuard, ErrorLogRetention],
})
export class LogsModule {}
