// The mini app as the server hands it to a phone: index.html never cached, hashed assets cached for a
// year and sent precompressed (brotli or gzip, whichever the client accepts), deep paths falling back
// to index.html, a missing asset a plain 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createTestApp, TestApp } from './support/test-app';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';
const SCRIPT = `console.log(${JSON.stringify('Записаться '.repeat(500))});`;

describe('serving the mini app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'webapp-dist-'));
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets/app-abc123.js'), SCRIPT);
    writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
    t = await createTestApp({ webappDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  // supertest (superagent) decodes br and gzip itself: the text equal to the file proves the encoding was
  // real, content-length tells how many bytes travelled
  const sentBytes = (res: { headers: Record<string, string> }) => Number(res.headers['content-length']);

  it('sends a hashed asset brotli-compressed to a client that accepts it, cached for a year', async () => {
    const res = await t.http.get('/assets/app-abc123.js').set('accept-encoding', 'gzip, deflate, br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(sentBytes(res)).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(res.text).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await t.http.get('/assets/app-abc123.js').set('accept-encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(sentBytes(gz)).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(gz.text).toBe(SCRIPT);

    const plain = await t.http.get('/assets/app-abc123.js').set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(sentBytes(plain)).toBe(Buffer.byteLength(SCRIPT));
    expect(plain.text).toBe(SCRIPT);
  });

  it('answers the app and its deep paths with index.html, never cached', async () => {
    for (const path of ['/', '/master/lebedev-69', '/profile']) {
      const res = await t.http.get(path).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(INDEX);
    }
  });

  it('answers a missing asset with 404, not the app', async () => {
    const res = await t.http.get('/assets/missing-000.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('has no addresses of its own for the compressed copies', async () => {
    for (const path of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz']) {
      expect((await t.http.get(path)).status).toBe(404);
    }
  });
});
