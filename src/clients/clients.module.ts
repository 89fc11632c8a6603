import { Module } from '@nestjs/common';
import { SchedulesModule } from '../schedules/schedules.module';
import { StatisticsModule } from '../statistics/statistics.module';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';

/** The client base: who booked with a business, their figures, and the business's private notes. */
@Module({
  imports: [SchedulesModule, StatisticsModule],
  controllers: [ClientsController],
  providers: [ClientsService],
  exports: [ClientsService],
})
export class ClientsModule {}
