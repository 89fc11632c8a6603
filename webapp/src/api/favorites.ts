// A client's favorite masters (by their public page's id) and organizations.
import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteMaster, FavoriteOrganization, FavoritesResponse } from '@api/favorites/favorites.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export type { FavoriteMaster, FavoriteOrganization, FavoritesResponse };

export type FavoriteKind = 'masters' | 'organizations';

export function useFavorites(errorDefault: string, enabled = true) {
  return useQuery({ ...favoritesQuery(errorDefault), enabled });
}

/** The signed-in user's favorites (useFavorites; a public page asks for them at start-up, public.ts). */
export function favoritesQuery(errorDefault?: string) {
  return queryOptions({
    queryKey: queryKeys.favorites,
    queryFn: () => api<FavoritesResponse>('GET', '/favorites', undefined, { errorDefault }),
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
        queryClient.invalidateQueries({ queryKey: queryKeys.favorites }),
        queryClient.invalidateQueries({ queryKey: queryKeys.searchHits }),
      ]),
    [queryClient],
  );
}
