import { Composer } from 'grammy';
import type { BotContext } from '../context';
import type { BotDeps } from '../deps';
import { homeKeyboard } from '../keyboards/webapp';
import { supportTexts } from '../locales/support';
import type { BotOptions } from '../options';

/**
 * Support in the chat: /support turns the support mode on (kept in the database, see SupportService), and the
 * user's next text messages go to the platform's support until /cancel or half an hour of silence. Texts
 * outside the mode, and /cancel without it, pass on to the other features.
 */
export function supportFeature(deps: BotDeps, options: BotOptions): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const pm = composer.chatType('private');

  pm.command('support', async (ctx) => {
    const s = supportTexts(ctx.lang);
    const answer = await deps.support.startChat(ctx.from.id);
    if (answer === 'not_registered') {
      await ctx.reply(s.notRegistered, { reply_markup: homeKeyboard(ctx.t, options.webappUrl) });
    } else if (answer === 'account_blocked') {
      await ctx.reply(s.blocked);
    } else {
      await ctx.reply(s.prompt);
    }
  });

  pm.command('cancel', async (ctx, next) => {
    if ((await deps.support.endChat(ctx.from.id)) !== 'ended') return next();
    await ctx.reply(supportTexts(ctx.lang).ended);
  });

  pm.on('message:text', async (ctx, next) => {
    // another command is never a message to support
    if (ctx.message.text.startsWith('/')) return next();
    const answer = await deps.support.chatMessage(ctx.from.id, ctx.message.text);
    if (answer === 'sent') await ctx.reply(supportTexts(ctx.lang).sent);
    else if (answer === 'too_long') await ctx.reply(supportTexts(ctx.lang).tooLong);
    else return next();
  });

  return composer;
}
