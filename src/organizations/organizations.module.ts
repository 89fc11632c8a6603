import { Module } from '@nestjs/common';
import { OrganizationsController } from './organizations.controller';
import { OrganizationPlacesService } from './organization-places.service';
import { OrganizationsService } from './organizations.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Organization } from './entities/organization.entity';
import { OrganizationMember } from './entities/organization-member.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Organization, OrganizationMember])],
  controllers: [OrganizationsController],
  providers: [OrganizationsService, OrganizationPlacesService],
  exports: [OrganizationsService, OrganizationPlacesService],
})
export class OrganizationsModule {}
