import { Composer } from 'grammy';
import { DEPOSIT_PAYLOAD_PREFIX } from '../../src/deposits/deposit-payments.contract';
import type { BotContext } from '../context';
import type { BotDeps } from '../deps';
import { DEPOSIT_REFUND_DATA } from '../keyboards/deposit';
import { rowIdOf } from '../keyboards/row-id';
import { depositTexts } from '../locales/deposits';
import { answerCheckout } from './unknown-payments';

/**
 * Deposits for visits, paid in roubles through the payment provider: the pre-checkout verdict (Telegram waits
 * at most 10 s: one short transaction before the answer), the successful payment (stored first, by its charge
 * id), and «Возврат сделан» under a refund notice. Payments of anything else pass on.
 */
export function depositPaymentsFeature(deps: BotDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  composer.on('pre_checkout_query', async (ctx, next) => {
    const q = ctx.preCheckoutQuery;
    if (!q.invoice_payload.startsWith(DEPOSIT_PAYLOAD_PREFIX)) return next();
    // Telegram shows the refusal in the payment form; the product speaks Russian there
    await answerCheckout(
      ctx,
      async () => {
        const verdict = await deps.checkDepositCheckout({
          telegramId: q.from.id,
          payload: q.invoice_payload,
          totalAmount: q.total_amount,
          currency: q.currency,
        });
        return verdict.ok ? verdict : { ok: false, errorMessage: verdict.reason };
      },
      (message, e) => deps.logError?.(message, e),
    );
  });

  composer.on('message:successful_payment', async (ctx, next) => {
    const p = ctx.message.successful_payment;
    if (!p.invoice_payload.startsWith(DEPOSIT_PAYLOAD_PREFIX)) return next();
    await deps.recordDepositPayment({
      telegramId: ctx.from.id,
      payload: p.invoice_payload,
      totalAmount: p.total_amount,
      currency: p.currency,
      telegramChargeId: p.telegram_payment_charge_id,
      providerChargeId: p.provider_payment_charge_id || null,
    });
  });

  composer.callbackQuery(DEPOSIT_REFUND_DATA, async (ctx) => {
    const t = depositTexts(ctx.lang);
    const id = rowIdOf(ctx.match[1]);
    const result = id === null ? 'forbidden' : await deps.markDepositRefunded(ctx.from.id, id);
    if (result === 'forbidden') {
      await ctx.answerCallbackQuery({ text: t.refundForbidden, show_alert: true });
      return;
    }
    await ctx.answerCallbackQuery({ text: result === 'refunded' ? t.refundMarked : t.refundAlready });
    const message = ctx.callbackQuery.message;
    if (result === 'refunded' && message && 'text' in message && message.text) {
      await ctx
        .editMessageText(`${message.text}\n\n${t.refundMarkedNote}`)
        .catch((e: unknown) => deps.logError?.(`deposit ${id}: could not edit the refund notice`, e));
    }
  });

  return composer;
}
