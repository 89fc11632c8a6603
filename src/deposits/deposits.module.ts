import { Inject, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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

/** Deposits: a prepayment per service through Telegram Payments, its holds, payments and refunds. */
@Module({
  imports: [NotificationsModule, JobsModule],
  controllers: [DepositsController],
  providers: [DepositsService, DepositInvoices, DepositPaymentKind, DepositRefundsForBot],
  exports: [DepositsService, DepositPaymentKind, DepositRefundsForBot],
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
