import { Module } from '@nestjs/common';
import { ClusterModule } from '../cluster/cluster.module';
import { DepositsModule } from '../deposits/deposits.module';
import { InvitationsModule } from '../invitations/invitations.module';
import { PublicModule } from '../public/public.module';
import { RemindersModule } from '../reminders/reminders.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { WaitlistModule } from '../waitlist/waitlist.module';
import { BotDepsService } from './bot-deps.service';
import { BotService } from './bot.service';
import { OutboxWorker } from './outbox-worker';
import { TelegramWebhookController } from './telegram-webhook.controller';

/** Hosts the framework-free bot (bot/): webhook route, polling, start-up profile, outbox delivery. */
@Module({
  imports: [
    ClusterModule,
    DepositsModule,
    InvitationsModule,
    PublicModule,
    RemindersModule,
    ReviewsModule,
    WaitlistModule,
  ],
  controllers: [TelegramWebhookController],
  providers: [BotDepsService, BotService, OutboxWorker],
  exports: [BotService, OutboxWorker],
})
export class TelegramModule {}
