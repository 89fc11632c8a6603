import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import type { NotificationDraft } from '../notifications/notification-kinds';
import { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/entities/user.entity';
import { findUserByTelegramId } from '../users/user-lookup';
import type { SupportChatAnswer, SupportChatPort } from './support-chat.contract';
import { SUPPORT_TEXT_MAX, type SupportThreadResponse } from './support.contract';
import {
  ADD_MESSAGE_SQL,
  CONVERSATION_OF_USER_SQL,
  CONVERSATION_SQL,
  type ConversationRow,
  END_CHAT_MODE_SQL,
  ENSURE_CONVERSATION_SQL,
  IN_CHAT_MODE_SQL,
  MESSAGES_SQL,
  type MessageRow,
  SET_CHAT_MODE_SQL,
  USER_BUSINESS_SQL,
} from './support.sql';
import { managerOf, messageView, priorityOf } from './support-views';

/** After /support the bot takes the user's texts as messages to support this long (each message renews it). */
export const SUPPORT_CHAT_MINUTES = 30;
/** The newest messages a thread shows. */
export const THREAD_MAX = 200;

/** The user's side of support: their thread, their messages (from the mini app or the bot's support mode). */
@Injectable()
export class SupportService implements SupportChatPort {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notifications: NotificationsService,
  ) {}

  private get billing(): boolean {
    return this.config.billing === 'stars';
  }

  async thread(user: User): Promise<SupportThreadResponse> {
    const now = new Date(this.clock.now());
    const [biz] = await this.db.query<ConversationRow[]>(USER_BUSINESS_SQL, [now, user.id]);
    const [conv] = await this.db.query<{ id: number }[]>(CONVERSATION_OF_USER_SQL, [user.id]);
    const messages = conv ? await this.db.query<MessageRow[]>(MESSAGES_SQL, [conv.id, THREAD_MAX]) : [];
    return {
      conversation_id: conv?.id ?? null,
      messages: messages.map(messageView),
      priority: biz ? priorityOf(biz, this.billing) : null,
      manager: biz ? managerOf(biz, this.billing) : null,
    };
  }

  /** POST /support/messages: the caller's message; the super admin (and a personal manager) are told. */
  async send(user: User, text: string): Promise<SupportThreadResponse> {
    await this.write(user.id, text);
    return this.thread(user);
  }

  /** /support in the bot: the user's next texts go to support for SUPPORT_CHAT_MINUTES. */
  async startChat(telegramId: number): Promise<SupportChatAnswer> {
    const user = await findUserByTelegramId(this.db, telegramId);
    if (!user) return 'not_registered';
    if (user.isBlocked) return 'account_blocked';
    await this.db.query(SET_CHAT_MODE_SQL, [user.id, this.chatModeEnd()]);
    return 'started';
  }

  /** A text in the bot: sent to support while the mode is on, else 'off' (the bot handles it as usual). */
  async chatMessage(telegramId: number, text: string): Promise<SupportChatAnswer> {
    const user = await findUserByTelegramId(this.db, telegramId);
    if (!user || user.isBlocked) return 'off';
    const [on] = await this.db.query<{ id: number }[]>(IN_CHAT_MODE_SQL, [user.id, new Date(this.clock.now())]);
    if (!on) return 'off';
    const trimmed = text.trim();
    if (trimmed.length > SUPPORT_TEXT_MAX) return 'too_long';
    if (trimmed.length === 0) return 'off';
    await this.write(user.id, trimmed);
    await this.db.query(SET_CHAT_MODE_SQL, [user.id, this.chatModeEnd()]);
    return 'sent';
  }

  /** /cancel in the bot: 'ended' when the support mode was on. */
  async endChat(telegramId: number): Promise<SupportChatAnswer> {
    const user = await findUserByTelegramId(this.db, telegramId);
    if (!user) return 'off';
    const rows = await this.db.query<{ id: number }[]>(END_CHAT_MODE_SQL, [user.id, new Date(this.clock.now())]);
    return rows.length > 0 ? 'ended' : 'off';
  }

  private chatModeEnd(): Date {
    return new Date(this.clock.now() + SUPPORT_CHAT_MINUTES * 60_000);
  }

  /** The message and its notices commit together: nobody is told of a message that was not stored. */
  private async write(userId: number, text: string): Promise<void> {
    const now = new Date(this.clock.now());
    await this.db.transaction(async (m) => {
      const [conv] = await m.query<{ id: number }[]>(ENSURE_CONVERSATION_SQL, [userId]);
      await m.query(ADD_MESSAGE_SQL, [conv.id, 'user', text, now]);
      const [row] = await m.query<ConversationRow[]>(CONVERSATION_SQL, [now, conv.id]);
      await this.tell(row, text, m);
    });
  }

  private async tell(row: ConversationRow, text: string, m: EntityManager): Promise<void> {
    const base = {
      conversation_id: row.id,
      from_name: [row.first_name, row.last_name].filter(Boolean).join(' '),
      username: row.username,
      business_name: row.business_name,
      priority: priorityOf(row, this.billing),
      text,
    };
    const drafts: NotificationDraft<'support_message'>[] = [];
    const admin = this.config.superAdminTelegramId;
    if (admin !== null)
      drafts.push({ chatId: admin, userId: null, kind: 'support_message', payload: { ...base, to: 'admin' } });
    const manager = managerOf(row, this.billing);
    if (manager && manager.telegram_id !== admin && manager.telegram_id !== Number(row.telegram_id)) {
      drafts.push({
        chatId: manager.telegram_id,
        userId: row.manager_user_id,
        kind: 'support_message',
        payload: { ...base, to: 'manager' },
      });
    }
    await this.notifications.enqueue(drafts, m);
  }
}
