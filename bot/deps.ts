/** What the bot needs from the outside world. The Nest host (src/telegram) implements it with
 *  TypeORM and the domain services; tests may pass fakes. No framework types cross this line. */

import type { PlanPaymentData, PreCheckoutResult } from '../src/billing/billing.contract';
import type {
  CheckoutAnswer,
  DepositCheckout,
  DepositPayment,
  PaymentOutcome,
  RefundTapResult,
} from '../src/deposits/deposit-payments.contract';
import type { InvitationDecision, DecideResult } from '../src/invitations/invitation-decision.contract';
import type { InvitationRole } from '../src/invitations/invitations.contract';
import type { VisitResult } from '../src/reminders/reminder-actions.contract';
import type { ReviewTapResult } from '../src/reviews/review-chat.contract';
import type { SetPlaceResult } from '../src/users/master-profile.contract';
import type { SavePhoneResult } from '../src/users/verified-phone.contract';
import type { WaitlistTakeResult } from '../src/waitlist/waitlist-offers.contract';
import type { SupportChatAnswer } from '../src/support/support-chat.contract';

// The answers are the services' contracts: the bot depends on them, never a service on the bot.
export type {
  DecideResult,
  InvitationDecision,
  PlanPaymentData,
  PreCheckoutResult,
  InvitationRole,
  ReviewTapResult,
  SavePhoneResult,
  SetPlaceResult,
  SupportChatAnswer,
  VisitResult,
  WaitlistTakeResult,
};

export interface OwnBookingLink {
  kind: 'master' | 'organization' | 'organization_master';
  link: string;
  organizationName: string | null;
}

/** A JSON key-value store that survives restarts and is shared by every instance (table bot_sessions). */
export interface KeyValueStorage {
  /** undefined when the key is absent. */
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface BotDeps {
  /** Independent master by master_profiles.deep_link whose user is not blocked. */
  findMasterByDeepLink(deepLink: string): Promise<{ name: string } | null>;
  findOrganizationByDeepLink(deepLink: string): Promise<{ name: string } | null>;
  /** Organization master by master_code; the member and the user are not blocked. */
  findOrganizationMasterByCode(code: string): Promise<{ name: string; organizationName: string } | null>;
  /** Only a pending invitation counts. */
  findPendingInvitationByCode(
    code: string,
  ): Promise<{ id: number; organizationName: string; role: InvitationRole } | null>;
  /** The caller's own booking links (master, owner, organization master); empty when none. */
  ownBookingLinks(telegramId: number): Promise<OwnBookingLink[]>;
  /** Normalises (E.164) and stores the phone as verified on the user with this Telegram id. */
  saveVerifiedPhone(telegramId: number, rawPhone: string): Promise<SavePhoneResult>;
  /** The owner's decision on an accepted invitation, checked against the caller's identity. */
  decideInvitation(telegramId: number, invitationId: number, decision: InvitationDecision): Promise<DecideResult>;
  /** Books the offered time for the caller (identity from the update, never from the button alone). */
  takeWaitlistOffer(telegramId: number, offerId: number): Promise<WaitlistTakeResult>;
  /** «Приду» under a reminder: planned -> confirmed (the master is told), only by the booking's client. */
  confirmVisit(telegramId: number, appointmentId: number): Promise<VisitResult>;
  /** «Отменить» under a reminder: the client's cancel (POST /api/appointments/{id}/cancel rules, cutoff included). */
  cancelVisit(telegramId: number, appointmentId: number): Promise<VisitResult>;
  /** A star under the review request: writes (or, within 7 days, changes) the caller's review of the booking. */
  rateVisit(telegramId: number, appointmentId: number, rating: number): Promise<ReviewTapResult>;
  /** «Не спрашивать» under the review request: no more requests to the caller. */
  muteReviewRequests(telegramId: number): Promise<ReviewTapResult>;
  /** Whose place a location from this user would set (nothing is written): the answer setPlace would give. */
  placeTargets(telegramId: number): Promise<SetPlaceResult>;
  /** A shared location becomes the user's place: their independent master card and/or the organization they own. */
  setPlace(telegramId: number, point: { latitude: number; longitude: number }): Promise<SetPlaceResult>;
  /** Telegram asks whether a plan's invoice may still be paid (answered within its 10 seconds). */
  checkPlanPurchase(telegramId: number, payload: string, currency: string, amount: number): Promise<PreCheckoutResult>;
  /** A plan was paid (first payment or a renewal): stored once per charge id, the plan extended, the payer told. */
  recordPlanPayment(payment: PlanPaymentData): Promise<void>;
  /** Telegram asks whether a booking's deposit may still be paid (answered within its 10 seconds). */
  checkDepositCheckout(q: DepositCheckout): Promise<CheckoutAnswer>;
  /** A deposit was paid: stored once per charge id; the booking planned, or payment_conflict when its time was taken. */
  recordDepositPayment(p: DepositPayment): Promise<PaymentOutcome>;
  /** «Возврат сделан»: the caller (the booking's master, owner or admin) marks its deposit refunded. */
  markDepositRefunded(telegramId: number, appointmentId: number): Promise<RefundTapResult>;
  /** /support: the caller's next texts go to support (refused for the unregistered and the blocked). */
  startSupportChat(telegramId: number): Promise<SupportChatAnswer>;
  /** A text while the support mode is on goes to support ('off' when it is not on). */
  supportChatMessage(telegramId: number, text: string): Promise<SupportChatAnswer>;
  /** /cancel: ends the support mode ('off' when it was not on). */
  endSupportChat(telegramId: number): Promise<SupportChatAnswer>;
  /** Conversation state. */
  storage: KeyValueStorage;
  logError?(message: string, error: unknown): void;
}
