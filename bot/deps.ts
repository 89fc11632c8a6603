/**
 * What the bot needs from the outside world: one port per folder of the API that the bot talks to, each
 * declared in that folder's contract and provided by that folder's module; the Nest host
 * (src/telegram/bot-deps.ts) only puts them together. Tests may pass fakes. No framework types cross this
 * line: the answers are the services' contracts, and the bot depends on them, never a service on the bot.
 */

import type { DepositRefundsPort, RefundTapResult } from '../src/deposits/deposit-payments.contract';
import type {
  DecideResult,
  InvitationDecision,
  InvitationsPort,
} from '../src/invitations/invitation-decision.contract';
import type { InvitationRole } from '../src/invitations/invitations.contract';
import type { PaymentKind } from '../src/payments/payment-kind.contract';
import type { PublicPagesPort } from '../src/public/public.contract';
import type { VisitResult, VisitsPort } from '../src/reminders/reminder-actions.contract';
import type { ReviewRequestsPort, ReviewTapResult } from '../src/reviews/review-chat.contract';
import type { PlacesPort, SetPlaceResult } from '../src/users/master-profile.contract';
import type { AccountPort, OwnBookingLink, SavePhoneResult } from '../src/users/verified-phone.contract';
import type { WaitlistOffersPort, WaitlistTakeResult } from '../src/waitlist/waitlist-offers.contract';
import type { SupportChatAnswer, SupportChatPort } from '../src/support/support-chat.contract';

export type {
  DecideResult,
  InvitationDecision,
  InvitationRole,
  OwnBookingLink,
  PaymentKind,
  RefundTapResult,
  ReviewTapResult,
  SavePhoneResult,
  SetPlaceResult,
  SupportChatAnswer,
  VisitResult,
  WaitlistTakeResult,
};

/** A JSON key-value store that survives restarts and is shared by every instance (table bot_sessions). */
export interface KeyValueStorage {
  /** undefined when the key is absent. */
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface BotDeps {
  /** Whom a /start link names: an independent master, an organization, an organization master. */
  pages: PublicPagesPort;
  invitations: InvitationsPort;
  /** The person in the chat: their booking links, their shared contact. */
  account: AccountPort;
  places: PlacesPort;
  waitlist: WaitlistOffersPort;
  /** The buttons under a reminder. */
  visits: VisitsPort;
  /** The buttons under a review request. */
  reviews: ReviewRequestsPort;
  /** Everything paid through the bot, one kind per invoice payload prefix. */
  payments: readonly PaymentKind[];
  deposits: DepositRefundsPort;
  support: SupportChatPort;
  /** Conversation state. */
  storage: KeyValueStorage;
  logError?(message: string, error: unknown): void;
}
