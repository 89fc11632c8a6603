import { In, type EntityManager } from 'typeorm';
import { Organization } from './entities/organization.entity';
import { MemberRole, OrganizationMember } from './entities/organization-member.entity';

/**
 * The organizations and organization_members tables as other folders see them: registration creates an
 * owner's organization, invitations and additional roles add and remove members, and everyone else
 * reads, all through these functions, inside the caller's transaction (each takes its manager).
 */

export function organizationById(m: EntityManager, id: number): Promise<Organization | null> {
  return m.getRepository(Organization).findOne({ where: { id } });
}

export function organizationByIdOrFail(m: EntityManager, id: number): Promise<Organization> {
  return m.getRepository(Organization).findOneByOrFail({ id });
}

export async function organizationsByIds(m: EntityManager, ids: number[]): Promise<Organization[]> {
  if (ids.length === 0) return [];
  return m.getRepository(Organization).find({ where: { id: In(ids) } });
}

/** The organization this user owns (an owner has at most one), or null. */
export function organizationOfOwner(m: EntityManager, ownerId: number): Promise<Organization | null> {
  return m.getRepository(Organization).findOne({ where: { ownerId } });
}

export function organizationExists(m: EntityManager, id: number): Promise<boolean> {
  return m.getRepository(Organization).exists({ where: { id } });
}

/** Registration's new organization (the deep link is unique: a taken one fails with 23505). */
export function insertOrganization(
  m: EntityManager,
  fields: Pick<Organization, 'ownerId' | 'name' | 'description' | 'address' | 'phone' | 'email' | 'deepLink'>,
): Promise<Organization> {
  const repo = m.getRepository(Organization);
  return repo.save(repo.create(fields));
}

export interface MemberKey {
  organizationId?: number;
  userId: number;
  role: MemberRole;
  isBlocked?: boolean;
}

/** The oldest membership matching the key, or null. */
export function memberOf(m: EntityManager, key: MemberKey): Promise<OrganizationMember | null> {
  return m.getRepository(OrganizationMember).findOne({ where: { ...key }, order: { joinedAt: 'ASC' } });
}

export function memberExists(m: EntityManager, key: MemberKey): Promise<boolean> {
  return m.getRepository(OrganizationMember).exists({ where: { ...key } });
}

/** A new member (a master gets their org_master_ code); the pair (organization, user, role) is unique. */
export function insertMember(
  m: EntityManager,
  fields: { organizationId: number; userId: number; role: MemberRole; masterCode: string | null },
): Promise<OrganizationMember> {
  const repo = m.getRepository(OrganizationMember);
  return repo.save(repo.create(fields));
}

/** The user leaves every organization where they hold this role. */
export async function removeMemberships(m: EntityManager, userId: number, role: MemberRole): Promise<void> {
  await m.getRepository(OrganizationMember).delete({ userId, role });
}

/** Organizations this user administers (unblocked), and the people of a set of organizations. */
export async function administeredOrganizationIds(m: EntityManager, userId: number): Promise<number[]> {
  const rows = await m
    .getRepository(OrganizationMember)
    .find({ where: { userId, role: 'admin', isBlocked: false }, select: { organizationId: true } });
  return rows.map((r) => r.organizationId);
}

export async function peopleOfOrganizations(m: EntityManager, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const orgs = await m.getRepository(Organization).find({ where: { id: In(ids) }, select: { ownerId: true } });
  const members = await m
    .getRepository(OrganizationMember)
    .find({ where: { organizationId: In(ids) }, select: { userId: true } });
  return [...orgs.map((o) => o.ownerId), ...members.map((x) => x.userId)];
}
