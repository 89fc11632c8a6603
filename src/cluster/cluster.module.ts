import { Module } from '@nestjs/common';
import { LeaderElection } from './leader-election';

/** Several instances on one database: the leader election that one-at-a-time jobs run under. */
@Module({
  providers: [LeaderElection],
  exports: [LeaderElection],
})
export class ClusterModule {}
