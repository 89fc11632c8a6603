import { Module } from '@nestjs/common';
import { BlockSeriesService } from './block-series.service';
import { BlocksService } from './blocks.service';
import { MasterAccess } from '../access/master-access';
import { MasterServicesService } from './master-services.service';
import { PublicSlotsController } from './public-slots.controller';
import { PublicSlotsService } from './public-slots.service';
import { SchedulesController } from './schedules.controller';
import { SchedulesService } from './schedules.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MasterSchedule } from './entities/master-schedule.entity';
import { ScheduleOverride } from './entities/schedule-override.entity';
import { ScheduleBlock } from './entities/schedule-block.entity';
import { ScheduleBlockSeries } from './entities/schedule-block-series.entity';
import { OrganizationMasterServices } from './entities/organization-master-services.entity';

/** Working time (schedules, overrides, blocks, service assignment) and the public free slots. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      MasterSchedule,
      ScheduleOverride,
      ScheduleBlock,
      ScheduleBlockSeries,
      OrganizationMasterServices,
    ]),
  ],
  controllers: [SchedulesController, PublicSlotsController],
  providers: [
    MasterAccess,
    SchedulesService,
    BlocksService,
    BlockSeriesService,
    MasterServicesService,
    PublicSlotsService,
  ],
  exports: [MasterAccess, SchedulesService, PublicSlotsService],
})
export class SchedulesModule {}
