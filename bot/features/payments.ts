import { Composer } from 'grammy';
import type { CheckoutVerdict, PaymentKind } from '../../src/payments/payment-kind.contract';
import type { BotContext } from '../context';
import type { BotDeps } from '../deps';
import { checkoutRefusalText } from '../locales/payments';

/**
 * Everything paid through the bot (plans in Stars, deposits in roubles), dispatched on the invoice
 * payload's prefix to its payment kind. Every pre-checkout is answered at once: Telegram waits at most 10 s,
 * and one left unanswered keeps the payer's form spinning and then fails it with no reason. A payload no
 * kind claims, or whose check itself failed (an id the database cannot take, a lost connection), is
 * refused with a reason. A successful payment of no known kind passes on.
 */
export function paymentsFeature(deps: BotDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const kindOf = (payload: string): PaymentKind | undefined => deps.payments.find((k) => payload.startsWith(k.prefix));

  composer.on('pre_checkout_query', async (ctx) => {
    const q = ctx.preCheckoutQuery;
    const kind = kindOf(q.invoice_payload);
    let verdict: CheckoutVerdict = { ok: false, code: 'not_accepted' };
    if (kind) {
      try {
        verdict = await kind.preCheckout({
          telegramId: q.from.id,
          payload: q.invoice_payload,
          currency: q.currency,
          totalAmount: q.total_amount,
        });
      } catch (e) {
        deps.logError?.(`pre-checkout ${q.id} could not be checked`, e);
      }
    }
    if (verdict.ok) await ctx.answerPreCheckoutQuery(true);
    else await ctx.answerPreCheckoutQuery(false, { error_message: checkoutRefusalText(verdict, ctx.lang) });
  });

  composer.on('message:successful_payment', async (ctx, next) => {
    const p = ctx.message.successful_payment;
    const kind = kindOf(p.invoice_payload);
    if (!kind) return next();
    await kind.received({
      telegramId: ctx.from.id,
      payload: p.invoice_payload,
      currency: p.currency,
      totalAmount: p.total_amount,
      telegramChargeId: p.telegram_payment_charge_id,
      providerChargeId: p.provider_payment_charge_id || null,
      subscriptionExpirationDate: p.subscription_expiration_date ?? null,
      isRecurring: p.is_recurring === true,
      isFirstRecurring: p.is_first_recurring === true,
    });
  });

  return composer;
}
