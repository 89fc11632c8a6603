import type { UserFromGetMe } from 'grammy/types';

export interface BotOptions {
  token: string;
  /** The mini app's base URL (WEBAPP_URL), without a trailing slash. */
  webappUrl: string;
  /** Another Bot API server (tests, local Bot API). */
  apiRoot?: string;
  /** Skips getMe when given. */
  botInfo?: UserFromGetMe;
}
