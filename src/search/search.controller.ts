import { Controller, Get, Query } from '@nestjs/common';
import { Identity, Public } from '../auth/access.decorators';
import type { TelegramIdentity } from '../auth/telegram-identity';
import { PerMinuteLimit } from '../rate-limit/per-minute-limit';
import { MapQueryDto, SearchQueryDto } from './dto/search-query.dto';
import type { MapResponse, SearchResponse } from './search.contract';
import { SearchService } from './search.service';

/**
 * Search and the map: anyone may look; with valid init data the caller's favorites are marked. Each read
 * costs real work and needs no login, so one client address gets SEARCH_REQUESTS_PER_MINUTE of them a
 * minute, both routes together.
 */
@Public()
@PerMinuteLimit({ setting: 'searchRequestsPerMinute', per: 'address', bucket: 'search' })
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
