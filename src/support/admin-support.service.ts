import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PlanLimitsService } from '../billing/plan-limits.service';
import { CLOCK, Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import type { PageQuery } from '../common/page.contract';
import { pageOf, pageWindow } from '../common/paging';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { NotificationsService } from '../notifications/notifications.service';
import type {
  AdminSupportConversationsResponse,
  AdminSupportThreadResponse,
  SetManagerResponse,
  SupportBusiness,
} from './support.contract';
import {
  ADD_MESSAGE_SQL,
  CONVERSATION_SQL,
  type ConversationRow,
  DELETE_MANAGER_SQL,
  INBOX_SQL,
  INSERT_MANAGER_SQL,
  MESSAGES_SQL,
  type MessageRow,
  USER_BY_TELEGRAM_SQL,
} from './support.sql';
import { conversationView, messageView } from './support-views';
import { THREAD_MAX } from './support.service';

interface ManagerUser {
  id: number;
  telegram_id: string;
  first_name: string;
  last_name: string | null;
  username: string | null;
}

/** The super admin's side of support: the inbox (paying businesses first), replies, personal managers. */
@Injectable()
export class AdminSupportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    private readonly plans: PlanLimitsService,
  ) {}

  private get billing(): boolean {
    return this.config.billing === 'stars';
  }

  async list(q: PageQuery): Promise<AdminSupportConversationsResponse> {
    const w = pageWindow(q);
    const rows = await this.db.query<ConversationRow[]>(INBOX_SQL, [
      new Date(this.clock.now()),
      this.billing,
      w.limit + 1,
      w.offset,
    ]);
    const page = pageOf(rows, w);
    return {
      conversations: page.items.map((r) => conversationView(r, this.billing)),
      has_more: page.has_more,
      next_offset: page.next_offset,
    };
  }

  async get(id: number): Promise<AdminSupportThreadResponse> {
    const row = await this.conversation(id);
    const messages = await this.db.query<MessageRow[]>(MESSAGES_SQL, [id, THREAD_MAX]);
    return { conversation: conversationView(row, this.billing), messages: messages.map(messageView) };
  }

  /** A reply from /admin: stored, and sent into the user's chat by the bot (through the outbox). */
  async reply(id: number, text: string): Promise<AdminSupportThreadResponse> {
    await this.db.transaction(async (m) => {
      const [row] = await m.query<ConversationRow[]>(CONVERSATION_SQL, [new Date(this.clock.now()), id]);
      if (!row) throw new DomainError('support_conversation_not_found');
      await m.query(ADD_MESSAGE_SQL, [id, 'support', text, new Date(this.clock.now())]);
      await this.notifications.enqueue(
        [
          {
            chatId: Number(row.telegram_id),
            userId: row.user_id,
            kind: 'support_reply',
            payload: { conversation_id: id, text },
          },
        ],
        m,
      );
    });
    return this.get(id);
  }

  /**
   * Names (telegram_id) or removes (null) the personal manager of a business. With billing on only an
   * Enterprise business has one (422 otherwise); with billing off every business may.
   */
  async setManager(kind: SupportBusiness['kind'], id: number, telegramId: number | null): Promise<SetManagerResponse> {
    const row = await this.plans.businessOf({ organizationId: kind === 'organization' ? id : null, masterId: id });
    if (!row || row.kind !== kind) throw new DomainError('support_business_not_found');
    if (this.billing && this.plans.effective(row).plan !== 'enterprise') {
      throw new DomainError('support_manager_needs_enterprise');
    }
    const business: SupportBusiness = { kind, id: row.id, name: row.name };
    const keys = [kind === 'organization' ? id : null, kind === 'master' ? id : null];
    if (telegramId === null) {
      await this.db.query(DELETE_MANAGER_SQL, keys);
      return { business, manager: null };
    }
    const [user] = await this.db.query<ManagerUser[]>(USER_BY_TELEGRAM_SQL, [telegramId]);
    if (!user) throw new DomainError('support_manager_not_registered');
    await this.db.transaction(async (m) => {
      await m.query(DELETE_MANAGER_SQL, keys);
      await m.query(INSERT_MANAGER_SQL, [...keys, user.id]);
    });
    return {
      business,
      manager: {
        name: [user.first_name, user.last_name].filter(Boolean).join(' '),
        username: user.username,
        telegram_id: Number(user.telegram_id),
      },
    };
  }

  private async conversation(id: number): Promise<ConversationRow> {
    const [row] = await this.db.query<ConversationRow[]>(CONVERSATION_SQL, [new Date(this.clock.now()), id]);
    if (!row) throw new DomainError('support_conversation_not_found');
    return row;
  }
}
