/**
 * The access rules of organizations and masters, named once. Each rule is a boolean SQL fragment that a
 * statement embeds where it decides (a WHERE, a column, a CASE), so checking access never costs a round
 * trip of its own: the hot reads (public pages, slots, bookings, calendars) stay one statement each.
 *
 * Arguments are SQL expressions (a column such as `a.organization_id`, or a parameter such as `$2`).
 * Rules that look rows up do it in a subquery whose aliases start with `acc_`, so they never capture a
 * column of the statement around them. A membership row exists exactly while the person is a member:
 * leaving an organization deletes it, so "active" is "the row is there", and "unblocked" is its flag.
 */

export type MemberRole = 'master' | 'admin';

/**
 * Staff of this organization: `user` holds an unblocked membership in `org` (as `role`, or any role).
 * What a master or an admin may read or do for an organization's bookings needs this now, not a master
 * profile that once existed.
 */
export const organizationStaff = (org: string, user: string, role?: MemberRole): string =>
  `EXISTS (SELECT 1 FROM organization_members acc_m
            WHERE acc_m.organization_id = ${org} AND acc_m.user_id = ${user}${roleIs('acc_m', role)}
              AND NOT acc_m.is_blocked)`;

/** Manages this organization: `user` owns organization row `o` (an alias of organizations), or is an
 *  unblocked admin of it. */
export const managesOrganization = (o: string, user: string): string =>
  `(${o}.owner_id = ${user} OR ${organizationStaff(`${o}.id`, user, 'admin')})`;

/** An independent master: `user` has a master profile with a public link (removing the master role
 *  clears the link, so a profile alone says nothing). */
export const independentMaster = (user: string): string =>
  `EXISTS (SELECT 1 FROM master_profiles acc_p WHERE acc_p.user_id = ${user} AND acc_p.deep_link IS NOT NULL)`;

/**
 * A bookable master of an organization, as row conditions: membership row `m` (of user row `u`) is an
 * unblocked master membership, the user is not blocked, and (given `owner`, the organization owner's user
 * row) neither is the owner. For statements that already join these rows (public pages and slots).
 */
export const bookableMemberRow = (m: string, u: string, owner?: string): string =>
  [
    `${m}.role = 'master'`,
    `NOT ${m}.is_blocked`,
    `NOT ${u}.is_blocked`,
    ...(owner ? [`NOT ${owner}.is_blocked`] : []),
  ].join(' AND ');

/**
 * A bookable master in an organization: `user` is an unblocked master member of `org` (null: of any
 * organization) whose owner is not blocked. The user's own block is checked where their row is read.
 */
export const bookableInOrganization = (user: string, org: string | null = null): string =>
  `EXISTS (SELECT 1 FROM organization_members acc_bm
             JOIN organizations acc_bo ON acc_bo.id = acc_bm.organization_id
             JOIN users acc_bow ON acc_bow.id = acc_bo.owner_id
            WHERE acc_bm.user_id = ${user}${org === null ? '' : ` AND acc_bm.organization_id = ${org}`}
              AND acc_bm.role = 'master' AND NOT acc_bm.is_blocked AND NOT acc_bow.is_blocked)`;

/** A bookable master: independent (with a public link) or bookable in some organization. */
export const bookableMaster = (user: string): string =>
  `(${independentMaster(user)} OR ${bookableInOrganization(user)})`;

/** A master now: independent, or an unblocked master member of some organization (their calendar,
 *  feed and agenda exist while this holds). */
export const masterNow = (user: string): string =>
  `(${independentMaster(user)} OR EXISTS (
     SELECT 1 FROM organization_members acc_mm WHERE acc_mm.user_id = ${user} AND acc_mm.role = 'master'
        AND NOT acc_mm.is_blocked))`;

/**
 * `user` acts on booking row `a` as its master: it is their booking, and either their own (outside any
 * organization) or its organization's while they are master staff there. A master who left (or was
 * blocked in) the organization keeps nothing of its bookings: the organization keeps them.
 */
export const mastersBooking = (a: string, user: string): string =>
  `(${a}.master_id = ${user} AND (${a}.organization_id IS NULL OR ${organizationStaff(`${a}.organization_id`, user, 'master')}))`;

/**
 * The bookings of master `user` they may still see, as a condition on booking row `a`: the same rule as
 * mastersBooking, with the organizations they serve found once for the whole read (a hashed set) rather
 * than per booking.
 */
export const mastersOwnBookings = (a: string, user: string): string =>
  `${a}.master_id = ${user} AND (${a}.organization_id IS NULL OR ${a}.organization_id IN (
     SELECT acc_om.organization_id FROM organization_members acc_om
      WHERE acc_om.user_id = ${user} AND acc_om.role = 'master' AND NOT acc_om.is_blocked))`;

/**
 * A master of organization `org`: `master` is a master member of it (blocked or not), or one whose
 * bookings it keeps (a master who left: their bookings stay the organization's to see and move).
 */
export const organizationsMaster = (org: string, master: string): string =>
  `(EXISTS (SELECT 1 FROM organization_members acc_om WHERE acc_om.organization_id = ${org}
              AND acc_om.user_id = ${master} AND acc_om.role = 'master')
    OR EXISTS (SELECT 1 FROM appointments acc_a WHERE acc_a.master_id = ${master} AND acc_a.organization_id = ${org}))`;

const roleIs = (alias: string, role: MemberRole | undefined): string => (role ? ` AND ${alias}.role = '${role}'` : '');

/**
 * Which organizations anyone may see: their public page, booking link and search listing. An organization
 * whose owner is blocked on the platform is hidden everywhere at once, so a search never shows the phone
 * and owner of an organization whose page answers 404. `o` is the alias of the organizations row.
 */
export const visibleOrganization = (o: string): string =>
  `EXISTS (SELECT 1 FROM users acc_vo WHERE acc_vo.id = ${o}.owner_id AND NOT acc_vo.is_blocked)`;
