import { Composer } from 'grammy';
import type { BotContext } from '../context';
import { billingTexts } from '../locales/billing';

/**
 * The last word on a pre-checkout: a payload no payment kind recognised (or one whose check failed) is
 * refused at once. Unanswered, Telegram keeps the payer's form spinning for 10 s and then fails it with no
 * reason; a refusal says what to do instead.
 */
export function unknownPaymentsFeature(): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.on('pre_checkout_query', (ctx) =>
    ctx.answerPreCheckoutQuery(false, { error_message: billingTexts(ctx.lang).invoiceUnknown }),
  );
  return composer;
}

/**
 * Runs a payment kind's pre-checkout verdict; when the check itself fails (a payload whose id the database
 * cannot take, a lost connection), the payer is refused now rather than left waiting, and the error logged.
 */
export async function answerCheckout(
  ctx: BotContext,
  verdict: () => Promise<{ ok: true } | { ok: false; errorMessage: string }>,
  logError?: (message: string, e: unknown) => void,
): Promise<void> {
  let answer: { ok: true } | { ok: false; errorMessage: string };
  try {
    answer = await verdict();
  } catch (e) {
    logError?.(`pre-checkout ${ctx.preCheckoutQuery?.id ?? ''} could not be checked`, e);
    answer = { ok: false, errorMessage: billingTexts(ctx.lang).invoiceUnknown };
  }
  if (answer.ok) await ctx.answerPreCheckoutQuery(true);
  else await ctx.answerPreCheckoutQuery(false, { error_message: answer.errorMessage });
}
