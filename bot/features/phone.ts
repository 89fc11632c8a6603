import { Composer } from 'grammy';
import type { BotContext } from '../context';
import { PHONE_CONVERSATION } from '../conversations/phone';
import { VERIFY_PHONE_DATA } from '../keyboards/invitation';

/** /phone and the "verify phone" button offered after registration enter the contact conversation. */
export function phoneFeature(): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const pm = composer.chatType('private');
  pm.command('phone', (ctx) => ctx.conversation.enter(PHONE_CONVERSATION));
  pm.callbackQuery(VERIFY_PHONE_DATA, async (ctx) => {
    await ctx.answerCallbackQuery();
    await ctx.conversation.enter(PHONE_CONVERSATION);
  });
  return composer;
}
