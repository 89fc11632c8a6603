// GET /organizations/my/stats: the counters of the dashboard and the statistics page.
import { useQuery } from '@tanstack/react-query';
import type { OrganizationStatsResponse } from '@api/organizations/organizations.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export function fetchOrganizationStats(): Promise<OrganizationStatsResponse> {
  return api<OrganizationStatsResponse>('GET', '/organizations/my/stats');
}

/** `enabled`: false for a master (the counters are an organization's). */
export function useOrganizationStats(enabled = true) {
  return useQuery({ queryKey: queryKeys.stats, queryFn: fetchOrganizationStats, enabled });
}
