import { Inject, Injectable } from '@nestjs/common';
import type { Api } from 'grammy';
import { BOT_API } from '../bot-api/bot-api.module';
import { STARS, SUBSCRIPTION_PERIOD_S } from './plans';

export interface PlanInvoice {
  title: string;
  description: string;
  payload: string;
  label: string;
  amount: number;
}

/**
 * The Bot API calls of Stars subscriptions, made by the API itself (not through the bot's updates): the
 * invoice link, cancelling a renewal, a refund. Works whatever BOT_MODE is, since only the token matters.
 */
@Injectable()
export class StarsApi {
  constructor(@Inject(BOT_API) private readonly api: Api) {}

  /** A monthly subscription invoice: one price in Stars, no provider token. */
  createSubscriptionLink(inv: PlanInvoice): Promise<string> {
    return this.api.raw.createInvoiceLink({
      title: inv.title,
      description: inv.description,
      payload: inv.payload,
      currency: STARS,
      prices: [{ label: inv.label, amount: inv.amount }],
      subscription_period: SUBSCRIPTION_PERIOD_S,
    });
  }

  /** Stops (or resumes) Telegram's renewal of a subscription; the paid period stays. */
  async setRenewalCancelled(payerTelegramId: number, chargeId: string, cancelled: boolean): Promise<void> {
    await this.api.raw.editUserStarSubscription({
      user_id: payerTelegramId,
      telegram_payment_charge_id: chargeId,
      is_canceled: cancelled,
    });
  }

  async refund(payerTelegramId: number, chargeId: string): Promise<void> {
    await this.api.raw.refundStarPayment({ user_id: payerTelegramId, telegram_payment_charge_id: chargeId });
  }
}
