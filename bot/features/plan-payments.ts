import { Composer } from 'grammy';
import { PLAN_PAYLOAD_PREFIX } from '../../src/billing/billing.contract';
import { BILLING_MSG } from '../../src/billing/billing-messages';
import type { BotContext } from '../context';
import type { BotDeps } from '../deps';
import { billingTexts } from '../locales/billing';
import { homeKeyboard } from '../keyboards/webapp';
import type { BotOptions } from '../options';
import { answerCheckout } from './unknown-payments';

/**
 * Plans paid in Telegram Stars: the pre-checkout verdict (Telegram waits at most 10 s for it, so it is one
 * read and nothing else before the answer), the successful payments (the first and each renewal), and
 * /paysupport, which Telegram requires of a bot that takes payments. Payments of anything else pass on.
 */
export function planPaymentsFeature(deps: BotDeps, options: BotOptions): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  composer.on('pre_checkout_query', async (ctx, next) => {
    const q = ctx.preCheckoutQuery;
    if (!q.invoice_payload.startsWith(PLAN_PAYLOAD_PREFIX)) return next();
    // the refusal is shown by Telegram in the payment form; the product speaks Russian there
    await answerCheckout(
      ctx,
      async () => {
        const verdict = await deps.checkPlanPurchase(q.from.id, q.invoice_payload, q.currency, q.total_amount);
        return verdict.ok ? verdict : { ok: false, errorMessage: BILLING_MSG.preCheckout[verdict.reason] };
      },
      (message, e) => deps.logError?.(message, e),
    );
  });

  composer.on('message:successful_payment', async (ctx, next) => {
    const p = ctx.message.successful_payment;
    if (!p.invoice_payload.startsWith(PLAN_PAYLOAD_PREFIX)) return next();
    await deps.recordPlanPayment({
      payer_telegram_id: ctx.from.id,
      invoice_payload: p.invoice_payload,
      currency: p.currency,
      total_amount: p.total_amount,
      telegram_payment_charge_id: p.telegram_payment_charge_id,
      provider_payment_charge_id: p.provider_payment_charge_id || null,
      subscription_expiration_date: p.subscription_expiration_date ?? null,
      is_recurring: p.is_recurring === true,
      is_first_recurring: p.is_first_recurring === true,
    });
  });

  composer
    .chatType('private')
    .command('paysupport', (ctx) =>
      ctx.reply(billingTexts(ctx.lang).paysupport, { reply_markup: homeKeyboard(ctx.t, options.webappUrl) }),
    );

  return composer;
}
