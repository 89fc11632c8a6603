import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { SearchConnections, searchPoolProvider } from './search-connection';
import { SearchCursorSigner } from './search-cursor';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** Finding a service by text, category, price, rating, distance and free day, and the providers on the map. */
@Module({
  controllers: [SearchController],
  providers: [
    SearchService,
    SearchConnections,
    searchPoolProvider,
    {
      provide: SearchCursorSigner,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) => new SearchCursorSigner(c.botToken),
    },
  ],
})
export class SearchModule {}
