import { Global, Module } from '@nestjs/common';
import { AccountForBot } from './account-for-bot';
import { MasterProfileController } from './master-profile.controller';
import { MasterProfilesService } from './master-profiles.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './entities/user.entity';
import { MasterProfile } from './entities/master-profile.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User, MasterProfile])],
  controllers: [UsersController, MasterProfileController],
  providers: [UsersService, MasterProfilesService, AccountForBot],
  exports: [UsersService, MasterProfilesService, AccountForBot],
})
export class UsersModule {}
