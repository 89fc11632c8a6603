import { useQuery } from '@tanstack/react-query';
import type { PublicMasterResponse, PublicOrganizationResponse } from '@api/public/public.contract';
import { api } from '../../lib/api-client';

export function usePublicOrganization(deepLink: string, errorDefault: string, enabled = true) {
  return useQuery({
    queryKey: ['public', 'organization', deepLink],
    queryFn: () =>
      api<PublicOrganizationResponse>('GET', `/public/organization/${encodeURIComponent(deepLink)}`, undefined, {
        errorDefault,
      }),
    retry: false,
    enabled,
  });
}

export function usePublicMaster(deepLink: string, errorDefault: string, enabled = true) {
  return useQuery({
    queryKey: ['public', 'master', deepLink],
    queryFn: () =>
      api<PublicMasterResponse>('GET', `/public/master/${encodeURIComponent(deepLink)}`, undefined, { errorDefault }),
    retry: false,
    enabled,
  });
}

export function usePublicOrganizationMaster(masterCode: string, errorDefault: string, enabled = true) {
  return useQuery({
    queryKey: ['public', 'organization-master', masterCode],
    queryFn: () =>
      api<PublicMasterResponse>('GET', `/public/organization-master/${encodeURIComponent(masterCode)}`, undefined, {
        errorDefault,
      }),
    retry: false,
    enabled,
  });
}
