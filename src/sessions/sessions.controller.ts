import { Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Anonymous, CurrentUser } from '../auth/access.decorators';
import { IdParamDto } from '../common/dto/id-param.dto';
import { PerMinuteLimit } from '../rate-limit/per-minute-limit';
import { MasterParamDto } from '../schedules/dto/schedule.dto';
import type { User } from '../users/entities/user.entity';
import { SessionCancelDto, SessionCreateDto, SessionPatchDto, SessionRangeQueryDto } from './dto/session.dto';
import type { EncodedBody } from './encoded-copies';
import { PublicSessionsService } from './public-sessions.service';
import type {
  SessionCreateResponse,
  SessionDetailResponse,
  SessionListResponse,
  SessionResponse,
} from './sessions.contract';
import { SessionsService } from './sessions.service';

/** A master's group sessions, for the master and their organization's owner and admins. */
@Controller('schedules')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Post(':master/sessions')
  create(
    @CurrentUser() user: User,
    @Param() p: MasterParamDto,
    @Body() dto: SessionCreateDto,
  ): Promise<SessionCreateResponse> {
    return this.sessions.create(user, p.master, dto);
  }

  @Get(':master/sessions')
  list(
    @CurrentUser() user: User,
    @Param() p: MasterParamDto,
    @Query() q: SessionRangeQueryDto,
  ): Promise<SessionListResponse> {
    return this.sessions.list(user, p.master, q);
  }

  @Get('sessions/:id')
  get(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<SessionDetailResponse> {
    return this.sessions.get(user, p.id);
  }

  @Post('sessions/:id/cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: User, @Param() p: IdParamDto, @Body() dto: SessionCancelDto): Promise<SessionResponse> {
    return this.sessions.cancel(user, p.id, dto);
  }

  @Patch('sessions/:id')
  patch(@CurrentUser() user: User, @Param() p: IdParamDto, @Body() dto: SessionPatchDto): Promise<SessionResponse> {
    return this.sessions.patch(user, p.id, dto);
  }
}

/** The coming sessions beside the public pages (counts only), limited per address as the slot reads are. */
@Anonymous()
@PerMinuteLimit({ setting: 'publicSlotsPerMinute', per: 'address', bucket: 'public-slots' })
@Controller('public')
export class PublicSessionsController {
  constructor(private readonly sessions: PublicSessionsService) {}

  /** A PublicSessionListResponse (sessions.contract.ts) as JSON bytes. */
  @Get('master/:link/sessions')
  master(
    @Param('link') link: string,
    @Query() q: SessionRangeQueryDto,
    @Headers('accept-encoding') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return json(reply, this.sessions.master(link, q, accept));
  }

  /** A PublicSessionListResponse as JSON bytes. */
  @Get('organization/:link/sessions')
  organization(
    @Param('link') link: string,
    @Query() q: SessionRangeQueryDto,
    @Headers('accept-encoding') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return json(reply, this.sessions.organization(link, q, accept));
  }
}

/** The answer's bytes as the database wrote them (or their kept compressed copy), labelled JSON. */
async function json(reply: FastifyReply, answer: Promise<EncodedBody>): Promise<Buffer> {
  const { body, encoding } = await answer;
  void reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding) void reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
  return body;
}
