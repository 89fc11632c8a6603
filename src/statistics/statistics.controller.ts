import { Controller, Get, Query } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import { RequiresPlan } from '../billing/requires-plan.decorator';
import type { User } from '../users/entities/user.entity';
import { ReportQueryDto } from './dto/report-query.dto';
import { assertReportRange } from './report-range';
import type { StatisticsReportResponse } from './statistics.contract';
import { StatisticsService } from './statistics.service';

@Controller('statistics')
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  /** An owner's or admin's organization, or a master's own bookings, over a range against the one before. */
  @Get('report')
  @RequiresPlan('pro')
  async report(@CurrentUser() user: User, @Query() q: ReportQueryDto): Promise<StatisticsReportResponse> {
    assertReportRange(q.from, q.to);
    const view = await this.statistics.resolveView(user.id, q.master_id ?? null);
    return this.statistics.report(view, { from: q.from, to: q.to, lostAfterDays: q.lost_after_days });
  }
}
