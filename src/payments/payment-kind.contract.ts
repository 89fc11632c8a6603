/**
 * One contract for everything the bot takes payments for (plans in Stars, deposits in roubles): a kind
 * names its invoice payload's prefix, gives the pre-checkout verdict as a code (the bot words it), and
 * takes the successful payment. The bot dispatches on the prefix alone (bot/features/payments.ts); a
 * payload no kind claims is refused at once. Plain types only: the bot imports them.
 */

/** A pre-checkout query as Telegram sends it (the amount in the currency's smallest units). */
export interface CheckoutQuery {
  telegramId: number;
  payload: string;
  currency: string;
  totalAmount: number;
}

/** A successful payment as Telegram sends it. */
export interface ReceivedPayment extends CheckoutQuery {
  telegramChargeId: string;
  providerChargeId: string | null;
  /** Subscriptions (plans) only: when the paid period ends, unix seconds. */
  subscriptionExpirationDate: number | null;
  isRecurring: boolean;
  isFirstRecurring: boolean;
}

/**
 * Why a payment may not go ahead: plans_off (plan payments are switched off), invoice_stale (the purchase
 * or booking it was for is gone or settled), invoice_foreign (another payer's, or a business they no longer
 * own), price_changed, time_taken (the deposit's time was taken meanwhile), online_booking_paused (the
 * business's records of the month are full; `phone` to call instead), not_accepted (no kind takes it, or
 * the check itself failed).
 */
export type CheckoutRefusalCode =
  | 'plans_off'
  | 'invoice_stale'
  | 'invoice_foreign'
  | 'price_changed'
  | 'time_taken'
  | 'online_booking_paused'
  | 'not_accepted';

export type CheckoutRefusal =
  | { ok: false; code: 'online_booking_paused'; phone: string | null }
  | { ok: false; code: Exclude<CheckoutRefusalCode, 'online_booking_paused'> };

export type CheckoutVerdict = { ok: true } | CheckoutRefusal;

export interface PaymentKind {
  /** Invoice payloads of this kind start with it; no prefix is another's prefix. */
  readonly prefix: string;
  /** Telegram waits at most 10 s for the answer: one short read or transaction. */
  preCheckout(q: CheckoutQuery): Promise<CheckoutVerdict>;
  /** Stored once per charge id; a failure fails the update, so Telegram delivers it again. */
  received(p: ReceivedPayment): Promise<void>;
}
