import { Module } from '@nestjs/common';
import { BlocksService } from './blocks.service';
import { CLOCK, SystemClock } from '../common/clock';
import { MasterAccess } from './master-access';
import { MasterServicesService } from './master-services.service';
import { PublicSlotsController } from './public-slots.controller';
import { PublicSlotsService } from './public-slots.service';
import { SchedulesController } from './schedules.controller';
import { SchedulesService } from './schedules.service';

/** Working time (schedules, overrides, blocks, service assignment) and the public free slots. */
@Module({
  controllers: [SchedulesController, PublicSlotsController],
  providers: [
    { provide: CLOCK, useFactory: () => new SystemClock() },
    MasterAccess,
    SchedulesService,
    BlocksService,
    MasterServicesService,
    PublicSlotsService,
  ],
  exports: [CLOCK, MasterAccess, SchedulesService, PublicSlotsService],
})
export class SchedulesModule {}
