import { Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobRegistry } from '../jobs/job-registry';
import { JobsModule } from '../jobs/jobs.module';
import { DepositsModule } from '../deposits/deposits.module';
import { InvitationsModule } from '../invitations/invitations.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { UsersModule } from '../users/users.module';
import { PublicModule } from '../public/public.module';
import { RemindersModule } from '../reminders/reminders.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { SupportModule } from '../support/support.module';
import { WaitlistModule } from '../waitlist/waitlist.module';
import { BotDepsService } from './bot-deps';
import { BotService } from './bot.service';
import { PlacesByBot } from './places-by-bot';
import { OutboxWorker } from './outbox-worker';
import { processedUpdatesPruneJob } from './processed-updates';
import { TelegramWebhookController } from './telegram-webhook.controller';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BotSession } from './entities/bot-session.entity';
import { ProcessedUpdate } from './entities/processed-update.entity';

/** Hosts the framework-free bot (bot/): webhook route, polling, start-up profile, outbox delivery. */
@Module({
  imports: [
    TypeOrmModule.forFeature([BotSession, ProcessedUpdate]),
    JobsModule,
    DepositsModule,
    InvitationsModule,
    OrganizationsModule,
    PublicModule,
    RemindersModule,
    ReviewsModule,
    SupportModule,
    WaitlistModule,
    UsersModule,
  ],
  controllers: [TelegramWebhookController],
  providers: [BotDepsService, BotService, OutboxWorker, PlacesByBot],
  exports: [BotService, OutboxWorker],
})
export class TelegramModule {
  constructor(jobs: JobRegistry, worker: OutboxWorker, @InjectDataSource() db: DataSource) {
    jobs.register(worker.job());
    jobs.register(processedUpdatesPruneJob(db));
  }
}
