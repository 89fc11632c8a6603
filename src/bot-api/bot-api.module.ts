import { Global, Module } from '@nestjs/common';
import { Api } from 'grammy';
import { APP_CONFIG, type AppConfig } from '../config/app.config';

/** Injection token of the one Bot API client the API's own calls share (see BotApiModule). */
export const BOT_API = Symbol('BOT_API');

/**
 * How long one Bot API call may take. Telegram answers in well under a second; ten seconds covers a slow
 * network. A notice's send must also end before its outbox lease does, else the next sender could take
 * the row while the first send is still in flight.
 */
export const botApiTimeoutSeconds = (config: Pick<AppConfig, 'outboxLeaseSeconds'>): number =>
  Math.max(1, Math.min(10, config.outboxLeaseSeconds - 1));

/**
 * The one client of the Bot API for calls the API makes itself (outbox deliveries, invoice links, Stars
 * renewals and refunds), made in one place with its root and timeout; features receive it by BOT_API.
 * The bot (bot/) keeps its own, since grammY's Bot owns the client that answers its updates.
 */
@Global()
@Module({
  providers: [
    {
      provide: BOT_API,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new Api(config.botToken, { apiRoot: config.telegramApiRoot, timeoutSeconds: botApiTimeoutSeconds(config) }),
    },
  ],
  exports: [BOT_API],
})
export class BotApiModule {}
