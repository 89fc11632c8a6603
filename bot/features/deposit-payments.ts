import { Composer } from 'grammy';
import type { BotContext } from '../context';
import type { BotDeps } from '../deps';
import { DEPOSIT_REFUND_DATA } from '../keyboards/deposit';
import { rowIdOf } from '../keyboards/row-id';
import { depositTexts } from '../locales/deposits';

/** «Возврат сделан» under a deposit's refund notice (the deposits' payments themselves: payments.ts). */
export function depositPaymentsFeature(deps: BotDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  composer.callbackQuery(DEPOSIT_REFUND_DATA, async (ctx) => {
    const t = depositTexts(ctx.lang);
    const id = rowIdOf(ctx.match[1]);
    const result = id === null ? 'forbidden' : await deps.deposits.markRefunded(ctx.from.id, id);
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
