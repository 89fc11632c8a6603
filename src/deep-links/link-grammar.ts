/**
 * The grammar of the bot's deep links, in one place for the API, the bot and the mini app (which imports
 * it through `@api/deep-links/link-grammar`). Plain TypeScript: no framework, no Node built-ins.
 *
 *   master_<link>        an independent master's page        (link: chosen by the master)
 *   org_<link>           an organization's page               (link: chosen by the owner)
 *   org_master_<code>    a master inside an organization      (code: generated, organization_members.master_code)
 *   invite_<code>        an invitation into an organization   (code: generated, invitations.deep_link_code)
 *
 * Prefixes are matched longest first, so `org_master_x` is the organization master `x`, never the
 * organization `master_x` (the spec's observed order did the opposite; this is the intended behaviour).
 */

export type LinkKind = 'master' | 'organization' | 'organization_master' | 'invitation';

/** The kinds that lead to a booking page (an invitation leads to joining a team instead). */
export type BookingLinkKind = Exclude<LinkKind, 'invitation'>;

export const LINK_PREFIXES: Readonly<Record<LinkKind, string>> = {
  master: 'master_',
  organization: 'org_',
  organization_master: 'org_master_',
  invitation: 'invite_',
};

/** Longest prefix first: `org_master_` is tried before `org_`. */
const BY_PREFIX_LENGTH = (Object.entries(LINK_PREFIXES) as [LinkKind, string][]).sort(
  (a, b) => b[1].length - a[1].length,
);

export const DEEP_LINK_MIN_LENGTH = 3;

/** A link a person chooses (masters, organizations): 3 to 64 lowercase Latin letters, digits and hyphens. */
export const DEEP_LINK_PATTERN = /^[a-z0-9-]{3,64}$/;

/**
 * A code the app generates (master codes, invitation codes): the same alphabet, at least one character.
 * Codes are made of lowercase letters and digits today (randomCode, 12 characters); the wider shape keeps
 * every link ever handed out readable.
 */
export const CODE_PATTERN = /^[a-z0-9-]{1,64}$/;

/**
 * Words a chosen link may not be: they read as commands, our own paths or a prefix.
 */
export const RESERVED_LINKS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'bot',
  'help',
  'start',
  'support',
  'settings',
  'master',
  'org',
  'invite',
  'telegram',
]);

export function isDeepLink(value: unknown): value is string {
  return typeof value === 'string' && DEEP_LINK_PATTERN.test(value);
}

export function isLinkCode(value: unknown): value is string {
  return typeof value === 'string' && CODE_PATTERN.test(value);
}

/** Whether a person may choose this link (shape and not reserved; whether it is free is the database's). */
export function isChoosableLink(value: unknown): value is string {
  return isDeepLink(value) && !RESERVED_LINKS.has(value);
}

/** Whether `value` has the shape the kind's links carry after the prefix. */
export function isLinkValue(kind: LinkKind, value: unknown): value is string {
  return kind === 'master' || kind === 'organization' ? isDeepLink(value) : isLinkCode(value);
}

export interface ParsedLink {
  kind: LinkKind;
  /** The chosen link (master_, org_) or the generated code (org_master_, invite_). */
  value: string;
}

/** A start payload (`org_master_ab12`) as kind and value; null for an unknown prefix or a malformed value. */
export function parseLink(payload: string): ParsedLink | null {
  for (const [kind, prefix] of BY_PREFIX_LENGTH) {
    if (!payload.startsWith(prefix)) continue;
    const value = payload.slice(prefix.length);
    return isLinkValue(kind, value) ? { kind, value } : null;
  }
  return null;
}

/** The start payload for a kind and value (`buildLink('organization', 'salon')` is `org_salon`). */
export function buildLink(kind: LinkKind, value: string): string {
  return `${LINK_PREFIXES[kind]}${value}`;
}

export function isBookingLink(link: ParsedLink | null): link is ParsedLink & { kind: BookingLinkKind } {
  return link !== null && link.kind !== 'invitation';
}
