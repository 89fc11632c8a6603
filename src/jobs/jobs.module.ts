import { Module } from '@nestjs/common';
import { ClusterModule } from '../cluster/cluster.module';
import { JobRegistry } from './job-registry';

/** The one job registry; a feature module imports it and registers its jobs (see job.ts). */
@Module({
  // ClusterModule: the leader election (the clock is global)
  imports: [ClusterModule],
  providers: [JobRegistry],
  exports: [JobRegistry],
})
export class JobsModule {}
