import { Module } from '@nestjs/common';
import { ClusterModule } from '../cluster/cluster.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { JobRegistry } from './job-registry';

/** The one job registry; a feature module imports it and registers its jobs (see job.ts). */
@Module({
  // SchedulesModule provides the clock rounds ask for "now"; ClusterModule the leader election
  imports: [ClusterModule, SchedulesModule],
  providers: [JobRegistry],
  exports: [JobRegistry],
})
export class JobsModule {}
