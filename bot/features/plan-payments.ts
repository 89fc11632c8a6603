import { Composer } from 'grammy';
import type { BotContext } from '../context';
import { billingTexts } from '../locales/billing';
import { homeKeyboard } from '../keyboards/webapp';
import type { BotOptions } from '../options';

/** /paysupport, which Telegram requires of a bot that takes payments (the payments themselves: payments.ts). */
export function planPaymentsFeature(options: BotOptions): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  composer
    .chatType('private')
    .command('paysupport', (ctx) =>
      ctx.reply(billingTexts(ctx.lang).paysupport, { reply_markup: homeKeyboard(ctx.t, options.webappUrl) }),
    );

  return composer;
}
