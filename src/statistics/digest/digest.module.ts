import { Module } from '@nestjs/common';
import { SchedulesModule } from '../../schedules/schedules.module';
import { StatisticsModule } from '../statistics.module';
import { DigestController } from './digest.controller';
import { DigestService } from './digest.service';

/** The weekly digest: its switch, and the dispatch the reminder runner calls each round. */
@Module({
  imports: [SchedulesModule, StatisticsModule],
  controllers: [DigestController],
  providers: [DigestService],
  exports: [DigestService],
})
export class DigestModule {}
