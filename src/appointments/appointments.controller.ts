import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../auth/access.decorators';
import { IdParamDto } from '../common/dto/id-param.dto';
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

/** Bookings. Every route needs a registered, unblocked caller; the services check the rest. */
@Controller('appointments')
export class AppointmentsController {
  constructor(
    private readonly booking: BookingService,
    private readonly changes: AppointmentChangesService,
    private readonly calendars: CalendarService,
  ) {}

  @Post()
  book(@CurrentUser() user: User, @Body() dto: BookingDto): Promise<AppointmentResponse> {
    return this.booking.book(user, dto);
  }

  @Post('manual')
  manual(@CurrentUser() user: User, @Body() dto: ManualBookingDto): Promise<AppointmentResponse> {
    return this.booking.manual(user, dto);
  }

  @Get('my')
  my(@CurrentUser() user: User, @Query() q: MyQueryDto): Promise<AppointmentListResponse> {
    return this.calendars.my(user, q);
  }

  /** A CalendarResponse: the database's JSON text with Node's instants, as UTF-8 bytes (nothing parsed). */
  @Get('calendar')
  async calendar(
    @CurrentUser() user: User,
    @Query() q: CalendarQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const answer = await this.calendars.calendar(user, q);
    void reply.header('content-type', 'application/json; charset=utf-8');
    return answer;
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: User, @Param() p: IdParamDto, @Body() dto: CancelDto): Promise<AppointmentResponse> {
    return this.changes.cancel(user, p.id, dto);
  }

  @Post(':id/reschedule')
  @HttpCode(200)
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
