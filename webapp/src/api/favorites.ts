// A client's favorite masters (by their public page's id) and organizations.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export interface FavoriteMaster {
  id: number;
  first_name: string;
  last_name: string | null;
  specialization: string | null;
  rating: number | null;
  reviews_count: number;
  book_path: string;
  /** The first free start in the next 14 days for any of the master's services. */
  next_free: string | null;
}

export interface FavoriteOrganization {
  id: number;
  name: string;
  address: string | null;
  rating: number | null;
  reviews_count: number;
  book_path: string;
}

export interface FavoritesResponse {
  masters: FavoriteMaster[];
  organizations: FavoriteOrganization[];
}

export type FavoriteKind = 'masters' | 'organizations';

export const favoriteKeys = { all: ['favorites'] };

export function useFavorites(errorDefault: string, enabled = true) {
  return useQuery({
    queryKey: favoriteKeys.all,
    queryFn: () => api<FavoritesResponse>('GET', '/favorites', undefined, { errorDefault }),
    enabled,
  });
}

/** PUT (keep) or DELETE (forget) one favorite; both are idempotent. */
export function setFavorite(kind: FavoriteKind, id: number, on: boolean, errorDefault: string): Promise<void> {
  return api<void>(on ? 'PUT' : 'DELETE', `/favorites/${kind}/${id}`, undefined, { errorDefault });
}

/** Refreshes the favorites list and the search hits (their hearts) after a change. */
export function useRefreshFavorites() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['search', 'hits'] }),
      ]),
    [queryClient],
  );
}
