import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { refusalOf } from '../common/domain-error';
import { ACTOR_REFUSALS, actAs } from '../users/act-as';
import type { WaitlistOffersPort, WaitlistTakeResult } from './waitlist-offers.contract';
import { WaitlistService } from './waitlist.service';

/** «Записаться» under a waitlist offer, as the registered, unblocked user with this Telegram id. */
@Injectable()
export class WaitlistOffersForBot implements WaitlistOffersPort {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly waitlist: WaitlistService,
  ) {}

  takeOffer(telegramId: number, offerId: number): Promise<WaitlistTakeResult> {
    return refusalOf(ACTOR_REFUSALS, async () => this.waitlist.takeOffer(await actAs(this.db, telegramId), offerId));
  }
}
