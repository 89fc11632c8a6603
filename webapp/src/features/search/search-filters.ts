// The client's choices on the search and map screens, and how they become the API's query.
import type { SearchQuery, SearchSort } from '../../api/search';
import { addDays } from '../../lib/zoned-time';
import type { Coordinates } from '../../lib/telegram-device';

export type FreeDay = 'today' | 'tomorrow';

export interface SearchFilters {
  category: string | null;
  priceMin: number | null;
  priceMax: number | null;
  /** 4 or 4.5: "from four stars". */
  ratingMin: number | null;
  /** Only providers within this many km of the client (needs their location). */
  radiusKm: number | null;
  freeDay: FreeDay | null;
  sort: SearchSort | null;
}

export const NO_FILTERS: SearchFilters = {
  category: null,
  priceMin: null,
  priceMax: null,
  ratingMin: null,
  radiusKm: null,
  freeDay: null,
  sort: null,
};

export const RATING_CHOICES = [4, 4.5] as const;
export const RADIUS_CHOICES = [1, 3, 5, 10, 25] as const;

/** How many filters of the sheet are on (the category chips and the sort are shown apart). */
export function activeFilterCount(f: SearchFilters): number {
  return [f.priceMin !== null || f.priceMax !== null, f.ratingMin, f.radiusKm, f.freeDay].filter(
    (v) => v !== null && v !== false,
  ).length;
}

/** The sorts the client may choose now: relevance only with words, distance only with a location. */
export function sortChoices(hasText: boolean, hasLocation: boolean): SearchSort[] {
  const sorts: SearchSort[] = [];
  if (hasText) sorts.push('relevance');
  sorts.push('rating', 'price');
  if (hasLocation) sorts.push('distance');
  return sorts;
}

/**
 * The API query. The location is sent only for a distance filter or sort: with lat/lon the API keeps only
 * providers within the radius (10 km unless told), so an unasked location would hide everyone farther.
 */
export function toSearchQuery(
  text: string,
  f: SearchFilters,
  location: Coordinates | null,
  today: string,
): SearchQuery {
  const q = text.trim();
  const query: SearchQuery = {};
  if (q) query.q = q;
  if (f.category) query.category = f.category;
  if (f.priceMin !== null) query.price_min = f.priceMin;
  if (f.priceMax !== null) query.price_max = f.priceMax;
  if (f.ratingMin !== null) query.rating_min = f.ratingMin;
  const sort = f.sort === 'relevance' && !q ? null : f.sort === 'distance' && !location ? null : f.sort;
  if (location && (f.radiusKm !== null || sort === 'distance')) {
    query.lat = Number(location.latitude.toFixed(5));
    query.lon = Number(location.longitude.toFixed(5));
    if (f.radiusKm !== null) query.radius_km = f.radiusKm;
  }
  if (f.freeDay) query.free_on = f.freeDay === 'today' ? today : addDays(today, 1);
  if (sort) query.sort = sort;
  return query;
}
