// What the map screens hand to the lazy Leaflet module (plain data: importing this loads no map code).

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** The visible area, in degrees. */
export interface MapBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface MapPin extends MapPoint {
  /** Unique among the pins ('master:7'). */
  key: string;
  title: string;
}

export interface MapTiles {
  url: string;
  attribution: string;
}

/** Where a map opens when the user's place is unknown: central Moscow, where the demo's providers are. */
export const DEFAULT_CENTER: MapPoint = { latitude: 55.7558, longitude: 37.6173 };
