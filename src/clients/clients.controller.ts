import { Body, Controller, Get, Headers, Param, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../auth/access.decorators';
import { RequiresPlan } from '../billing/requires-plan.decorator';
import type { User } from '../users/entities/user.entity';
import type { ClientCardResponse, ClientRow } from './clients.contract';
import { ClientsService } from './clients.service';
import { ClientKeyParamDto, ClientListQueryDto, ClientNoteDto } from './dto/client.dto';
import { ApiKeyAccess } from '../auth/api-key-access';

/** The client base of an owner's or admin's organization, or of a master's own bookings. */
@RequiresPlan('pro')
@Controller('clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  /**
   * A ClientListResponse as JSON bytes (kept while its data is unchanged), sent by Fastify itself (Nest's own
   * answer path adds nothing a page needs).
   */
  @ApiKeyAccess('read')
  @Get()
  async list(
    @CurrentUser() user: User,
    @Query() q: ClientListQueryDto,
    @Headers('accept-encoding') accept: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { body, encoding } = await this.clients.listBody(user.id, q, accept);
    void reply.header('content-type', 'application/json; charset=utf-8');
    if (encoding) void reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
    void reply.send(body);
  }

  @ApiKeyAccess('read')
  @Get(':key')
  card(@CurrentUser() user: User, @Param() p: ClientKeyParamDto): Promise<ClientCardResponse> {
    return this.clients.card(user.id, p.key);
  }

  @Put(':key/note')
  note(@CurrentUser() user: User, @Param() p: ClientKeyParamDto, @Body() dto: ClientNoteDto): Promise<ClientRow> {
    return this.clients.putNote(user.id, p.key, dto);
  }
}
