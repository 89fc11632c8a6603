import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Public } from '../auth/access.decorators';
import { IdParamDto } from '../common/dto/id-param.dto';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/entities/user.entity';
import { AppointmentIcsService, type IcsFile } from './appointment-ics.service';
import type { IcsLinkResponse } from './calendar-feed.contract';

function sendFile(reply: FastifyReply, file: IcsFile): string {
  void reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store');
  return file.body;
}

/** One booking as an .ics file, to add to one's own calendar: for its client and its master. */
@Controller('appointments')
export class AppointmentIcsController {
  constructor(private readonly ics: AppointmentIcsService) {}

  @Get(':id/ics')
  async file(
    @CurrentUser() user: User,
    @Param() p: IdParamDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendFile(reply, await this.ics.file(user, p.id));
  }

  /** A short-lived address of the same file for a plain link (a mini app cannot put init data on one). */
  @Get(':id/ics-link')
  link(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<IcsLinkResponse> {
    return this.ics.link(user, p.id);
  }

  @Public()
  @RateLimit({ limit: 60, perMs: 60_000 })
  @Get('ics/:token')
  async byLink(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return sendFile(reply, await this.ics.byLink(token));
  }
}
