/** GET /favorites: the caller's favorite masters and organizations that can still be booked, newest first. */
export interface FavoritesResponse {
  masters: FavoriteMaster[];
  organizations: FavoriteOrganization[];
}

export interface FavoriteMaster {
  /** The public master page's id (the master's user id): what PUT/DELETE /favorites/masters/{id} take. */
  id: number;
  first_name: string;
  last_name: string | null;
  specialization: string | null;
  rating: number | null;
  reviews_count: number;
  /** '/master/{deep_link}' (independent) or '/organization-master/{master_code}'. */
  book_path: string;
  /** The first free start in the next 14 days for any of the master's services, in their zone; or null. */
  next_free: string | null;
}

export interface FavoriteOrganization {
  id: number;
  name: string;
  address: string | null;
  rating: number | null;
  reviews_count: number;
  /** '/organization/{deep_link}'. */
  book_path: string;
}
