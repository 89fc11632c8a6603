/**
 * A Map as a bounded least-recently-used store: Maps iterate in insertion order, so deleting and setting a
 * key again makes it the newest, and the first key is the one used longest ago. The answers kept in the
 * process with their data's version (the statistics report, the client list's pages, search and map answers) share it.
 */

/** `value` as the most recently used of `map`, its oldest dropped once `map` holds `max` entries. */
export function keep<T>(map: Map<string, T>, key: string, value: T, max: number): T {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as string);
  map.set(key, value);
  return value;
}
