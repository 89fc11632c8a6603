import { useQuery } from '@tanstack/react-query';
import type { OrganizationStatsResponse } from '@api/organizations/organizations.contract';
import { api } from '../../lib/api-client';

export function fetchOrganizationStats(): Promise<OrganizationStatsResponse> {
  return api<OrganizationStatsResponse>('GET', '/organizations/my/stats');
}

export function useOrganizationStats() {
  return useQuery({ queryKey: ['organizations', 'my', 'stats'], queryFn: fetchOrganizationStats });
}
