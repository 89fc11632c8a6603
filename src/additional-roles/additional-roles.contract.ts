/** Every role a user can hold, in the order the role switcher lists them. */
export const ROLE_TYPES = [
  'client',
  'master',
  'organization',
  'organization_admin',
  'organization_master',
  'admin',
] as const;

export type RoleType = (typeof ROLE_TYPES)[number];

export interface RoleRecord {
  role_type: RoleType;
  organization_id: number | null;
  organization_name: string | null;
  is_primary: boolean;
}

export interface MyRolesResponse {
  roles: RoleRecord[];
}

export interface AddRoleRequest {
  role_type: 'client' | 'master';
  phone?: string | null;
  email?: string | null;
  deep_link?: null;
  category?: string | null;
  custom_category?: string | null;
  specialization?: string | null;
}

export interface AddRoleResponse {
  message: string;
  role_type: RoleType;
  /** For master: the personal booking link in bot form. */
  booking_link: string | null;
}

export interface CheckRoleResponse {
  exists: boolean;
  role_data: { deep_link: string | null } | null;
}

/** DELETE /additional-roles/remove-role/{role}. */
export interface RemoveRoleResponse {
  message: string;
  role_type: RoleType;
}
