import type { ActorRefusalCode } from '../common/domain-error.contract';

/**
 * What the bot's support mode gets back. started: /support turned it on; sent: the text went to support;
 * too_long: over 4000 characters, nothing sent; ended: /cancel turned it off; off: the mode is not on (the text
 * or /cancel is not support's); an actor refusal: /support from someone unregistered or blocked.
 */
export type SupportChatAnswer = 'started' | 'sent' | 'too_long' | 'ended' | 'off' | ActorRefusalCode;
