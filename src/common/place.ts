import { placeChange, type PlaceChange } from './validators/place';

/** A place, as both providers keep it: a point (both coordinates or neither). */
export interface PlacePoint {
  latitude: number | null;
  longitude: number | null;
}

/** The columns a change writes: none when the body left the place out, nulls when it cleared it. */
export function placeColumns(change: PlaceChange): Partial<PlacePoint> {
  if (change === undefined) return {};
  if (change === null) return { latitude: null, longitude: null };
  return { latitude: change.latitude, longitude: change.longitude };
}

/** The columns a request body's latitude and longitude write (see placeChange). */
export const placeColumnsOf = (body: { latitude?: number | null; longitude?: number | null }): Partial<PlacePoint> =>
  placeColumns(placeChange(body));
