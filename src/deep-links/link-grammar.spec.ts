import {
  buildLink,
  isBookingLink,
  isChoosableLink,
  isDeepLink,
  isLinkCode,
  LINK_PREFIXES,
  LinkKind,
  parseLink,
} from './link-grammar';

describe('link grammar', () => {
  it.each([
    ['master_anna-1', { kind: 'master', value: 'anna-1' }],
    ['org_salon', { kind: 'organization', value: 'salon' }],
    ['org_master_abc123', { kind: 'organization_master', value: 'abc123' }],
    ['invite_k2m9', { kind: 'invitation', value: 'k2m9' }],
    // longest prefix first: org_master_x is the organization master x, never the organization "master_x"
    ['org_master_x', { kind: 'organization_master', value: 'x' }],
    // …while a hyphen is part of an organization's link
    ['org_master-x', { kind: 'organization', value: 'master-x' }],
  ])('parses %j', (payload, expected) => {
    expect(parseLink(payload)).toEqual(expected);
  });

  it.each([
    'hello',
    'master_',
    'org_ab', // a chosen link has at least 3 characters
    'master_Anna',
    'MASTER_anna',
    'master_' + 'a'.repeat(65),
    'org_master_',
    'org_master_ab-c!',
    'invite_abc_def',
    'org_салон',
  ])('refuses %j', (payload) => {
    expect(parseLink(payload)).toBeNull();
  });

  it('builds what it parses, for every kind', () => {
    for (const kind of Object.keys(LINK_PREFIXES) as LinkKind[]) {
      expect(parseLink(buildLink(kind, 'abc-123'))).toEqual({ kind, value: 'abc-123' });
    }
    expect(buildLink('organization_master', 'k2m9')).toBe('org_master_k2m9');
  });

  it('keeps every code the app hands out readable (randomCode, the demo seed md5 prefix)', () => {
    expect(isLinkCode('k2m9p3q4r5s6')).toBe(true);
    expect(isLinkCode('0cc175b9c0f1')).toBe(true);
    expect(isLinkCode('')).toBe(false);
  });

  it('tells chosen links from reserved words and bad shapes', () => {
    expect(isDeepLink('salon-luna')).toBe(true);
    expect(isChoosableLink('salon-luna')).toBe(true);
    expect(isDeepLink('admin')).toBe(true);
    expect(isChoosableLink('admin')).toBe(false);
    expect(isChoosableLink('ab')).toBe(false);
    expect(isChoosableLink(42)).toBe(false);
  });

  it('calls only master, organization and organization master links bookings', () => {
    expect(isBookingLink(parseLink('invite_abc'))).toBe(false);
    expect(isBookingLink(parseLink('org_master_abc'))).toBe(true);
    expect(isBookingLink(null)).toBe(false);
  });
});
