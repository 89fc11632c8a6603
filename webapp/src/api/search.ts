// Finding a service: GET /search (pages by cursor) and GET /search/map (the providers inside the map's box).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export type SearchSort = 'relevance' | 'rating' | 'price' | 'distance';

export interface SearchHit {
  service: {
    id: number;
    name: string;
    description: string | null;
    duration_minutes: number | null;
    price: number | null;
    category: string | null;
  };
  master: {
    id: number;
    first_name: string;
    last_name: string | null;
    specialization: string | null;
    rating: number | null;
    reviews_count: number;
  } | null;
  organization: { id: number; name: string; rating: number | null; reviews_count: number } | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  distance_km: number | null;
  /** The first free start on `free_on` in the provider's zone ('2026-12-01T10:00:00+03:00'). */
  next_free: string | null;
  /** '/master/{deep_link}' or '/organization/{deep_link}'. */
  book_path: string;
  is_favorite: boolean;
}

export interface SearchResponse {
  items: SearchHit[];
  next_cursor: string | null;
}

export interface MapPlace {
  kind: 'master' | 'organization';
  id: number;
  name: string;
  category: string | null;
  address: string | null;
  latitude: number;
  longitude: number;
  rating: number | null;
  reviews_count: number;
  book_path: string;
}

export interface MapResponse {
  places: MapPlace[];
  truncated: boolean;
}

/** What the client asks for: every field optional, as the query string's parameters. */
export interface SearchQuery extends Record<string, string | number | undefined> {
  q?: string;
  category?: string;
  price_min?: number;
  price_max?: number;
  rating_min?: number;
  lat?: number;
  lon?: number;
  radius_km?: number;
  free_on?: string;
  sort?: SearchSort;
}

/** The query string of the set parameters (empty and undefined ones are left out). */
export function searchParams(query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  return params.toString();
}

export const searchKeys = {
  all: ['search'],
  hits: (query: SearchQuery) => ['search', 'hits', query],
  map: (bbox: string, query: object) => ['search', 'map', bbox, query],
};

export function useSearch(query: SearchQuery, errorDefault: string) {
  return useInfiniteQuery({
    queryKey: searchKeys.hits(query),
    queryFn: ({ pageParam }) =>
      api<SearchResponse>('GET', `/search?${searchParams({ ...query, cursor: pageParam })}`, undefined, {
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

export function useSearchMap(
  bbox: string | null,
  query: Pick<SearchQuery, 'q' | 'category' | 'rating_min'>,
  errorDefault: string,
) {
  return useQuery({
    queryKey: searchKeys.map(bbox ?? '', query),
    queryFn: () =>
      api<MapResponse>('GET', `/search/map?${searchParams({ bbox, ...query })}`, undefined, { errorDefault }),
    enabled: bbox !== null,
    retry: false,
    placeholderData: (previous) => previous,
  });
}
