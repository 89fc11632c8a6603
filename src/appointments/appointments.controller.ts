import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../auth/access.decorators';
import { IdParamDto } from '../common/dto/id-param.dto';
import { PerMinuteLimit, type PerMinuteRule } from '../rate-limit/per-minute-limit';
import { sendJsonWithEtag } from '../common/etag';
import type { User } from '../users/entities/user.entity';
import { AppointmentChangesService } from './appointment-changes.service';
import type { AppointmentListResponse, AppointmentResponse } from './appointments.contract';
import { BookingService } from './booking.service';
import { CalendarService } from './calendar.service';
import {
  BookingDto,
  CalendarQueryDto,
  CancelDto,
  ManualBookingDto,
  MyQueryDto,
  RescheduleDto,
  StatusDto,
} from './dto/appointment.dto';
import { ApiKeyAccess } from '../auth/api-key-access';

/** A client's bookings and anyone's moves share one count per user (BOOKING_WRITES_PER_MINUTE). */
const BOOKING_WRITES: PerMinuteRule = { setting: 'bookingWritesPerMinute', per: 'user', bucket: 'booking-writes' };

/** Bookings. Every route needs a registered, unblocked caller; the services check the rest. */
@Controller('appointments')
export class AppointmentsController {
  constructor(
    private readonly booking: BookingService,
    private readonly changes: AppointmentChangesService,
    private readonly calendars: CalendarService,
  ) {}

  @Post()
  @PerMinuteLimit(BOOKING_WRITES)
  book(@CurrentUser() user: User, @Body() dto: BookingDto): Promise<AppointmentResponse> {
    return this.booking.book(user, dto);
  }

  @ApiKeyAccess('write')
  @Post('manual')
  manual(@CurrentUser() user: User, @Body() dto: ManualBookingDto): Promise<AppointmentResponse> {
    return this.booking.manual(user, dto);
  }

  @Get('my')
  my(@CurrentUser() user: User, @Query() q: MyQueryDto): Promise<AppointmentListResponse> {
    return this.calendars.my(user, q);
  }

  /**
   * A CalendarResponse: the database's JSON text with Node's instants, as UTF-8 bytes (nothing parsed), with
   * an ETag: the mini app reopening an unchanged week gets 304.
   */
  @ApiKeyAccess('read')
  @Get('calendar')
  async calendar(
    @CurrentUser() user: User,
    @Query() q: CalendarQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendJsonWithEtag(request, reply, user.id, await this.calendars.calendar(user, q));
  }

  @ApiKeyAccess('write')
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: User, @Param() p: IdParamDto, @Body() dto: CancelDto): Promise<AppointmentResponse> {
    return this.changes.cancel(user, p.id, dto);
  }

  @ApiKeyAccess('write')
  @Post(':id/reschedule')
  @HttpCode(200)
  @PerMinuteLimit(BOOKING_WRITES)
  reschedule(
    @CurrentUser() user: User,
    @Param() p: IdParamDto,
    @Body() dto: RescheduleDto,
  ): Promise<AppointmentResponse> {
    return this.changes.reschedule(user, p.id, dto);
  }

  @Post(':id/status')
  @HttpCode(200)
  status(@CurrentUser() user: User, @Param() p: IdParamDto, @Body() dto: StatusDto): Promise<AppointmentResponse> {
    return this.changes.setStatus(user, p.id, dto);
  }
}
