import { Injectable } from '@nestjs/common';
import type { CheckoutQuery, CheckoutVerdict, PaymentKind, ReceivedPayment } from '../payments/payment-kind.contract';
import { PLAN_PAYLOAD_PREFIX } from './billing.contract';
import { PlanPaymentsService } from './plan-payments.service';

/** Plans paid in Telegram Stars, as one of the bot's payment kinds ('plan:<purchase id>'). */
@Injectable()
export class PlanPaymentKind implements PaymentKind {
  readonly prefix = PLAN_PAYLOAD_PREFIX;

  constructor(private readonly payments: PlanPaymentsService) {}

  preCheckout(q: CheckoutQuery): Promise<CheckoutVerdict> {
    return this.payments.checkPurchase(q.telegramId, q.payload, q.currency, q.totalAmount);
  }

  received(p: ReceivedPayment): Promise<void> {
    return this.payments.recordPayment({
      payer_telegram_id: p.telegramId,
      invoice_payload: p.payload,
      currency: p.currency,
      total_amount: p.totalAmount,
      telegram_payment_charge_id: p.telegramChargeId,
      provider_payment_charge_id: p.providerChargeId,
      subscription_expiration_date: p.subscriptionExpirationDate,
      is_recurring: p.isRecurring,
      is_first_recurring: p.isFirstRecurring,
    });
  }
}
