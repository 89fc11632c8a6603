import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether `given` is the invitation's deep_link_code. Invitation ids are sequential, so whoever acts on
 * an invitation by id (and is not its organization's owner or admin) must also show the unguessable code.
 * Missing or non-string codes never match; the comparison takes the same time for every wrong code.
 */
export function invitationCodeMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0 || expected.length === 0) return false;
  return timingSafeEqual(digest(expected), digest(given));
}
