import { Module } from '@nestjs/common';
import { SchedulesModule } from '../schedules/schedules.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** Finding a service by text, category, price, rating, distance and free day, and the providers on the map. */
@Module({
  imports: [SchedulesModule],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
