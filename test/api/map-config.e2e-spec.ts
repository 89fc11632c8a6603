/**
 * The map's tile source: GET /api/map/config tells the mini app MAP_TILE_URL and its attribution, and the
 * mini app's pages may load images from that tile server (and from no other).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../src/config/app.config';
import { OSM_TILE_URL } from '../../src/config/map-tiles';
import { tileSource } from '../../src/config/security-headers';
import { createTestApp, TestApp } from '../support/test-app';

function imgSrc(csp: string): string {
  return csp.split(';').find((d) => d.startsWith('img-src')) ?? '';
}

describe('map config', () => {
  describe('with the defaults', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it("answers anyone with OpenStreetMap's standard tiles and their attribution", async () => {
      const res = await t.http.get('/api/map/config').expect(200);
      expect(res.body).toEqual({
        tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      });
    });
  });

  describe('with MAP_TILE_URL set', () => {
    let t: TestApp;
    beforeAll(async () => {
      const dist = mkdtempSync(join(tmpdir(), 'map-dist-'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
      t = await createTestApp({
        webappDist: dist,
        mapTileUrl: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png',
        mapTileAttribution: '© Example Maps',
      });
    });
    afterAll(() => t.close());

    it('answers the configured tiles and attribution', async () => {
      const res = await t.http.get('/api/map/config').expect(200);
      expect(res.body).toEqual({
        tile_url: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png',
        attribution: '© Example Maps',
      });
    });

    it("lets the mini app's page load images from the tile server", async () => {
      const res = await t.http.get('/').expect(200);
      expect(imgSrc(String(res.headers['content-security-policy']))).toBe(
        "img-src 'self' data: https://*.tiles.example.test",
      );
    });
  });

  it('reads MAP_TILE_URL and refuses a template without {z}/{x}/{y}', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).mapTileUrl).toBe(OSM_TILE_URL);
    expect(loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).mapTileUrl).toBe(
      '/tiles/{z}/{x}/{y}.png',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: 'https://tiles.example.test/map.png' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: 'javascript:alert(1)/{z}/{x}/{y}' })).toThrow(
      ConfigError,
    );
  });

  it('names the tile server as a CSP source (a path of this server needs none)', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });
});
