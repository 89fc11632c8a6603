import { Module } from '@nestjs/common';
import { SchedulesModule } from '../schedules/schedules.module';
import { OrganizationsController } from './organizations.controller';
import { OrganizationPlacesService } from './organization-places.service';
import { OrganizationsService } from './organizations.service';

@Module({
  imports: [SchedulesModule], // the CLOCK of the statistics' "today"
  controllers: [OrganizationsController],
  providers: [OrganizationsService, OrganizationPlacesService],
  exports: [OrganizationsService, OrganizationPlacesService],
})
export class OrganizationsModule {}
