import { Module } from '@nestjs/common';
import { BusinessViewService } from './business-view.service';
import { StatisticsController } from './statistics.controller';
import { StatisticsService } from './statistics.service';

/** The statistics report of a business; its view and report are what exports and the digest reuse. */
@Module({
  controllers: [StatisticsController],
  providers: [BusinessViewService, StatisticsService],
  exports: [BusinessViewService, StatisticsService],
})
export class StatisticsModule {}
