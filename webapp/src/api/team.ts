// GET /organizations/my/team: administrators and masters (the management's Team tab and the Team page).
import { useQuery } from '@tanstack/react-query';
import type { TeamResponse } from '@api/organizations/organizations.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export function fetchTeam(): Promise<TeamResponse> {
  return api<TeamResponse>('GET', '/organizations/my/team');
}

export function useTeam(enabled = true) {
  return useQuery({ queryKey: queryKeys.team, queryFn: fetchTeam, enabled });
}
