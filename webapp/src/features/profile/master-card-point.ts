import type { MapPoint } from '../../components/map/map-types';

/** The card's pin, or null while it has none. */
export const pointOf = (p: { latitude: number | null; longitude: number | null }): MapPoint | null =>
  p.latitude !== null && p.longitude !== null ? { latitude: p.latitude, longitude: p.longitude } : null;
