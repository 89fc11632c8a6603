import { BILLING_MSG } from '../../src/billing/billing-messages';
import { DEPOSIT_MSG } from '../../src/deposits/deposit-messages';
import type { CheckoutRefusal, CheckoutRefusalCode } from '../../src/payments/payment-kind.contract';
import type { Lang } from '.';
import { billingTexts } from './billing';

type Words = { [C in CheckoutRefusalCode]: (r: Extract<CheckoutRefusal, { code: C }>, lang: Lang) => string };

/**
 * Why Telegram's payment form refuses to take the money, one text per code (a code nobody words does not
 * compile). A kind's verdict is Russian whatever the payer's language (the invoice the form shows is
 * Russian too); only "no kind takes this invoice" speaks the payer's language.
 */
const WORDS: Words = {
  plans_off: () => BILLING_MSG.preCheckout.disabled,
  invoice_stale: () => BILLING_MSG.preCheckout.stale,
  invoice_foreign: () => BILLING_MSG.preCheckout.foreign,
  price_changed: () => BILLING_MSG.preCheckout.price,
  time_taken: () => DEPOSIT_MSG.timeTaken,
  online_booking_paused: (r) => BILLING_MSG.onlineBookingPaused(r.phone),
  not_accepted: (_, lang) => billingTexts(lang).invoiceUnknown,
};

export const checkoutRefusalText = (r: CheckoutRefusal, lang: Lang): string =>
  (WORDS[r.code] as (r: CheckoutRefusal, lang: Lang) => string)(r, lang);
