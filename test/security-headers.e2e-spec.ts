// Security headers on every kind of response: the mini app's page and assets, the API (answers and
// errors) and dev login; and the cache headers of answers that belong to one person. HTML pages get the app's CSP: their inline scripts run by hash, nothing else
// inline does, and only the app itself and Telegram's web clients may frame them. Everything else gets a
// CSP that allows nothing at all (no source, no framing).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineScriptHashes, TELEGRAM_WEB_ORIGINS } from '../src/config/security-headers';
import { pathOf } from './api/calendar-feed-support';
import { Made, makeAppointment, makeMaster, makeService, makeUser } from './factories';
import { auth, createTestApp, TestApp, tgUser } from './support/test-app';

const THEME = "document.documentElement.setAttribute('data-theme', 'dark');";
const SPLASH = '\n      window.__splashShownAt = performance.now();\n    ';
const INDEX = `<!doctype html><html><head><script>${THEME}</script></head><body><div id="root"></div>
<script>${SPLASH}</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The CSP as a map of directive -> sources. */
function csp(header: string | undefined): Record<string, string[]> {
  expect(header).toEqual(expect.any(String));
  return Object.fromEntries(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  const dist = mkdtempSync(join(tmpdir(), 'webapp-dist-'));
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets/app-abc123.js'), 'console.log(1);');
    t = await createTestApp({ webappDist: dist, devLogin: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const pages = () =>
    [
      ['the mini app page', t.http.get('/')],
      ['a deep link into the mini app', t.http.get('/master/some-link')],
      ['dev login', t.http.get('/dev-login')],
    ] as const;
  const others = () =>
    [
      ['an asset', t.http.get('/assets/app-abc123.js')],
      ['an API answer', t.http.get('/api/health')],
      ['an API refusal', t.http.get('/api/users/me')],
      ['an API answer with identity', t.http.get('/api/registration/check').set(auth(tgUser()))],
      ['an unknown API path', t.http.get('/api/no-such-thing')],
      ['a bad API request', t.http.get('/api/public/master/x/slots?from=bad')],
    ] as const;

  /** The headers every response carries, whatever it is; answers its CSP. */
  function common(what: string, res: { status: number; headers: Record<string, string> }) {
    expect([what, res.status < 500]).toEqual([what, true]);
    expect([what, res.headers['x-content-type-options']]).toEqual([what, 'nosniff']);
    expect([what, res.headers['referrer-policy']]).toEqual([what, 'no-referrer']);
    expect([what, res.headers['cross-origin-resource-policy']]).toEqual([what, 'same-origin']);
    expect([what, res.headers['strict-transport-security']]).toEqual([what, expect.stringMatching(/max-age=\d+/)]);
    // X-Frame-Options would refuse Telegram Web's iframe; frame-ancestors decides instead
    expect([what, res.headers['x-frame-options']]).toEqual([what, undefined]);
    return csp(res.headers['content-security-policy']);
  }

  it("sends the app's CSP, nosniff and a referrer policy with every HTML page, and no X-Frame-Options", async () => {
    for (const [what, request] of pages()) {
      const res = await request;
      expect([what, res.headers['content-type']]).toEqual([what, expect.stringMatching(/^text\/html/)]);
      const policy = common(what, res);
      expect([what, policy['default-src']]).toEqual([what, ["'self'"]]);
      expect([what, policy['frame-ancestors']]).toEqual([what, ["'self'", ...TELEGRAM_WEB_ORIGINS]]);
      // and what only a document uses
      expect([what, res.headers['cross-origin-opener-policy']]).toEqual([what, 'same-origin']);
      expect([what, res.headers['x-dns-prefetch-control']]).toEqual([what, 'off']);
    }
  });

  it('sends a CSP that allows nothing, nosniff and a referrer policy with everything else, and no document headers', async () => {
    for (const [what, request] of others()) {
      const res = await request;
      expect([what, res.headers['content-type']]).not.toEqual([what, expect.stringMatching(/html/)]);
      const policy = common(what, res);
      expect([what, policy]).toEqual([what, { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] }]);
      expect([what, res.headers['x-permitted-cross-domain-policies']]).toEqual([what, 'none']);
      expect([what, res.headers['cross-origin-opener-policy']]).toEqual([what, undefined]);
    }
  });

  it("lets only the app and Telegram's web clients frame it", async () => {
    const policy = csp((await t.http.get('/')).headers['content-security-policy']);
    expect(policy['frame-ancestors']).toEqual(["'self'", 'https://web.telegram.org', 'https://*.telegram.org']);
  });

  it("runs the page's own scripts and its two inline scripts by hash, and no other inline script", async () => {
    const policy = csp((await t.http.get('/')).headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", sha256(THEME), sha256(SPLASH)]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    // and the map's tiles, from OpenStreetMap unless MAP_TILE_URL names another server
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org']);
  });

  it("hashes the real mini app's inline scripts the same way", () => {
    const html = readFileSync(join(__dirname, '../webapp/index.html'), 'utf8');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength((html.match(/<script>/g) ?? []).length);
    expect(hashes.every((h) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(h))).toBe(true);
  });
});

describe('security headers without a built mini app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ devLogin: true });
  });
  afterAll(() => t.close());

  it('allows no inline script at all', async () => {
    const res = await t.http.get('/dev-login').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(csp(res.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });
});

// One person's answers (their profile, a calendar with clients' phones, the secret feed address, the feed
// and .ics files behind secret links) are kept by no cache; public answers keep what their routes say.
describe('cache headers of private answers', () => {
  let t: TestApp;
  let master: Made & { profile: { deepLink: string | null } };
  let appointmentId: number;
  beforeAll(async () => {
    t = await createTestApp();
    master = await makeMaster(t.db);
    const service = await makeService(t.db, { masterId: master.user.id });
    const client = await makeUser(t.db, 'client', { phone: '+79161234567' });
    const booked = await makeAppointment(t.db, {
      masterId: master.user.id,
      clientId: client.user.id,
      serviceId: service.id,
      startsAt: new Date(Date.now() + 86_400_000),
    });
    appointmentId = booked.id;
  });
  afterAll(() => t.close());

  const vary = (res: { headers: Record<string, string> }) =>
    (res.headers.vary ?? '').split(',').map((v) => v.trim().toLowerCase());

  it('answers every identified request, success or refusal, with no-store and Vary on the identity', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const identified = [
      ['the own profile', t.http.get('/api/users/me').set(auth(master.tg)), 200],
      [
        'a calendar with clients’ phones',
        t.http.get(`/api/appointments/calendar?from=${today}&to=${today}`).set(auth(master.tg)),
        200,
      ],
      ['the calendar feed address', t.http.get('/api/calendar-feed').set(auth(master.tg)), 200],
      ['a stranger’s refusal', t.http.get('/api/users/me').set(auth(tgUser())), 403],
    ] as const;
    for (const [what, request, status] of identified) {
      const res = await request;
      expect([what, res.status]).toEqual([what, status]);
      expect([what, res.headers['cache-control']]).toEqual([what, 'no-store']);
      expect([what, vary(res)]).toEqual([what, expect.arrayContaining(['x-telegram-init-data'])]);
    }
  });

  it('keeps the feed and a booking’s .ics behind their secret links out of every cache', async () => {
    const feed = await t.http.get('/api/calendar-feed').set(auth(master.tg)).expect(200);
    const feedFile = await t.http.get(pathOf(feed.body.url)).expect(200);
    expect(feedFile.headers['cache-control']).toMatch(/\bno-store\b/);
    const link = await t.http.get(`/api/appointments/${appointmentId}/ics-link`).set(auth(master.tg)).expect(200);
    const icsFile = await t.http.get(pathOf(link.body.url)).expect(200);
    expect(icsFile.headers['cache-control']).toMatch(/\bno-store\b/);
  });

  it('leaves an anonymous answer as its route has it', async () => {
    const health = await t.http.get('/api/health').expect(200);
    expect(health.headers['cache-control']).toBeUndefined();
    expect(vary(health)).not.toContain('x-telegram-init-data');
    const page = await t.http.get(`/api/public/master/${master.profile.deepLink}`).expect(200);
    expect(page.headers['cache-control']).toBeUndefined();
  });
});
