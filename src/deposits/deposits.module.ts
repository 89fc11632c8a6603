import { Global, Inject, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BOOKING_DEPOSITS } from '../appointments/booking-deposit.port';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { JobRegistry } from '../jobs/job-registry';
import { JobsModule } from '../jobs/jobs.module';
import { NotificationsService } from '../notifications/notifications.service';
import { DepositPaymentKind, DepositRefundsForBot } from './deposits-for-bot';
import { NotificationsModule } from '../notifications/notifications.module';
import { DepositInvoices } from './deposit-invoices';
import { depositsJob } from './deposit-job';
import { DepositsController } from './deposits.controller';
import { DepositsService } from './deposits.service';

/**
 * Deposits: a prepayment per service through Telegram Payments, its holds, payments and refunds. Global for
 * BOOKING_DEPOSITS: appointments/ asks it what a booking holds, without importing this module.
 */
@Global()
@Module({
  imports: [NotificationsModule, JobsModule],
  controllers: [DepositsController],
  providers: [
    DepositsService,
    DepositInvoices,
    DepositPaymentKind,
    DepositRefundsForBot,
    { provide: BOOKING_DEPOSITS, useExisting: DepositsService },
  ],
  exports: [DepositsService, DepositPaymentKind, DepositRefundsForBot, BOOKING_DEPOSITS],
})
export class DepositsModule {
  constructor(
    jobs: JobRegistry,
    @InjectDataSource() db: DataSource,
    notifications: NotificationsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    jobs.register(depositsJob(db, notifications, config));
  }
}
