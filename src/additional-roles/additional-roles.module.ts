import { Module } from '@nestjs/common';
import { AdditionalRolesController } from './additional-roles.controller';
import { AdditionalRolesService } from './additional-roles.service';

@Module({
  controllers: [AdditionalRolesController],
  providers: [AdditionalRolesService],
})
export class AdditionalRolesModule {}
