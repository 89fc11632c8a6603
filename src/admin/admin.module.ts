import { Module } from '@nestjs/common';
import { SchedulesModule } from '../schedules/schedules.module';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

/** The super admin's panel ("today" comes from the schedules' CLOCK). */
@Module({ imports: [SchedulesModule], controllers: [AdminController], providers: [AdminService] })
export class AdminModule {}
