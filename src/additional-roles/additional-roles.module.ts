import { Module } from '@nestjs/common';
import { RegistrationModule } from '../registration/registration.module';
import { AdditionalRolesController } from './additional-roles.controller';
import { AdditionalRolesService } from './additional-roles.service';

@Module({
  imports: [RegistrationModule],
  controllers: [AdditionalRolesController],
  providers: [AdditionalRolesService],
})
export class AdditionalRolesModule {}
