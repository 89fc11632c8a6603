// /users/me: who the caller is, their changes, and their master code (booking link).
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MasterCodeResponse, MeResponse, UpdateMeRequest } from '@api/users/users.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** GET /users/me (its hook, which waits for the registration, is session/me.ts's useMe). */
export function fetchMe(silent = false): Promise<MeResponse> {
  return api<MeResponse>('GET', '/users/me', undefined, { silent });
}

/**
 * PUT /users/me. The answer replaces the cached "me", so every screen that shows it (the profile,
 * the management's My data) shows the change at once.
 */
export function useUpdateMe(): (body: UpdateMeRequest, errorDefault: string) => Promise<MeResponse> {
  const queryClient = useQueryClient();
  return useCallback(
    async (body, errorDefault) => {
      const updated = await api<MeResponse>('PUT', '/users/me', body, { errorDefault });
      queryClient.setQueryData(queryKeys.me, updated);
      return updated;
    },
    [queryClient],
  );
}

export function fetchMasterCode(): Promise<MasterCodeResponse> {
  return api<MasterCodeResponse>('GET', '/users/me/master-code');
}

/** Fetched with the page (not after the roles): a non-master simply has no code. */
export function useMasterCode() {
  return useQuery({ queryKey: queryKeys.masterCode, queryFn: fetchMasterCode });
}
