/** What the bot passes on about deposit payments, and what it gets back (plain types: the bot imports them). */

import type { CheckoutQuery } from '../payments/payment-kind.contract';

/** A pre-checkout query of a deposit (amount in kopecks, as Telegram sends it). */
export type DepositCheckout = CheckoutQuery;

/** A successful payment of a deposit. */
export interface DepositPayment extends DepositCheckout {
  telegramChargeId: string;
  providerChargeId: string | null;
}

/**
 * paid: the booking is planned; conflict: its time was taken (the money is kept, client and business told);
 * duplicate: this charge was already stored; unknown: stored, but it names no deposit awaiting payment.
 */
export type PaymentOutcome = 'paid' | 'conflict' | 'duplicate' | 'unknown';

/** «Возврат сделан»: marked now, marked before, or not the caller's to mark. */
export type RefundTapResult = 'refunded' | 'already' | 'forbidden';

/** The invoice payload of a booking's deposit: 'dep:<appointment id>' (plans use their own prefix). */
export const DEPOSIT_PAYLOAD_PREFIX = 'dep:';

/** What the bot asks of deposits beyond their payments: «Возврат сделан» under a refund notice. */
export interface DepositRefundsPort {
  /** The caller (the booking's master, owner or admin) marks its deposit refunded. */
  markRefunded(telegramId: number, appointmentId: number): Promise<RefundTapResult>;
}
