import { Module } from '@nestjs/common';
import { PublicPagesForBot } from './public-pages-for-bot';
import { PublicController } from './public.controller';
import { PublicService } from './public.service';

/** Exports PublicService so the bot's /start reads the same pages the mini app shows. */
@Module({
  controllers: [PublicController],
  providers: [PublicService, PublicPagesForBot],
  exports: [PublicService, PublicPagesForBot],
})
export class PublicModule {}
