import { Module } from '@nestjs/common';
import { DepositPaymentKind, DepositRefundsForBot } from './deposits-for-bot';
import { NotificationsModule } from '../notifications/notifications.module';
import { DepositInvoices } from './deposit-invoices';
import { DepositRunner } from './deposit-runner';
import { DepositsController } from './deposits.controller';
import { DepositsService } from './deposits.service';

/** Deposits: a prepayment per service through Telegram Payments, its holds, payments and refunds. */
@Module({
  imports: [NotificationsModule],
  controllers: [DepositsController],
  providers: [DepositsService, DepositInvoices, DepositRunner, DepositPaymentKind, DepositRefundsForBot],
  exports: [DepositsService, DepositRunner, DepositPaymentKind, DepositRefundsForBot],
})
export class DepositsModule {}
