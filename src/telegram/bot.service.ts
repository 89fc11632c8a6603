import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { timingSafeEqual } from 'node:crypto';
import type { Bot } from 'grammy';
import type { Update, UserFromGetMe } from 'grammy/types';
import { DataSource } from 'typeorm';
import type { BotContext } from '../../bot/bot';
import { configureBotProfile } from '../../bot/commands';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { BotDepsService } from './bot-deps';
import { DomainError } from '../common/domain-error';

/** Telegram should get its 200 quickly; longer handling goes on in the background. */
const WEBHOOK_ANSWER_WITHIN_MS = 8000;

/** The bot's identity without a getMe round trip (id is the token's prefix). */
function botInfoFrom(config: AppConfig): UserFromGetMe {
  return {
    id: Number(config.botToken.split(':')[0]),
    is_bot: true,
    first_name: config.botUsername,
    username: config.botUsername,
    can_join_groups: false,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: true,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
    can_manage_bots: false,
    supports_join_request_queries: false,
  };
}

/**
 * The bot (its handlers, conversations and keyboards, the conversations plugin) is required only when it runs:
 * with BOT_MODE=off that code was loaded at every start-up for nothing.
 */
function loadBot(): typeof import('../../bot/bot') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require() the bundler keeps lazy
  return require('../../bot/bot') as typeof import('../../bot/bot');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Hosts the grammY bot: webhook updates (deduplicated by update_id), polling, start-up profile. */
@Injectable()
export class BotService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Bot');
  /** null when BOT_MODE=off. */
  readonly bot: Bot<BotContext> | null;
  /** Resolves when the start-up setMyCommands / setChatMenuButton calls are done (or failed and were logged). */
  profileReady: Promise<void> = Promise.resolve();
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    deps: BotDepsService,
  ) {
    this.bot =
      config.botMode === 'off'
        ? null
        : loadBot().createBot(deps, {
            token: config.botToken,
            webappUrl: config.webappUrl,
            apiRoot: config.telegramApiRoot,
            botInfo: botInfoFrom(config),
          });
  }

  onApplicationBootstrap(): void {
    const bot = this.bot;
    if (!bot) return;
    if (!this.config.botTokenGenerated) {
      this.profileReady = this.setUpProfile(bot).catch((e: unknown) =>
        this.logger.warn(`could not set up the bot at Telegram: ${e instanceof Error ? e.message : String(e)}`),
      );
    }
    if (this.config.botMode === 'polling') {
      void bot
        .start({ onStart: (me) => this.logger.log(`polling as @${me.username}`) })
        .catch((e: unknown) => this.logger.error(`polling stopped: ${e instanceof Error ? e.message : String(e)}`));
    }
  }

  /** Commands and menu button; in webhook mode also the webhook itself (the API is served at WEBAPP_URL). */
  private async setUpProfile(bot: Bot<BotContext>): Promise<void> {
    await configureBotProfile(bot.api, this.config.webappUrl, this.config.billing === 'stars');
    if (this.config.botMode !== 'webhook') return;
    if (!this.config.webappUrl.startsWith('https://')) {
      this.logger.warn(
        'BOT_MODE=webhook: WEBAPP_URL is not https, set the webhook by hand (setWebhook with secret_token)',
      );
      return;
    }
    await bot.api.setWebhook(`${this.config.webappUrl}/api/telegram/webhook`, {
      secret_token: this.config.webhookSecret,
      allowed_updates: ['message', 'callback_query', 'pre_checkout_query'],
    });
  }

  async onModuleDestroy(): Promise<void> {
    if (this.bot?.isRunning()) await this.bot.stop();
    await Promise.allSettled([this.idle(), this.profileReady]);
  }

  /** Resolves once every update taken in (including any taken in meanwhile) has been handled to the end. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** POST /api/telegram/webhook: secret checked, each update_id handled at most once. */
  async handleWebhook(secret: string | undefined, body: unknown): Promise<void> {
    if (!this.bot || this.config.botMode !== 'webhook') throw new DomainError('webhook_off');
    if (typeof secret !== 'string' || !sameSecret(secret, this.config.webhookSecret)) {
      throw new DomainError('webhook_secret_invalid');
    }
    const update = body as Partial<Update> | null;
    if (!update || typeof update !== 'object' || !Number.isSafeInteger(update.update_id)) {
      throw new DomainError('webhook_update_invalid');
    }
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO processed_updates (update_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING update_id`,
      [update.update_id],
    );
    if (inserted.length === 0) return; // a redelivery: already handled

    const payment = Boolean((update as { message?: { successful_payment?: unknown } }).message?.successful_payment);
    let failure: unknown = null;
    const work = this.bot.handleUpdate(update as Update).catch(async (e: unknown) => {
      const cause = (e as { error?: unknown }).error ?? e;
      this.logger.error(
        `update ${update.update_id} failed: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`,
      );
      if (!payment) return;
      // Money is never lost: a payment that could not be stored is forgotten as handled, and the webhook
      // answers 500, so Telegram delivers it again (payments are keyed by their charge id: a delivery
      // that did get stored changes nothing the second time).
      await this.db.query(`DELETE FROM processed_updates WHERE update_id = $1`, [update.update_id]).catch(() => null);
      failure = cause;
    });
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
    if (payment) {
      await work;
      if (failure !== null) throw new DomainError('webhook_update_failed');
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, WEBHOOK_ANSWER_WITHIN_MS)))]);
    clearTimeout(timer);
  }
}
