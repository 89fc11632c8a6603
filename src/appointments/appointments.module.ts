import { Module } from '@nestjs/common';
import { DepositsModule } from '../deposits/deposits.module';
import { AppointmentChangesService } from './appointment-changes.service';
import { AppointmentEvents } from './appointment-events';
import { AppointmentSeriesChanges } from './appointment-series.changes';
import { AppointmentSeriesController } from './appointment-series.controller';
import { AppointmentSeriesService } from './appointment-series.service';
import { AppointmentsController } from './appointments.controller';
import { BookingContexts } from './booking-context';
import { BookingService } from './booking.service';
import { CalendarService } from './calendar.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Appointment } from './entities/appointment.entity';

/** Bookings: create, manual, cancel, move, statuses, the client's list and the calendars. */
@Module({
  imports: [TypeOrmModule.forFeature([Appointment]), DepositsModule],
  controllers: [AppointmentSeriesController, AppointmentsController],
  providers: [
    BookingContexts,
    BookingService,
    AppointmentChangesService,
    CalendarService,
    AppointmentEvents,
    AppointmentSeriesService,
    AppointmentSeriesChanges,
  ],
  exports: [BookingContexts, BookingService, AppointmentEvents, AppointmentChangesService],
})
export class AppointmentsModule {}
