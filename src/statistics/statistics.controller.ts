import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../auth/access.decorators';
import { RequiresPlan } from '../billing/requires-plan.decorator';
import type { User } from '../users/entities/user.entity';
import { ReportQueryDto } from './dto/report-query.dto';
import { assertReportRange } from './report-range';
import { StatisticsService } from './statistics.service';

@Controller('statistics')
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  /**
   * An owner's or admin's organization, or a master's own bookings, over a range against the one before: a
   * StatisticsReportResponse (statistics.contract.ts) as JSON bytes, kept while its data is unchanged.
   */
  @Get('report')
  @RequiresPlan('pro')
  async report(
    @CurrentUser() user: User,
    @Query() q: ReportQueryDto,
    @Headers('accept-encoding') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    assertReportRange(q.from, q.to);
    const range = { from: q.from, to: q.to, lostAfterDays: q.lost_after_days };
    const { body, encoding } = await this.statistics.reportBody(user.id, q.master_id ?? null, range, accept);
    void reply.header('content-type', 'application/json; charset=utf-8');
    if (encoding) void reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
    return body;
  }
}
