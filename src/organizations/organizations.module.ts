import { Module } from '@nestjs/common';
import { SchedulesModule } from '../schedules/schedules.module';
import { OrganizationsController } from './organizations.controller';
import { OrganizationsService } from './organizations.service';

@Module({
  imports: [SchedulesModule], // the CLOCK of the statistics' "today"
  controllers: [OrganizationsController],
  providers: [OrganizationsService],
  exports: [OrganizationsService],
})
export class OrganizationsModule {}
