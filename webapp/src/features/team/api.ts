import { useQuery } from '@tanstack/react-query';
import type { TeamResponse } from '@api/organizations/organizations.contract';
import { api } from '../../lib/api-client';

export function fetchTeam(): Promise<TeamResponse> {
  return api<TeamResponse>('GET', '/organizations/my/team');
}

export function useTeam() {
  return useQuery({ queryKey: ['organizations', 'my', 'team'], queryFn: fetchTeam });
}
