import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { AppointmentIcsController } from './appointment-ics.controller';
import { AppointmentIcsService } from './appointment-ics.service';
import { CalendarFeedController } from './calendar-feed.controller';
import { CalendarFeedService } from './calendar-feed.service';
import { IcsLinkSigner } from './ics/ics-link';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CalendarFeed } from './entities/calendar-feed.entity';

/** iCalendar, so bookings show in people's own calendar apps: masters' subscription feeds and single-booking .ics
 *  files. */
@Module({
  imports: [TypeOrmModule.forFeature([CalendarFeed])],
  controllers: [CalendarFeedController, AppointmentIcsController],
  providers: [
    CalendarFeedService,
    AppointmentIcsService,
    { provide: IcsLinkSigner, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new IcsLinkSigner(c.botToken) },
  ],
})
export class CalendarFeedModule {}
