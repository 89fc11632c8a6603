// Where the mini app's map takes its tiles. OpenStreetMap's own servers allow light use only (their tile
// policy), so the address is configuration: a production deployment names its own or a paid provider.

import { ConfigError } from './config-error';

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

/** MAP_TILE_URL and MAP_TILE_ATTRIBUTION as the configuration holds them; a bad address stops the start. */
export function mapTiles(env: NodeJS.ProcessEnv): { mapTileUrl: string; mapTileAttribution: string } {
  const mapTileUrl = parseMapTileUrl(env.MAP_TILE_URL);
  if (mapTileUrl === null) {
    throw new ConfigError(
      `MAP_TILE_URL must be an http(s) URL or a path with {z}, {x} and {y} (e.g. ${OSM_TILE_URL}), got "${env.MAP_TILE_URL}"`,
    );
  }
  return { mapTileUrl, mapTileAttribution: (env.MAP_TILE_ATTRIBUTION ?? '').trim() || OSM_ATTRIBUTION };
}
