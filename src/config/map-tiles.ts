// Where the mini app's map takes its tiles. OpenStreetMap's own servers allow light use only (their tile
// policy), so the address is configuration: a production deployment names its own or a paid provider.

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * MAP_TILE_URL: an http(s) address or a path of this server, with the {z}, {x} and {y} a tile needs; unset
 * means OpenStreetMap's. Null when it is neither.
 */
export function parseMapTileUrl(value: string | undefined): string | null {
  const raw = (value ?? '').trim();
  if (!raw) return OSM_TILE_URL;
  const placeholders = ['{z}', '{x}', '{y}'].every((p) => raw.includes(p));
  return placeholders && /^(https?:\/\/[^/\s]+\/|\/)\S*$/.test(raw) ? raw : null;
}
