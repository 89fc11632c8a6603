// Search and map: plain types the mini app imports with `import type`.

export type SearchSort = 'relevance' | 'rating' | 'price' | 'distance';

export interface SearchQuery {
  /** Words of a service, master or organization; at most 100 characters. */
  q?: string;
  /** One of the spec's master categories (the provider's). */
  category?: string;
  /** Roubles, on the service's price. */
  price_min?: number;
  price_max?: number;
  /** The provider's rating at least this. */
  rating_min?: number;
  lat?: number;
  lon?: number;
  /** Kilometres, default 10 with lat/lon, at most 100. */
  radius_km?: number;
  /** YYYY-MM-DD: only hits with a free start that day. */
  free_on?: string;
  sort?: SearchSort;
  cursor?: string;
  limit?: number;
}

export interface SearchHit {
  service: {
    id: number;
    name: string;
    description: string | null;
    duration_minutes: number | null;
    price: number | null;
    category: string | null;
  };
  /** The independent master who sells the service (null for an organization's service). */
  master: {
    id: number;
    first_name: string;
    last_name: string | null;
    specialization: string | null;
    rating: number | null;
    reviews_count: number;
  } | null;
  /** The organization that sells the service (null for an independent master's). */
  organization: { id: number; name: string; rating: number | null; reviews_count: number } | null;
  /** The provider's place, or nulls. */
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Great-circle kilometres from lat/lon, one decimal; null without them. */
  distance_km: number | null;
  /** With free_on: the first free start that day, in the provider's zone. */
  next_free: string | null;
  /** The booking page: /master/{deep_link} or /organization/{deep_link}. */
  book_path: string;
  /** The caller keeps the provider among favorites (false without identity). */
  is_favorite: boolean;
}

export interface SearchResponse {
  items: SearchHit[];
  /** Pass back as `cursor` (with the same query) for the next page; null on the last one. */
  next_cursor: string | null;
}

export interface MapQuery {
  /** minLon,minLat,maxLon,maxLat; at most 5 degrees each way. */
  bbox: string;
  q?: string;
  category?: string;
  rating_min?: number;
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
  /** More providers are in the box than shown (the best rated are shown). */
  truncated: boolean;
}
