import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module';
import { DigestModule } from '../statistics/digest/digest.module';
import { ReminderActionsService } from './reminder-actions.service';
import { ReminderRunner } from './reminder-runner';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppointmentReminder } from './entities/appointment-reminder.entity';
import { MasterAgenda } from './entities/master-agenda.entity';

/** Booking reminders and masters' daily agendas: due rows in the database, queued by one runner. */
@Module({
  imports: [TypeOrmModule.forFeature([AppointmentReminder, MasterAgenda]), AppointmentsModule, DigestModule],
  providers: [ReminderRunner, ReminderActionsService],
  exports: [ReminderRunner, ReminderActionsService],
})
export class RemindersModule {}
