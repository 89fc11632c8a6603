import type { ActorRefusalCode, Refusal } from '../common/domain-error.contract';

/** A contact the user shared with the bot: saved as their verified phone, or not a phone number. */
export type SavePhoneResult =
  { ok: true; phone: string } | { ok: false; reason: 'invalid' } | Refusal<ActorRefusalCode>;

/** One of the caller's own booking links (master, owner, organization master). */
export interface OwnBookingLink {
  kind: 'master' | 'organization' | 'organization_master';
  link: string;
  organizationName: string | null;
}

/** What the bot asks about the person in the chat: their booking links, their shared contact. */
export interface AccountPort {
  /** The caller's own booking links whose public page answers; empty when none. */
  ownBookingLinks(telegramId: number): Promise<OwnBookingLink[]>;
  /** Normalises (E.164) and stores the phone as verified on the user with this Telegram id. */
  saveVerifiedPhone(telegramId: number, rawPhone: string): Promise<SavePhoneResult>;
}
