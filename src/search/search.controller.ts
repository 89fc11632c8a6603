import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Identity, Public } from '../auth/access.decorators';
import type { TelegramIdentity } from '../auth/telegram-identity';
import { PerMinuteLimit } from '../rate-limit/per-minute-limit';
import type { EncodedBody } from '../sessions/encoded-copies';
import { MapQueryDto, SearchQueryDto } from './dto/search-query.dto';
import { SearchService } from './search.service';

/**
 * Search and the map: anyone may look; with valid init data the caller's favorites are marked. Each read
 * costs real work and needs no login, so one client address gets SEARCH_REQUESTS_PER_MINUTE of them a
 * minute, both routes together. Answers are JSON bytes (a SearchResponse, a MapResponse: search.contract.ts),
 * kept while their data is unchanged (search.service.ts).
 */
@Public()
@PerMinuteLimit({ setting: 'searchRequestsPerMinute', per: 'address', bucket: 'search' })
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  async find(
    @Query() q: SearchQueryDto,
    @Identity() identity: TelegramIdentity | undefined,
    @Headers('accept-encoding') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return send(reply, await this.search.searchBody(q, identity?.id ?? null, accept));
  }

  @Get('map')
  async map(
    @Query() q: MapQueryDto,
    @Headers('accept-encoding') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return send(reply, await this.search.mapBody(q, accept));
  }
}

function send(reply: FastifyReply, { body, encoding }: EncodedBody): Buffer {
  void reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding) void reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
  return body;
}
