import type { EntityManager } from 'typeorm';
import { RoleType, UserRole } from './entities/user-role.entity';

/**
 * The one place that writes user_roles: the roles are the person's, so users/ keeps them beside their row
 * and card. Registration, invitations, organizations, additional roles and the users service change a
 * person's roles inside their own transactions, so each function takes that transaction's manager; none of
 * them touches the table itself.
 */

/** The roles a user holds (of one type when given), oldest first. */
export function rolesOf(m: EntityManager, userId: number, roleType?: RoleType): Promise<UserRole[]> {
  return m.getRepository(UserRole).find({ where: roleType ? { userId, roleType } : { userId }, order: { id: 'ASC' } });
}

/**
 * Adds a role row as asked. A twin request racing this one fails on the table's unique index (23505),
 * which the callers that care turn into their own answer.
 */
export async function insertRole(
  m: EntityManager,
  userId: number,
  roleType: RoleType,
  organizationId: number | null = null,
): Promise<void> {
  await m.getRepository(UserRole).insert({ userId, roleType, organizationId });
}

/** Adds an organization role unless the user already holds it for that organization. */
export async function ensureOrganizationRole(
  m: EntityManager,
  userId: number,
  roleType: 'organization_admin' | 'organization_master',
  organizationId: number,
): Promise<void> {
  const roles = m.getRepository(UserRole);
  if (await roles.exists({ where: { userId, roleType, organizationId } })) return;
  await roles.insert({ userId, roleType, organizationId });
}

/**
 * The owner's `organization` role names their organization: registration creates the role before the
 * organization exists (unnamed), so the first organization names it; an owner without the role gets it.
 */
export async function ensureOwnerRole(m: EntityManager, userId: number, organizationId: number): Promise<void> {
  const roles = m.getRepository(UserRole);
  const existing = await roles.find({ where: { userId, roleType: 'organization' } });
  if (existing.some((r) => r.organizationId === organizationId)) return;
  const unnamed = existing.find((r) => r.organizationId === null);
  if (unnamed) await roles.update({ id: unnamed.id }, { organizationId });
  else await roles.insert({ userId, roleType: 'organization', organizationId });
}

/** Drops every row of one role type the user holds. */
export async function removeRoles(m: EntityManager, userId: number, roleType: RoleType): Promise<void> {
  await m.getRepository(UserRole).delete({ userId, roleType });
}
