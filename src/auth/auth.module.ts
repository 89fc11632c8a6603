import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { InitDataGuard } from './init-data.guard';
import { InitDataService } from './init-data.service';

@Global()
@Module({
  providers: [InitDataService, { provide: APP_GUARD, useClass: InitDataGuard }],
  exports: [InitDataService],
})
export class AuthModule {}
