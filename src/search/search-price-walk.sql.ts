/**
 * The price order without a text, a point, a day or a provider's filter (price_min and price_max allowed)
 * read as a walk: each kind's services in the order of its index on PRICE_KEY and id (migration
 * SearchPriceOrder1764700000000), its first `rows` visible hits after the cursor, so PostgreSQL stops after
 * a page of them instead of sorting the whole catalogue. The page is among those of both kinds.
 */
import type { SearchCursor } from './search-cursor';
import type { SqlParams } from './search-params';
import type { SearchSpec } from './search.sql';

/** Sorts after every price: services without one come last in the price order. */
export const NO_PRICE = '100000000000';

/** The price order's first key of service row `alias` (the indexes' expression, exactly). */
export const PRICE_KEY = (alias: string) => `COALESCE(${alias}.price, ${NO_PRICE})`;

const MAX_INT4 = 2147483647;

/**
 * The provider's filters stay out: a category's or a rating's services are not spread evenly over the
 * prices (at scale 10 the first sport service is the 17,000th master's service by price), so walking the
 * prices to the first page of a category read more than sorting the category's services does, and a rare
 * one would read every service.
 */
export const priceWalk = (s: SearchSpec) =>
  s.sort === 'price' && !(s.text || s.point || s.freeOn) && s.category === null && s.ratingMin === null;

/**
 * price_min and price_max (the binds of their values) as bounds of the index's key: the range it reads, and
 * estimated as one range of the key's statistics (`s.price` beside them would count the same bound twice).
 * A service without a price has the key NO_PRICE, above every price (numeric(10,2)): the upper bound below
 * it keeps such services out, as `s.price >= min` did.
 */
export function pricesWalked(min: string | null, max: string | null): string[] {
  if (min === null && max === null) return [];
  const key = PRICE_KEY('s');
  return [`${key} < ${NO_PRICE}`, ...(min ? [`${key} >= ${min}`] : []), ...(max ? [`${key} <= ${max}`] : [])];
}

/**
 * The page's condition `(k1, k2, id) > cursor` on service row `s`, as one on the indexes' key: every hit of
 * this order has k2 = 0, so a cursor's k2 below 0 admits all of its k1 (id > 0), one above none (id > max).
 */
export function afterPrice(after: SearchCursor, p: SqlParams): string {
  const k2 = Number(after.k2);
  const id = k2 === 0 ? after.id : k2 < 0 ? 0 : MAX_INT4;
  return `(${PRICE_KEY('s')}, s.id) > (${p.add(after.k1, '::numeric')}, ${p.add(id, '::int')})`;
}
