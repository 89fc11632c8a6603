import type { EntityManager } from 'typeorm';
import { ensureOrganizationRole } from '../users/user-role-store';
import { DomainError } from '../common/domain-error';
import { randomCode } from '../deep-links/booking-links';
import type { MemberRole, OrganizationMember } from '../organizations/entities/organization-member.entity';
import { insertMember, memberExists } from '../organizations/organization-store';
import { ensureMasterProfile } from '../users/master-profile-store';

/**
 * Makes `userId` a master or admin of the organization (inside the caller's transaction):
 * the member row (masters get an unguessable master_code for org_master_ links), a master profile
 * for masters who have none, and the organization_master / organization_admin role row.
 * A user who already holds that role there is refused with 409.
 */
export async function addMember(
  manager: EntityManager,
  organizationId: number,
  userId: number,
  role: MemberRole,
): Promise<OrganizationMember> {
  if (await memberExists(manager, { organizationId, userId, role })) {
    throw new DomainError('already_member');
  }
  const member = await insertMember(manager, {
    organizationId,
    userId,
    role,
    masterCode: role === 'master' ? randomCode() : null,
  });
  if (role === 'master') await ensureMasterProfile(manager, userId);
  const roleType = role === 'master' ? 'organization_master' : 'organization_admin';
  await ensureOrganizationRole(manager, userId, roleType, organizationId);
  return member;
}
