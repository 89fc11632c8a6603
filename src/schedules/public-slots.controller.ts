import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Anonymous } from '../auth/access.decorators';
import { PerMinuteLimit } from '../rate-limit/per-minute-limit';
import { SlotsQueryDto } from './dto/schedule.dto';
import { PublicSlotsService } from './public-slots.service';
import { ApiKeyAccess } from '../auth/api-key-access';

/**
 * Free start times beside the public booking pages (same paths, `/slots`): no identity needed. Each read
 * costs real work, so one client address gets PUBLIC_SLOTS_PER_MINUTE of them a minute, all three together.
 */
@Anonymous()
@PerMinuteLimit({ setting: 'publicSlotsPerMinute', per: 'address', bucket: 'public-slots' })
@Controller('public')
export class PublicSlotsController {
  constructor(private readonly slots: PublicSlotsService) {}

  /** A MasterSlotsResponse (schedules.contract.ts) as JSON bytes. */
  @ApiKeyAccess('read')
  @Get('master/:deepLink/slots')
  master(
    @Param('deepLink') deepLink: string,
    @Query() q: SlotsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return json(reply, this.slots.master(deepLink, q));
  }

  /** A MasterSlotsResponse as JSON bytes. */
  @ApiKeyAccess('read')
  @Get('organization-master/:masterCode/slots')
  organizationMaster(
    @Param('masterCode') masterCode: string,
    @Query() q: SlotsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return json(reply, this.slots.organizationMaster(masterCode, q));
  }

  /** "Any master": an OrganizationSlotsResponse (each start with the ids of the masters free then) as JSON bytes. */
  @ApiKeyAccess('read')
  @Get('organization/:deepLink/slots')
  organization(
    @Param('deepLink') deepLink: string,
    @Query() q: SlotsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return json(reply, this.slots.organization(deepLink, q));
  }
}

/** The answer's bytes as they are, labelled JSON. */
async function json(reply: FastifyReply, body: Promise<Buffer>): Promise<Buffer> {
  const bytes = await body;
  void reply.header('content-type', 'application/json; charset=utf-8');
  return bytes;
}
