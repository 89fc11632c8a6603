import { SEARCH_MSG } from './search-messages';

/** The mean Earth radius the distances use (km). */
export const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

/** A latitude band and up to two longitude ranges (two when the circle crosses the antimeridian). */
export interface Box {
  minLat: number;
  maxLat: number;
  lon: [number, number][];
}

/**
 * The box around a circle, as the indexed prefilter of a distance search: every point within `km` of
 * (lat, lon) lies inside it. Near a pole the circle covers every longitude.
 */
export function boxAround(lat: number, lon: number, km: number): Box {
  const dLat = km / KM_PER_DEGREE;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  if (minLat <= -90 || maxLat >= 90) return { minLat, maxLat, lon: [[-180, 180]] };
  // the widest longitude span is at the circle's latitude farthest from the equator
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const dLon = dLat / Math.cos((widest * Math.PI) / 180);
  if (dLon >= 180) return { minLat, maxLat, lon: [[-180, 180]] };
  const west = lon - dLon;
  const east = lon + dLon;
  if (west < -180)
    return {
      minLat,
      maxLat,
      lon: [
        [west + 360, 180],
        [-180, east],
      ],
    };
  if (east > 180)
    return {
      minLat,
      maxLat,
      lon: [
        [west, 180],
        [-180, east - 360],
      ],
    };
  return { minLat, maxLat, lon: [[west, east]] };
}

/** The map's most degrees each way. */
export const MAP_BOX_MAX_DEGREES = 5;

const NUMBER = /^\s*-?\d{1,3}(\.\d{1,12})?\s*$/;

/** `minLon,minLat,maxLon,maxLat` as a box, or the message of why it is refused. */
export function parseBbox(bbox: string): Box | string {
  const parts = bbox.split(',');
  if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p))) return SEARCH_MSG.bboxInvalid;
  const [minLon, minLat, maxLon, maxLat] = parts.map(Number);
  const inRange = (v: number, limit: number) => v >= -limit && v <= limit;
  if (![minLon, maxLon].every((v) => inRange(v, 180)) || ![minLat, maxLat].every((v) => inRange(v, 90)))
    return SEARCH_MSG.bboxInvalid;
  if (minLon > maxLon || minLat > maxLat) return SEARCH_MSG.bboxInvalid;
  if (maxLon - minLon > MAP_BOX_MAX_DEGREES || maxLat - minLat > MAP_BOX_MAX_DEGREES) return SEARCH_MSG.bboxTooLarge;
  return { minLat, maxLat, lon: [[minLon, maxLon]] };
}
