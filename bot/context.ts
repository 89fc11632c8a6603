import type { Context } from 'grammy';
import type { ConversationFlavor } from '@grammyjs/conversations';
import type { Lang, Locale } from './locales';

/** What every handler gets on top of grammY's context: the reply language and its texts. */
export interface LocaleFlavor {
  lang: Lang;
  t: Locale;
}

/** Context inside conversations (no conversation controls there). */
export type InnerContext = Context & LocaleFlavor;
export type BotContext = ConversationFlavor<Context> & LocaleFlavor;
