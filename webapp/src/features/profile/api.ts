import { useQuery } from '@tanstack/react-query';
import type { AddRoleRequest, AddRoleResponse } from '@api/additional-roles/additional-roles.contract';
import type { MasterCodeResponse, MeResponse, UpdateMeRequest } from '@api/users/users.contract';
import { api } from '../../lib/api-client';

export const MASTER_CODE_KEY = ['users', 'me', 'master-code'] as const;

export function fetchMasterCode(): Promise<MasterCodeResponse> {
  return api<MasterCodeResponse>('GET', '/users/me/master-code');
}

/** Fetched with the page (not after the roles): a non-master simply has no code. */
export function useMasterCode() {
  return useQuery({ queryKey: MASTER_CODE_KEY, queryFn: fetchMasterCode });
}

export function updateMe(body: UpdateMeRequest, errorDefault: string): Promise<MeResponse> {
  return api<MeResponse>('PUT', '/users/me', body, { errorDefault });
}

export function addRole(body: AddRoleRequest, errorDefault: string): Promise<AddRoleResponse> {
  return api<AddRoleResponse>('POST', '/additional-roles/add-role', body, { errorDefault });
}
