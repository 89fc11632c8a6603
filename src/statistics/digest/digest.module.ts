import { Inject, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { JobRegistry } from '../../jobs/job-registry';
import { JobsModule } from '../../jobs/jobs.module';
import { StatisticsModule } from '../statistics.module';
import { DigestController } from './digest.controller';
import { weeklyDigestsJob } from './digest-job';
import { DigestService } from './digest.service';

/** The weekly digest: its switch, and the `weekly-digests` job that sends it. */
@Module({
  imports: [StatisticsModule, JobsModule],
  controllers: [DigestController],
  providers: [DigestService],
  exports: [DigestService],
})
export class DigestModule {
  constructor(jobs: JobRegistry, digest: DigestService, @Inject(APP_CONFIG) config: AppConfig) {
    jobs.register(weeklyDigestsJob(digest, config));
  }
}
