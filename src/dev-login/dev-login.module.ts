import { Module } from '@nestjs/common';
import { DemoDataLoader } from './demo-data.loader';
import { DevLoginController } from './dev-login.controller';

@Module({ controllers: [DevLoginController], providers: [DemoDataLoader], exports: [DemoDataLoader] })
export class DevLoginModule {}
