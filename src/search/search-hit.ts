/** A row of the search statement (search.sql.ts) and the hit it shows. */
import type { FreeOnRow } from './free-on';
import type { SearchHit } from './search.contract';

export type HitRow = FreeOnRow & {
  id: number;
  name: string;
  description: string | null;
  price: number | null;
  category: string | null;
  provider_id: number;
  first_name: string | null;
  last_name: string | null;
  specialization: string | null;
  organization_name: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  distance_km: number | null;
  rating: number | null;
  reviews_count: number;
  book_path: string;
  is_favorite: boolean;
  c1: string;
  c2: string;
};

/** The hit of row `r`, free from `nextFree` (free_on) or not asked. */
export function toHit(r: HitRow, nextFree: string | null): SearchHit {
  const isMaster = r.kind === 'master';
  return {
    service: {
      id: r.id,
      name: r.name,
      description: r.description,
      duration_minutes: r.duration_minutes,
      price: r.price,
      category: r.category,
    },
    master: isMaster
      ? {
          id: r.provider_id,
          first_name: r.first_name ?? '',
          last_name: r.last_name,
          specialization: r.specialization,
          rating: r.rating,
          reviews_count: r.reviews_count,
        }
      : null,
    organization: isMaster
      ? null
      : { id: r.provider_id, name: r.organization_name ?? '', rating: r.rating, reviews_count: r.reviews_count },
    address: r.address,
    latitude: r.latitude,
    longitude: r.longitude,
    distance_km: r.distance_km,
    next_free: nextFree,
    book_path: r.book_path,
    is_favorite: r.is_favorite,
  };
}
