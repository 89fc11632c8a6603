import { Module } from '@nestjs/common';
import { PublicPagesForBot } from './public-pages-for-bot';
import { PublicPagesRoutes } from './public-pages.routes';
import { PublicService } from './public.service';

/** Exports PublicService so the bot's /start reads the same pages the mini app shows. */
@Module({
  providers: [PublicService, PublicPagesForBot, PublicPagesRoutes],
  exports: [PublicService, PublicPagesForBot],
})
export class PublicModule {}
