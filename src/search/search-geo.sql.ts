/** Distances and boxes over a provider's (lat, lon) columns, as SQL fragments of search and the map. */
import { type Box, EARTH_RADIUS_KM } from './search-area';
import type { SqlParams } from './search-params';

/** Great-circle kilometres (haversine) from the point to (lat, lon) columns. */
export const HAVERSINE_KM = (lat: string, lon: string, pLat: string, pLon: string) =>
  `(2 * ${EARTH_RADIUS_KM} * asin(LEAST(1, sqrt(
     power(sin(radians(${lat} - ${pLat}) / 2), 2)
     + cos(radians(${pLat})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${pLon}) / 2), 2)))))`;

/** The box as conditions on indexed (lat, lon) columns. */
export const IN_BOX = (lat: string, lon: string, box: Box, p: SqlParams) => {
  const lons = box.lon.map(([w, e]) => `${lon} BETWEEN ${p.add(w, '::float8')} AND ${p.add(e, '::float8')}`);
  return `${lat} BETWEEN ${p.add(box.minLat, '::float8')} AND ${p.add(box.maxLat, '::float8')}
          AND (${lons.join(' OR ')})`;
};
