import { Global, Module } from '@nestjs/common';
import { AccountForBot } from './account-for-bot';
import { MasterProfileController } from './master-profile.controller';
import { MasterProfilesService } from './master-profiles.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './entities/user.entity';
import { MasterProfile } from './entities/master-profile.entity';
import { UserRole } from './entities/user-role.entity';
import { CALLER_LOOKUP } from '../auth/authed-user';
import { UserCallerLookup } from './user-lookup';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User, MasterProfile, UserRole])],
  controllers: [UsersController, MasterProfileController],
  providers: [
    UsersService,
    MasterProfilesService,
    AccountForBot,
    { provide: CALLER_LOOKUP, useClass: UserCallerLookup },
  ],
  exports: [UsersService, MasterProfilesService, AccountForBot, CALLER_LOOKUP],
})
export class UsersModule {}
