// Finding a service: GET /search (pages by cursor) and GET /search/map (the providers inside the map's box).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  MapPlace,
  MapQuery,
  MapResponse,
  SearchHit,
  SearchQuery,
  SearchResponse,
  SearchSort,
} from '@api/search/search.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export type { MapPlace, MapResponse, SearchHit, SearchQuery, SearchResponse, SearchSort };

/** The query string of the set parameters (empty and undefined ones are left out). */
export function searchParams(query: SearchQuery | Partial<MapQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, string | number | null | undefined][]) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  return params.toString();
}

export function useSearch(query: SearchQuery, errorDefault: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.searchHitsOf(query),
    queryFn: ({ pageParam }) =>
      api<SearchResponse>('GET', `/search?${searchParams({ ...query, cursor: pageParam ?? undefined })}`, undefined, {
        errorDefault,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    retry: false,
  });
}

/** The map's box as the API takes it: minLon,minLat,maxLon,maxLat (5 decimals, about a metre). */
export function bboxParam(box: { west: number; south: number; east: number; north: number }): string {
  return [box.west, box.south, box.east, box.north].map((n) => n.toFixed(5)).join(',');
}

export function useSearchMap(bbox: string | null, query: Omit<MapQuery, 'bbox'>, errorDefault: string) {
  return useQuery({
    queryKey: queryKeys.searchMap(bbox ?? '', query),
    queryFn: () =>
      api<MapResponse>('GET', `/search/map?${searchParams({ ...query, bbox: bbox ?? undefined })}`, undefined, {
        errorDefault,
      }),
    enabled: bbox !== null,
    retry: false,
    placeholderData: (previous) => previous,
  });
}
