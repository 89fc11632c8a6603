import { Module } from '@nestjs/common';
import { AppointmentChangesService } from './appointment-changes.service';
import { AppointmentEvents } from './appointment-events';
import { AppointmentSeriesChanges } from './appointment-series.changes';
import { AppointmentSeriesController } from './appointment-series.controller';
import { AppointmentSeriesService } from './appointment-series.service';
import { AppointmentsController } from './appointments.controller';
import { BookingContexts } from './booking-context';
import { BookingInserts } from './booking-insert';
import { BookingService } from './booking.service';
import { CalendarService } from './calendar.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Appointment } from './entities/appointment.entity';

/**
 * Bookings: create, manual, cancel, move, statuses, the client's list and the calendars. What a booking needs
 * of deposits and of group sessions comes through its ports (BOOKING_DEPOSITS, SEAT_SESSIONS), which those
 * folders' global modules provide.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Appointment])],
  controllers: [AppointmentSeriesController, AppointmentsController],
  providers: [
    BookingContexts,
    BookingInserts,
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
