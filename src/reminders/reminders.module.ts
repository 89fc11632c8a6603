import { Inject, Module } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppointmentsModule } from '../appointments/appointments.module';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { JobRegistry } from '../jobs/job-registry';
import { JobsModule } from '../jobs/jobs.module';
import { NotificationsService } from '../notifications/notifications.service';
import { ReminderActionsService } from './reminder-actions.service';
import { remindersJob } from './reminder-job';
import { AppointmentReminder } from './entities/appointment-reminder.entity';
import { MasterAgenda } from './entities/master-agenda.entity';
import { AGENDA_PLANNER, type AgendaPlanner } from '../schedules/agenda-planner';
import { planAgenda } from './agenda-plan';

/** Booking reminders and masters' daily agendas: due rows in the database, queued by the `reminders` job. */
@Module({
  imports: [TypeOrmModule.forFeature([AppointmentReminder, MasterAgenda]), AppointmentsModule, JobsModule],
  providers: [
    ReminderActionsService,
    { provide: AGENDA_PLANNER, useValue: { plan: planAgenda } satisfies AgendaPlanner },
  ],
  exports: [ReminderActionsService],
})
export class RemindersModule {
  constructor(
    jobs: JobRegistry,
    @InjectDataSource() db: DataSource,
    notifications: NotificationsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    jobs.register(remindersJob(db, notifications, config));
  }
}
