// /public: the pages anyone may open by a link (organization, master, master in an organization).
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { PublicMasterResponse, PublicOrganizationResponse } from '@api/public/public.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** A public page's answer: no retry (a 404 stays a 404), nothing asked while `enabled` is false. */
function usePublic<T>(queryKey: QueryKey, path: string, errorDefault: string, enabled: boolean) {
  return useQuery({
    queryKey,
    queryFn: () => api<T>('GET', path, undefined, { errorDefault }),
    retry: false,
    enabled,
  });
}

export function usePublicOrganization(deepLink: string, errorDefault: string, enabled = true) {
  const path = `/public/organization/${encodeURIComponent(deepLink)}`;
  return usePublic<PublicOrganizationResponse>(queryKeys.publicOrganization(deepLink), path, errorDefault, enabled);
}

export function usePublicMaster(deepLink: string, errorDefault: string, enabled = true) {
  const path = `/public/master/${encodeURIComponent(deepLink)}`;
  return usePublic<PublicMasterResponse>(queryKeys.publicMaster(deepLink), path, errorDefault, enabled);
}

export function usePublicOrganizationMaster(masterCode: string, errorDefault: string, enabled = true) {
  const path = `/public/organization-master/${encodeURIComponent(masterCode)}`;
  return usePublic<PublicMasterResponse>(queryKeys.publicOrganizationMaster(masterCode), path, errorDefault, enabled);
}
