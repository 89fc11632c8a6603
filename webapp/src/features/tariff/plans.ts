// Plans of spec section 9 (monthly prices in roubles).
import type { RoleType } from '@api/additional-roles/additional-roles.contract';
import type { UserType } from '@api/users/users.contract';

export type PlanId = 'basic' | 'pro' | 'enterprise';

export interface Plan {
  id: PlanId;
  price: number;
  popular: boolean;
}

export const PLANS: Plan[] = [
  { id: 'basic', price: 0, popular: false },
  { id: 'pro', price: 2990, popular: true },
  { id: 'enterprise', price: 9990, popular: false },
];

/** Only owners and independent masters see the plans: they are the ones who pay. */
export function canSeePlans(userType: UserType | null, currentRole: RoleType | null): boolean {
  const tariffRoles: (RoleType | UserType | null)[] = ['organization', 'master'];
  if (currentRole === 'organization_master' || currentRole === 'organization_admin') return false;
  return tariffRoles.includes(currentRole) || tariffRoles.includes(userType);
}
