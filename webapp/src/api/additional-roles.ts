// /additional-roles: the caller's roles and adding one.
import type { AddRoleRequest, AddRoleResponse, MyRolesResponse } from '@api/additional-roles/additional-roles.contract';
import { api } from '../lib/api-client';

/** GET /additional-roles/my-roles (its state is session/roles.tsx's RolesProvider). */
export function fetchMyRoles(silent = false): Promise<MyRolesResponse> {
  return api<MyRolesResponse>('GET', '/additional-roles/my-roles', undefined, { silent });
}

export function addRole(body: AddRoleRequest, errorDefault: string): Promise<AddRoleResponse> {
  return api<AddRoleResponse>('POST', '/additional-roles/add-role', body, { errorDefault });
}
