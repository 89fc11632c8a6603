/** GET /api/map/config: where the mini app's map takes its tiles (MAP_TILE_URL) and what it must credit. */
export interface MapConfigResponse {
  /** A Leaflet tile template: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'. */
  tile_url: string;
  /** HTML the map shows in its corner, as the tile provider asks. */
  attribution: string;
}
