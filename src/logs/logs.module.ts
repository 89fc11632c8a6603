import { Inject, Module } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { JobRegistry } from '../jobs/job-registry';
import { JobsModule } from '../jobs/jobs.module';
import { errorLogPruneJob } from './error-log-retention';
import { ErrorLogBodyLimitGuard } from './error-log.guards';
import { LogsController } from './logs.controller';
import { LogsService } from './logs.service';
import { ErrorLog } from './entities/error-log.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ErrorLog]), JobsModule],
  controllers: [LogsController],
  providers: [LogsService, ErrorLogBodyLimitGuard],
})
export class LogsModule {
  constructor(jobs: JobRegistry, @InjectDataSource() db: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    jobs.register(errorLogPruneJob(db, config));
  }
}
