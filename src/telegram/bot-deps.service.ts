import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { BotDeps, KeyValueStorage, OwnBookingLink } from '../../bot/deps';
import { bookableMemberRow } from '../access/access.sql';
import type { PlanPaymentData, PreCheckoutResult } from '../billing/billing.contract';
import { PlanPaymentsService } from '../billing/plan-payments.service';
import type {
  CheckoutAnswer,
  DepositCheckout,
  DepositPayment,
  PaymentOutcome,
  RefundTapResult,
} from '../deposits/deposit-payments.contract';
import { DepositsService } from '../deposits/deposits.service';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { refusalOf } from '../common/domain-error';
import { masterBookingLink, organizationBookingLink, organizationMasterBookingLink } from '../deep-links/booking-links';
import { normalizePhone } from '../common/validators/phone';
import type {
  DecideResult,
  DecisionRefusalCode,
  InvitationDecision,
} from '../invitations/invitation-decision.contract';
import type { InvitationRole } from '../invitations/invitations.contract';
import { InvitationsService } from '../invitations/invitations.service';
import { PublicService } from '../public/public.service';
import type { VisitResult } from '../reminders/reminder-actions.contract';
import { ReminderActionsService } from '../reminders/reminder-actions.service';
import { ACTOR_REFUSALS, actAs } from '../users/act-as';
import type { ReviewTapResult } from '../reviews/review-chat.contract';
import { ReviewChatService } from '../reviews/review-chat.service';
import type { User } from '../users/entities/user.entity';
import { updateUserFields } from '../users/user-store';
import type { SavePhoneResult } from '../users/verified-phone.contract';
import type { SetPlaceResult } from '../users/master-profile.contract';
import { PlacesByBot } from './places-by-bot';
import type { SupportChatAnswer } from '../support/support-chat.contract';
import { SupportService } from '../support/support.service';
import type { WaitlistTakeResult } from '../waitlist/waitlist-offers.contract';
import { WaitlistService } from '../waitlist/waitlist.service';

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ');

const DECISION_REFUSALS: readonly DecisionRefusalCode[] = [
  ...ACTOR_REFUSALS,
  'forbidden',
  'invitation_not_found',
  'invitation_not_awaiting_decision',
  'already_member',
];

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

/** The bot's window on the database and the domain services (the bot itself knows neither). */
@Injectable()
export class BotDepsService implements BotDeps {
  private readonly logger = new Logger('Bot');
  readonly storage: KeyValueStorage;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invitations: InvitationsService,
    private readonly pages: PublicService,
    private readonly waitlist: WaitlistService,
    private readonly reminders: ReminderActionsService,
    private readonly reviews: ReviewChatService,
    private readonly places: PlacesByBot,
    private readonly planPayments: PlanPaymentsService,
    private readonly deposits: DepositsService,
    private readonly support: SupportService,
  ) {
    this.storage = new BotSessionStorage(db);
  }

  /** The same page GET /api/public/master/<link> answers (null where it says 404). */
  async findMasterByDeepLink(deepLink: string): Promise<{ name: string } | null> {
    const page = await this.pages.findMaster(deepLink);
    return page ? { name: fullName(page.first_name, page.last_name) } : null;
  }

  /** The same page GET /api/public/organization/<link> answers (null where it says 404). */
  async findOrganizationByDeepLink(deepLink: string): Promise<{ name: string } | null> {
    const page = await this.pages.findOrganization(deepLink);
    return page ? { name: page.name } : null;
  }

  /** The same page GET /api/public/organization-master/<code> answers (null where it says 404). */
  async findOrganizationMasterByCode(code: string): Promise<{ name: string; organizationName: string } | null> {
    const page = await this.pages.findOrganizationMaster(code);
    return page?.organization
      ? { name: fullName(page.first_name, page.last_name), organizationName: page.organization.name }
      : null;
  }

  /** The invitation GET /api/invitations/<code> shows, while it still waits for an answer. */
  async findPendingInvitationByCode(
    code: string,
  ): Promise<{ id: number; organizationName: string; role: InvitationRole } | null> {
    const invitation = await this.invitations.findByCode(code);
    return invitation?.status === 'pending'
      ? { id: invitation.id, organizationName: invitation.organization_name, role: invitation.role }
      : null;
  }

  /** Only links whose public page answers (the same blocked rules as PublicService). */
  async ownBookingLinks(telegramId: number): Promise<OwnBookingLink[]> {
    const bot = this.config.botUsername;
    const rows: { kind: OwnBookingLink['kind']; code: string; org_name: string | null }[] = await this.db.query(
      `SELECT 'master' AS kind, mp.deep_link AS code, NULL AS org_name
         FROM users u JOIN master_profiles mp ON mp.user_id = u.id
         WHERE u.telegram_id = $1 AND NOT u.is_blocked AND mp.deep_link IS NOT NULL
       UNION ALL
       SELECT 'organization', o.deep_link, o.name
         FROM users u JOIN organizations o ON o.owner_id = u.id
         WHERE u.telegram_id = $1 AND NOT u.is_blocked
       UNION ALL
       SELECT 'organization_master', m.master_code, o.name
         FROM users u JOIN organization_members m ON m.user_id = u.id JOIN organizations o ON o.id = m.organization_id
         JOIN users ow ON ow.id = o.owner_id
         WHERE u.telegram_id = $1 AND m.master_code IS NOT NULL AND ${bookableMemberRow('m', 'u', 'ow')}`,
      [telegramId],
    );
    return rows.map((r) => ({
      kind: r.kind,
      organizationName: r.org_name,
      link:
        r.kind === 'master'
          ? masterBookingLink(bot, r.code)
          : r.kind === 'organization'
            ? organizationBookingLink(bot, r.code)
            : organizationMasterBookingLink(bot, r.code),
    }));
  }

  saveVerifiedPhone(telegramId: number, rawPhone: string): Promise<SavePhoneResult> {
    return refusalOf(ACTOR_REFUSALS, async () => {
      const user = await actAs(this.db, telegramId);
      // Telegram sends contact numbers in international form, usually without the leading +.
      const trimmed = rawPhone.replace(/[\s()-]/g, '');
      const phone = normalizePhone(trimmed.startsWith('+') ? trimmed : `+${trimmed}`);
      if (!phone) return { ok: false, reason: 'invalid' } as const;
      await updateUserFields(this.db.manager, user.id, { phone, phoneVerified: true });
      return { ok: true, phone } as const;
    });
  }

  decideInvitation(telegramId: number, invitationId: number, decision: InvitationDecision): Promise<DecideResult> {
    return refusalOf(DECISION_REFUSALS, async () => {
      const owner = await actAs(this.db, telegramId);
      if (decision === 'confirm') await this.invitations.confirm(owner, invitationId);
      else await this.invitations.reject(owner, invitationId);
      return { ok: true } as const;
    });
  }

  /** «Записаться» under a waitlist offer, as the registered, unblocked user with this Telegram id. */
  takeWaitlistOffer(telegramId: number, offerId: number): Promise<WaitlistTakeResult> {
    return refusalOf(ACTOR_REFUSALS, async () => this.waitlist.takeOffer(await actAs(this.db, telegramId), offerId));
  }

  confirmVisit(telegramId: number, appointmentId: number): Promise<VisitResult> {
    return this.reminders.confirmVisit(telegramId, appointmentId);
  }

  cancelVisit(telegramId: number, appointmentId: number): Promise<VisitResult> {
    return this.reminders.cancelVisit(telegramId, appointmentId);
  }

  rateVisit(telegramId: number, appointmentId: number, rating: number): Promise<ReviewTapResult> {
    return this.reviews.rate(telegramId, appointmentId, rating);
  }

  muteReviewRequests(telegramId: number): Promise<ReviewTapResult> {
    return this.reviews.mute(telegramId);
  }

  placeTargets(telegramId: number): Promise<SetPlaceResult> {
    return this.places.targets(telegramId);
  }

  setPlace(telegramId: number, point: { latitude: number; longitude: number }): Promise<SetPlaceResult> {
    return this.places.set(telegramId, point);
  }

  checkPlanPurchase(telegramId: number, payload: string, currency: string, amount: number): Promise<PreCheckoutResult> {
    return this.planPayments.checkPurchase(telegramId, payload, currency, amount);
  }

  recordPlanPayment(payment: PlanPaymentData): Promise<void> {
    return this.planPayments.recordPayment(payment);
  }

  checkDepositCheckout(q: DepositCheckout): Promise<CheckoutAnswer> {
    return this.deposits.preCheckout(q);
  }

  recordDepositPayment(p: DepositPayment): Promise<PaymentOutcome> {
    return this.deposits.paymentReceived(p);
  }

  async markDepositRefunded(telegramId: number, appointmentId: number): Promise<RefundTapResult> {
    let user: User;
    try {
      user = await actAs(this.db, telegramId);
    } catch {
      return 'forbidden';
    }
    return this.deposits.refundedFromChat(user, appointmentId);
  }

  startSupportChat(telegramId: number): Promise<SupportChatAnswer> {
    return this.support.startChat(telegramId);
  }

  supportChatMessage(telegramId: number, text: string): Promise<SupportChatAnswer> {
    return this.support.chatMessage(telegramId, text);
  }

  endSupportChat(telegramId: number): Promise<SupportChatAnswer> {
    return this.support.endChat(telegramId);
  }

  logError(message: string, error: unknown): void {
    this.logger.error(`${message}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}
