import { Bot } from 'grammy';
import { conversations, createConversation, type ConversationData, type VersionedState } from '@grammyjs/conversations';
import type { BotContext, InnerContext } from './context';
import type { BotDeps } from './deps';
import type { BotOptions } from './options';
import { phoneConversation, PHONE_CONVERSATION } from './conversations/phone';
import { localeMiddleware } from './features/locale';
import { startFeature } from './features/start';
import { infoFeature } from './features/info';
import { phoneFeature } from './features/phone';
import { placeFeature } from './features/place';
import { invitationDecisionsFeature } from './features/invitation-decisions';
import { waitlistOffersFeature } from './features/waitlist-offers';
import { reminderButtonsFeature } from './features/reminder-buttons';
import { reviewButtonsFeature } from './features/review-buttons';
import { planPaymentsFeature } from './features/plan-payments';
import { depositPaymentsFeature } from './features/deposit-payments';
import { paymentsFeature } from './features/payments';
import { supportFeature } from './features/support';
import { unhandledFeature } from './features/unhandled';

export type { BotDeps } from './deps';
export type { BotOptions } from './options';
export type { BotContext } from './context';

/** The framework-free bot: everything it reads or writes goes through `deps`. */
export function createBot(deps: BotDeps, options: BotOptions): Bot<BotContext> {
  const bot = new Bot<BotContext>(options.token, {
    botInfo: options.botInfo,
    client: options.apiRoot ? { apiRoot: options.apiRoot } : undefined,
  });

  bot.use(localeMiddleware);
  bot.use(
    conversations<BotContext, InnerContext>({
      // Conversation state in the database (bot_sessions), keyed by chat.
      storage: {
        type: 'key',
        prefix: 'conversation:',
        adapter: {
          read: async (key) => (await deps.storage.read(key)) as VersionedState<ConversationData> | undefined,
          write: (key, state) => deps.storage.write(key, state),
          delete: (key) => deps.storage.delete(key),
        },
      },
      plugins: [localeMiddleware],
    }),
  );
  bot.use(createConversation<BotContext, InnerContext>(phoneConversation(deps), PHONE_CONVERSATION));

  // Payments stay outside the error boundary: a payment that could not be stored must fail its update, so
  // the webhook answers 500 and Telegram delivers it again (src/telegram/bot.service.ts).
  bot.use(paymentsFeature(deps));
  bot.use(planPaymentsFeature(options));
  bot.use(depositPaymentsFeature(deps));
  const features = bot.errorBoundary((err) =>
    deps.logError?.(`bot update ${err.ctx.update.update_id} failed`, err.error),
  );
  features.use(startFeature(deps, options));
  features.use(infoFeature(deps, options));
  features.use(phoneFeature());
  features.use(placeFeature(deps));
  features.use(invitationDecisionsFeature(deps));
  features.use(waitlistOffersFeature(deps));
  features.use(reminderButtonsFeature(deps, options));
  features.use(reviewButtonsFeature(deps, options));
  features.use(supportFeature(deps, options));
  features.use(unhandledFeature(options));

  bot.catch((err) => deps.logError?.(`bot update ${err.ctx.update.update_id} failed`, err.error));
  return bot;
}
