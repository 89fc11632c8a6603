import type { Conversation } from '@grammyjs/conversations';
import type { BotContext, InnerContext } from '../context';
import type { BotDeps } from '../deps';
import { contactKeyboard, removeKeyboard } from '../keyboards/contact';

export const PHONE_CONVERSATION = 'phone';

/**
 * Verified phone: ask for the user's contact with a request_contact keyboard and accept only a
 * contact whose user_id is the sender's own. Anything else (someone else's contact, text, cancel)
 * ends the conversation politely. State lives in bot_sessions, so a restart does not lose it.
 */
export function phoneConversation(deps: BotDeps) {
  return async function phone(conversation: Conversation<BotContext, InnerContext>, ctx: InnerContext): Promise<void> {
    await ctx.reply(ctx.t.askContact, { reply_markup: contactKeyboard(ctx.t) });

    // Only messages belong to this conversation; button taps etc. pass through to the other features.
    const answer = await conversation.waitFor('message', { next: true });
    const t = answer.t;
    const contact = answer.message.contact;

    if (contact) {
      if (contact.user_id === undefined || contact.user_id !== answer.from.id) {
        await answer.reply(t.phoneForeign, { reply_markup: removeKeyboard });
        return;
      }
      const result = await conversation.external(() =>
        deps.account.saveVerifiedPhone(answer.from.id, contact.phone_number),
      );
      const text = result.ok
        ? t.phoneSaved(result.phone)
        : result.reason === 'invalid'
          ? t.phoneInvalid
          : result.reason === 'account_blocked'
            ? t.phoneBlocked
            : t.phoneNotRegistered;
      await answer.reply(text, { reply_markup: removeKeyboard });
      return;
    }

    await answer.reply(t.phoneCancelled, { reply_markup: removeKeyboard });
    const text = answer.message.text ?? '';
    // Another command (/start, /help …) still runs after leaving the conversation.
    if (/^\/(?!cancel\b)\w+/.test(text)) await conversation.halt({ next: true });
  };
}
