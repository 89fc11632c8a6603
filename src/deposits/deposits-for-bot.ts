import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { User } from '../users/entities/user.entity';
import { actAs } from '../users/act-as';
import type { CheckoutQuery, CheckoutVerdict, PaymentKind, ReceivedPayment } from '../payments/payment-kind.contract';
import { DEPOSIT_PAYLOAD_PREFIX, type DepositRefundsPort, type RefundTapResult } from './deposit-payments.contract';
import { DepositsService } from './deposits.service';

/** Deposits for visits, as one of the bot's payment kinds ('dep:<appointment id>'). */
@Injectable()
export class DepositPaymentKind implements PaymentKind {
  readonly prefix = DEPOSIT_PAYLOAD_PREFIX;

  constructor(private readonly deposits: DepositsService) {}

  preCheckout(q: CheckoutQuery): Promise<CheckoutVerdict> {
    return this.deposits.preCheckout(q);
  }

  async received(p: ReceivedPayment): Promise<void> {
    await this.deposits.paymentReceived(p);
  }
}

/** «Возврат сделан» under a refund notice, as the user with this Telegram id. */
@Injectable()
export class DepositRefundsForBot implements DepositRefundsPort {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly deposits: DepositsService,
  ) {}

  async markRefunded(telegramId: number, appointmentId: number): Promise<RefundTapResult> {
    let user: User;
    try {
      user = await actAs(this.db, telegramId);
    } catch {
      return 'forbidden';
    }
    return this.deposits.refundedFromChat(user, appointmentId);
  }
}
