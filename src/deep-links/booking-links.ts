import { randomBytes } from 'node:crypto';
import { buildLink } from './link-grammar';

/** Booking links in the bot's form (spec: deep links per master and organization); the grammar is
 *  deep-links/link-grammar.ts. */
export const botLink = (botUsername: string, payload: string) => `https://t.me/${botUsername}?start=${payload}`;
export const masterBookingLink = (bot: string, deepLink: string) => botLink(bot, buildLink('master', deepLink));
export const organizationBookingLink = (bot: string, deepLink: string) =>
  botLink(bot, buildLink('organization', deepLink));
export const organizationMasterBookingLink = (bot: string, masterCode: string) =>
  botLink(bot, buildLink('organization_master', masterCode));
export const invitationLink = (bot: string, code: string) => botLink(bot, buildLink('invitation', code));

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** An unguessable lowercase code (master codes, invitation codes): 12 chars, ~60 bits. */
export function randomCode(length = 12): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i] % ALPHABET.length];
  return out;
}
