// /organizations: the owner's organization (create, read, change) and the search of organizations.
import { useQuery } from '@tanstack/react-query';
import type {
  MyOrganizationResponse,
  OrganizationRequest,
  OrganizationResponse,
  OrganizationSearchResponse,
  OrganizationUpdateResponse,
} from '@api/organizations/organizations.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export function fetchMyOrganization(): Promise<MyOrganizationResponse> {
  return api<MyOrganizationResponse>('GET', '/organizations/my/organization');
}

export function useMyOrganization() {
  return useQuery({ queryKey: queryKeys.myOrganization, queryFn: fetchMyOrganization });
}

export function createOrganization(body: OrganizationRequest, errorDefault: string): Promise<OrganizationResponse> {
  return api<OrganizationResponse>('POST', '/organizations/', body, { errorDefault });
}

export function updateOrganization(
  id: number,
  body: OrganizationRequest,
  errorDefault: string,
): Promise<OrganizationUpdateResponse> {
  return api<OrganizationUpdateResponse>('PUT', `/organizations/${id}`, body, { errorDefault });
}

export function useOrganizationSearch(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: queryKeys.organizationSearch(q),
    queryFn: () =>
      api<OrganizationSearchResponse>(
        'GET',
        q ? `/organizations/?search=${encodeURIComponent(q)}` : '/organizations/',
      ).then((r) => r.organizations),
    placeholderData: (prev) => prev,
  });
}
