import { Controller, Get, Query } from '@nestjs/common';
import { Identity, Public } from '../auth/access.decorators';
import type { TelegramIdentity } from '../auth/telegram-identity';
import { MapQueryDto, SearchQueryDto } from './dto/search-query.dto';
import type { MapResponse, SearchResponse } from './search.contract';
import { SearchService } from './search.service';

/** Search and the map: anyone may look; with valid init data the caller's favorites are marked. */
@Public()
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  find(@Query() q: SearchQueryDto, @Identity() identity: TelegramIdentity | undefined): Promise<SearchResponse> {
    return this.search.search(q, identity?.id ?? null);
  }

  @Get('map')
  map(@Query() q: MapQueryDto): Promise<MapResponse> {
    return this.search.map(q);
  }
}
