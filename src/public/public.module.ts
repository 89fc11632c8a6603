import { Module } from '@nestjs/common';
import { PublicController } from './public.controller';
import { PublicService } from './public.service';

@Module({ controllers: [PublicController], providers: [PublicService] })
export class PublicModule {}
