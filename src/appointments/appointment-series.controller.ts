import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import { IdParamDto } from '../common/dto/id-param.dto';
import { PerMinuteLimit, type PerMinuteRule } from '../rate-limit/per-minute-limit';
import type { User } from '../users/entities/user.entity';
import type { SeriesCancelResponse, SeriesPreviewResponse, SeriesResponse } from './appointment-series.contract';
import { AppointmentSeriesChanges } from './appointment-series.changes';
import { AppointmentSeriesService } from './appointment-series.service';
import { SeriesCancelDto, SeriesDto, SeriesPreviewDto } from './dto/appointment-series.dto';

/** A series is booking writes too: it shares the count of POST /appointments (BOOKING_WRITES_PER_MINUTE). */
const BOOKING_WRITES: PerMinuteRule = { setting: 'bookingWritesPerMinute', per: 'user', bucket: 'booking-writes' };

/** Repeating visits. Every route needs a registered, unblocked caller; the services check the rest. */
@Controller('appointments/series')
export class AppointmentSeriesController {
  constructor(
    private readonly series: AppointmentSeriesService,
    private readonly changes: AppointmentSeriesChanges,
  ) {}

  @Post('preview')
  @HttpCode(200)
  preview(@CurrentUser() user: User, @Body() dto: SeriesPreviewDto): Promise<SeriesPreviewResponse> {
    return this.series.preview(user, dto);
  }

  @Post()
  @PerMinuteLimit(BOOKING_WRITES)
  create(@CurrentUser() user: User, @Body() dto: SeriesDto): Promise<SeriesResponse> {
    return this.series.create(user, dto);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(
    @CurrentUser() user: User,
    @Param() p: IdParamDto,
    @Body() dto: SeriesCancelDto,
  ): Promise<SeriesCancelResponse> {
    return this.changes.cancel(user, p.id, dto);
  }
}
