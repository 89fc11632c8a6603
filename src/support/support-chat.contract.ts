import type { ActorRefusalCode } from '../common/domain-error.contract';

/**
 * What the bot's support mode gets back. started: /support turned it on; sent: the text went to support;
 * too_long: over 4000 characters, nothing sent; ended: /cancel turned it off; off: the mode is not on (the text
 * or /cancel is not support's); an actor refusal: /support from someone unregistered or blocked.
 */
export type SupportChatAnswer = 'started' | 'sent' | 'too_long' | 'ended' | 'off' | ActorRefusalCode;

/** What the bot asks of support: its chat mode. */
export interface SupportChatPort {
  /** /support: the caller's next texts go to support (refused for the unregistered and the blocked). */
  startChat(telegramId: number): Promise<SupportChatAnswer>;
  /** A text while the support mode is on goes to support ('off' when it is not on). */
  chatMessage(telegramId: number, text: string): Promise<SupportChatAnswer>;
  /** /cancel: ends the support mode ('off' when it was not on). */
  endChat(telegramId: number): Promise<SupportChatAnswer>;
}
