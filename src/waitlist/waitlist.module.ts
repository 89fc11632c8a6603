import { Module } from '@nestjs/common';
import { WaitlistOffersForBot } from './waitlist-offers-for-bot';
import { AppointmentsModule } from '../appointments/appointments.module';
import { WaitlistController } from './waitlist.controller';
import { WaitlistOffersService } from './waitlist-offers.service';
import { WaitlistService } from './waitlist.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WaitlistEntry } from './entities/waitlist-entry.entity';
import { WaitlistOffer } from './entities/waitlist-offer.entity';

/** The waitlist: entries, offers of freed time (told by AppointmentEvents) and taking them. */
@Module({
  imports: [TypeOrmModule.forFeature([WaitlistEntry, WaitlistOffer]), AppointmentsModule],
  controllers: [WaitlistController],
  providers: [WaitlistService, WaitlistOffersService, WaitlistOffersForBot],
  exports: [WaitlistService, WaitlistOffersForBot],
})
export class WaitlistModule {}
