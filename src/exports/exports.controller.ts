import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Public } from '../auth/access.decorators';
import { RequiresPlan } from '../billing/requires-plan.decorator';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/entities/user.entity';
import { ExportDto } from './dto/export.dto';
import { attachmentDisposition } from './export-file-name';
import type { ExportQueued, ExportResponse } from './exports.contract';
import { ExportsService } from './exports.service';

/** Files of the statistics: asked for, then read back by their requester; downloaded by a signed link. */
@Controller('exports')
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Post()
  @HttpCode(202)
  @RequiresPlan('pro')
  create(@CurrentUser() user: User, @Body() dto: ExportDto): Promise<ExportQueued> {
    return this.exports.create(user, dto);
  }

  @Get(':id')
  get(@CurrentUser() user: User, @Param('id') id: string): Promise<ExportResponse> {
    return this.exports.get(user, id);
  }

  /** The mini app's downloadFile and plain browsers fetch it without init data: the signature is the credential. */
  @Public()
  @RateLimit({ limit: 60, perMs: 60_000 })
  @Get(':id/file')
  async file(
    @Param('id') id: string,
    @Query('token') token: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.exports.download(id, token);
    void reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'private, no-store');
    return file.content;
  }
}
