import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { DigestModule } from '../statistics/digest/digest.module';
import { ReminderActionsService } from './reminder-actions.service';
import { ReminderRunner } from './reminder-runner';

/** Booking reminders and masters' daily agendas: due rows in the database, queued by one runner. */
@Module({
  imports: [SchedulesModule, AppointmentsModule, DigestModule],
  providers: [ReminderRunner, ReminderActionsService],
  exports: [ReminderRunner, ReminderActionsService],
})
export class RemindersModule {}
