import { Global, Module } from '@nestjs/common';
import { MasterProfileController } from './master-profile.controller';
import { MasterProfilesService } from './master-profiles.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Global()
@Module({
  controllers: [UsersController, MasterProfileController],
  providers: [UsersService, MasterProfilesService],
  exports: [UsersService, MasterProfilesService],
})
export class UsersModule {}
