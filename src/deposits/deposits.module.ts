import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { DepositInvoices } from './deposit-invoices';
import { DepositRunner } from './deposit-runner';
import { DepositsController } from './deposits.controller';
import { DepositsService } from './deposits.service';

/** Deposits: a prepayment per service through Telegram Payments, its holds, payments and refunds. */
@Module({
  imports: [NotificationsModule, SchedulesModule],
  controllers: [DepositsController],
  providers: [DepositsService, DepositInvoices, DepositRunner],
  exports: [DepositsService, DepositRunner],
})
export class DepositsModule {}
