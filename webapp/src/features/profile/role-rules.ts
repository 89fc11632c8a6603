// Which roles the profile offers to add: the profile's first screen needs only this, not the forms' rules
// (profile-rules.ts, whose phone check brings the phone library).
import type { RoleType } from '@api/additional-roles/additional-roles.contract';
import type { UserType } from '@api/users/users.contract';

export type AddableRole = 'client' | 'master';

/**
 * Roles the user may add (the same rule as the API's): client for anyone lacking it; master for an owner (master in the
 * organization) or a client (independent specialist) lacking it.
 */
export function addableRoles(roles: RoleType[], userType: UserType | null): { role: AddableRole; label: string }[] {
  const list: { role: AddableRole; label: string }[] = [];
  if (!roles.includes('client')) list.push({ role: 'client', label: 'rolePanel.addClient' });
  if (!roles.includes('master')) {
    if (userType === 'organization') list.push({ role: 'master', label: 'rolePanel.addMasterInOrganization' });
    else if (userType === 'client' || roles.includes('client'))
      list.push({ role: 'master', label: 'rolePanel.addIndependentMaster' });
  }
  return list;
}
