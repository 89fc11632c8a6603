// Where providers are: the master's own public card (GET/PUT /masters/me/profile) and the map's tiles.
import { useQuery } from '@tanstack/react-query';
import type { MapConfigResponse } from '@api/map/map.contract';
import type { MasterProfileRequest, MasterProfileResponse } from '@api/users/master-profile.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export type { MasterProfileRequest, MasterProfileResponse };

export function useMasterProfile(errorDefault: string) {
  return useQuery({
    queryKey: queryKeys.masterProfile,
    queryFn: () => api<MasterProfileResponse>('GET', '/masters/me/profile', undefined, { errorDefault }),
    retry: false,
  });
}

export function saveMasterProfile(body: MasterProfileRequest, errorDefault: string): Promise<MasterProfileResponse> {
  return api<MasterProfileResponse>('PUT', '/masters/me/profile', body, { errorDefault });
}

/** The server's tile source (MAP_TILE_URL): the same for everyone, kept for the session. */
export function useMapConfig() {
  return useQuery({
    queryKey: queryKeys.mapConfig,
    queryFn: () => api<MapConfigResponse>('GET', '/map/config'),
    staleTime: Infinity,
  });
}
