import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { PublicSessionsService } from './public-sessions.service';
import { PublicSessionsController, SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';
import { SessionRunner } from './session-runner';

/** Group sessions: a master's time offered to several clients at once; each seat is a booking. */
@Module({
  imports: [SchedulesModule, AppointmentsModule],
  controllers: [SessionsController, PublicSessionsController],
  providers: [SessionsService, PublicSessionsService, SessionRunner],
  exports: [SessionsService],
})
export class SessionsModule {}
