import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { BotDeps, KeyValueStorage } from '../../bot/deps';
import { PlanPaymentKind } from '../billing/plan-payments-for-bot';
import { DepositPaymentKind, DepositRefundsForBot } from '../deposits/deposits-for-bot';
import { InvitationsForBot } from '../invitations/invitations-for-bot';
import { PublicPagesForBot } from '../public/public-pages-for-bot';
import { ReminderActionsService } from '../reminders/reminder-actions.service';
import { ReviewChatService } from '../reviews/review-chat.service';
import { SupportService } from '../support/support.service';
import { AccountForBot } from '../users/account-for-bot';
import { WaitlistOffersForBot } from '../waitlist/waitlist-offers-for-bot';
import { PlacesByBot } from './places-by-bot';

/** Storage for grammY conversation state: one row per key in bot_sessions. */
class BotSessionStorage implements KeyValueStorage {
  constructor(private readonly db: DataSource) {}

  async read(key: string): Promise<unknown> {
    const rows: { value: unknown }[] = await this.db.query(`SELECT value FROM bot_sessions WHERE key = $1`, [key]);
    return rows[0]?.value;
  }

  async write(key: string, value: unknown): Promise<void> {
    await this.db.query(
      `INSERT INTO bot_sessions (key, value, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }

  async delete(key: string): Promise<void> {
    await this.db.query(`DELETE FROM bot_sessions WHERE key = $1`, [key]);
  }
}

/**
 * The bot's window on the API: each folder the bot talks to provides its own port (declared in its
 * contract, provided by its module); this only puts them together, with the conversation storage (the
 * bot_sessions table is this folder's) and the log.
 */
@Injectable()
export class BotDepsService implements BotDeps {
  private readonly logger = new Logger('Bot');
  readonly storage: KeyValueStorage;
  readonly payments: BotDeps['payments'];

  constructor(
    @InjectDataSource() db: DataSource,
    readonly pages: PublicPagesForBot,
    readonly invitations: InvitationsForBot,
    readonly account: AccountForBot,
    readonly places: PlacesByBot,
    readonly waitlist: WaitlistOffersForBot,
    readonly visits: ReminderActionsService,
    readonly reviews: ReviewChatService,
    plans: PlanPaymentKind,
    depositPayments: DepositPaymentKind,
    readonly deposits: DepositRefundsForBot,
    readonly support: SupportService,
  ) {
    this.storage = new BotSessionStorage(db);
    this.payments = [plans, depositPayments];
  }

  logError(message: string, error: unknown): void {
    this.logger.error(`${message}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}
