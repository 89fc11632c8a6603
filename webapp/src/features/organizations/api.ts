import { useQuery } from '@tanstack/react-query';
import type { OrganizationSearchResponse } from '@api/organizations/organizations.contract';
import { api } from '../../lib/api-client';

export function useOrganizationSearch(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: ['organizations', 'search', q],
    queryFn: () =>
      api<OrganizationSearchResponse>(
        'GET',
        q ? `/organizations/?search=${encodeURIComponent(q)}` : '/organizations/',
      ).then((r) => r.organizations),
    placeholderData: (prev) => prev,
  });
}
