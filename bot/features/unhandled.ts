import { Composer } from 'grammy';
import type { BotContext } from '../context';
import type { BotOptions } from '../options';
import { homeKeyboard } from '../keyboards/webapp';

/** Registered last: anything no feature handled. */
export function unhandledFeature(options: BotOptions): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.on('callback_query', (ctx) => ctx.answerCallbackQuery());
  composer
    .chatType('private')
    .on('message', (ctx) => ctx.reply(ctx.t.help, { reply_markup: homeKeyboard(ctx.t, options.webappUrl) }));
  return composer;
}
