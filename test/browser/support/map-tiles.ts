/**
 * The map's tiles in browser tests: the server is told to take them from a path of its own, and the test's
 * browser answers that path with a tiny PNG (no run reaches OpenStreetMap, and none logs a failed tile).
 */
import type { BrowserContext, Page } from 'playwright-core';

export const LOCAL_TILE_URL = '/map-tiles/{z}/{x}/{y}.png';

/** A 1×1 PNG: every tile the map asks for. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Answers the tile path in this page or context; returns the list of tile paths asked for, as they come. */
export async function serveMapTiles(target: Page | BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await target.route('**/map-tiles/**', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  return asked;
}
