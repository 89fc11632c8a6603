// Where providers are: the master's own public card (GET/PUT /masters/me/profile) and the map's tiles.
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export interface MasterProfile {
  category: string | null;
  custom_category: string | null;
  specialization: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  about: string | null;
}

/** An organization master may change only these; the rest is their organization's. */
export type OrganizationMasterProfile = Pick<MasterProfile, 'specialization' | 'about'>;

export const placeKeys = {
  masterProfile: ['masters', 'me', 'profile'],
  mapConfig: ['map', 'config'],
};

export function useMasterProfile(errorDefault: string) {
  return useQuery({
    queryKey: placeKeys.masterProfile,
    queryFn: () => api<MasterProfile>('GET', '/masters/me/profile', undefined, { errorDefault }),
    retry: false,
  });
}

export function saveMasterProfile(
  body: MasterProfile | OrganizationMasterProfile,
  errorDefault: string,
): Promise<MasterProfile> {
  return api<MasterProfile>('PUT', '/masters/me/profile', body, { errorDefault });
}

export interface MapConfig {
  /** A Leaflet tile template ('https://tile.openstreetmap.org/{z}/{x}/{y}.png'). */
  tile_url: string;
  /** The tiles' attribution (HTML, as the provider asks it to be shown). */
  attribution: string;
}

/** The server's tile source (MAP_TILE_URL): the same for everyone, kept for the session. */
export function useMapConfig() {
  return useQuery({
    queryKey: placeKeys.mapConfig,
    queryFn: () => api<MapConfig>('GET', '/map/config'),
    staleTime: Infinity,
  });
}
