import { Module } from '@nestjs/common';
import { SchedulesModule } from '../schedules/schedules.module';
import { FavoritesController } from './favorites.controller';
import { FavoritesService } from './favorites.service';

/** A client's favorite masters and organizations (the Избранное tab and the hearts on public pages). */
@Module({
  imports: [SchedulesModule], // the CLOCK of next_free
  controllers: [FavoritesController],
  providers: [FavoritesService],
})
export class FavoritesModule {}
