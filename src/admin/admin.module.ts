import { Module } from '@nestjs/common';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

/** The super admin's panel ("today" comes from the schedules' CLOCK). */
@Module({ controllers: [AdminController], providers: [AdminService] })
export class AdminModule {}
