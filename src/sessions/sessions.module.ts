import { Global, Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module';
import { SEAT_SESSIONS } from '../appointments/seat-session.port';
import { JobRegistry } from '../jobs/job-registry';
import { JobsModule } from '../jobs/jobs.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { PublicSessionsService } from './public-sessions.service';
import { PublicSessionsController, SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';
import { SessionRunner } from './session-runner';
import { SessionsForSeats } from './sessions-for-seats';

/**
 * Group sessions: a master's time offered to several clients at once; each seat is a booking. Global for
 * SEAT_SESSIONS: appointments/ reads the session a seat is booked in through it, without importing this module.
 */
@Global()
@Module({
  imports: [SchedulesModule, AppointmentsModule, JobsModule],
  controllers: [SessionsController, PublicSessionsController],
  providers: [
    SessionsService,
    PublicSessionsService,
    SessionRunner,
    SessionsForSeats,
    { provide: SEAT_SESSIONS, useExisting: SessionsForSeats },
  ],
  exports: [SessionsService, SEAT_SESSIONS],
})
export class SessionsModule {
  constructor(jobs: JobRegistry, runner: SessionRunner) {
    jobs.register(runner.job());
  }
}
