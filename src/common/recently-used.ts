/**
 * Bounded caches kept in the process (kept reports, kept search answers): a Map in the order of use, its
 * least recently used entry dropped when a new one would pass the bound.
 */

/** `value` as the most recently used of `map` (its oldest dropped past `max`). */
export function keepRecent<T>(map: Map<string, T>, key: string, value: T, max: number): T {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as string);
  map.set(key, value);
  return value;
}
