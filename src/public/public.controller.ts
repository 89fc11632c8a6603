import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Anonymous } from '../auth/access.decorators';
import { PublicService } from './public.service';

/**
 * The booking pages behind the bot's deep links: no identity needed. Each page is sent by Fastify itself
 * (@Res): Nest's own answer path (awaiting the result again, looking for a stream in it, its adapter's
 * checks) added nothing to a plain JSON object but CPU on the API's most requested read. A refusal still
 * goes through the exception filter ({"detail": …}).
 */
@Anonymous()
@Controller('public')
export class PublicController {
  constructor(private readonly pages: PublicService) {}

  /** A PublicMasterResponse. */
  @Get('master/:deepLink')
  async master(@Param('deepLink') deepLink: string, @Res() reply: FastifyReply): Promise<void> {
    void reply.send(await this.pages.master(deepLink));
  }

  /** A PublicOrganizationResponse. */
  @Get('organization/:deepLink')
  async organization(@Param('deepLink') deepLink: string, @Res() reply: FastifyReply): Promise<void> {
    void reply.send(await this.pages.organization(deepLink));
  }

  /** A PublicMasterResponse. */
  @Get('organization-master/:masterCode')
  async organizationMaster(@Param('masterCode') masterCode: string, @Res() reply: FastifyReply): Promise<void> {
    void reply.send(await this.pages.organizationMaster(masterCode));
  }
}
