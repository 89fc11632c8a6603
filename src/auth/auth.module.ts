import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/entities/user.entity';
import { InitDataGuard } from './init-data.guard';
import { InitDataService } from './init-data.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [InitDataService, { provide: APP_GUARD, useClass: InitDataGuard }],
  exports: [InitDataService],
})
export class AuthModule {}
