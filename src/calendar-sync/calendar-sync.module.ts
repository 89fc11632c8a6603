import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { JobRegistry } from '../jobs/job-registry';
import { JobsModule } from '../jobs/jobs.module';
import { CalendarClients } from './calendar-clients';
import { CalendarSyncController } from './calendar-sync.controller';
import { CalendarSyncRunner } from './calendar-sync-runner';
import { CalendarSyncService } from './calendar-sync.service';

/** Two-way sync with the masters' own calendars (Google, CalDAV): busy times in, bookings out. */
@Module({
  imports: [NotificationsModule, JobsModule],
  controllers: [CalendarSyncController],
  providers: [CalendarClients, CalendarSyncService, CalendarSyncRunner],
  exports: [CalendarSyncRunner],
})
export class CalendarSyncModule {
  constructor(jobs: JobRegistry, runner: CalendarSyncRunner) {
    jobs.register(runner.job());
  }
}
