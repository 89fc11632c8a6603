import type { ActorRefusalCode, Refusal } from '../common/domain-error.contract';

/** A contact the user shared with the bot: saved as their verified phone, or not a phone number. */
export type SavePhoneResult =
  { ok: true; phone: string } | { ok: false; reason: 'invalid' } | Refusal<ActorRefusalCode>;
