import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { launch, PHONE, watchedPage, Browser, Watched } from './support/browser';
import { startServer, RunningServer } from './support/server';
import { createTestApp, TestApp } from '../support/test-app';
import type { AddressInfo } from 'node:net';

// The harness itself: Debian Chromium starts headless at a phone viewport and renders a page of ours.
describe('browser harness', () => {
  let t: TestApp;
  let b: Browser;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ devLogin: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    b = await launch();
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('renders the dev login page at a phone viewport', async () => {
    const w = await watchedPage(b, 'harness');
    await w.page.goto(`${base}/dev-login`);
    await w.page.getByRole('heading', { name: 'Вход для разработки' }).waitFor();
    expect(w.page.viewportSize()).toEqual({ width: 390, height: 844 });
    await w.shot('dev-login');
    expect(w.consoleErrors).toEqual([]);
  });
});

/** What Chromium says when the CSP refuses something (console) and the violations the page saw. */
async function cspProblems(w: Watched): Promise<string[]> {
  const seen = await w.page.evaluate<string[]>('window.__cspViolations || []');
  return [...w.consoleErrors.filter((e) => /Content Security Policy|Refused to/i.test(e)), ...seen];
}

// The built mini app under its Content-Security-Policy: everything it needs loads, inline scripts other
// than its own are refused, and only Telegram's web clients (and the app itself) may frame it.
describe('the mini app under its security headers', () => {
  let s: RunningServer;
  let b: Browser;
  beforeAll(async () => {
    s = await startServer({ devLogin: true });
    b = await launch();
    // every page records the violations it sees (Playwright's init script is not subject to the CSP)
    await b.context.addInitScript({
      content: `window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          window.__cspViolations.push(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline')));`,
    });
  });
  afterAll(async () => {
    await b?.close();
    await s?.close();
  });

  it('opens through /dev-login with the CSP on the page and nothing refused', async () => {
    const w = await watchedPage(b, 'harness');
    const pages: Array<Record<string, string>> = [];
    w.page.on('response', (r) => {
      // the HTML pages the browser shows (not the redirects between them, whose CSP no browser applies)
      if (r.request().resourceType() === 'document' && r.status() < 300) pages.push(r.headers());
    });
    await w.page.goto(`${s.baseUrl}/dev-login`);
    await w.page.getByRole('button', { name: 'Открыть приложение' }).click();
    // an unregistered user sees the registration screen (the role choice) once the splash is gone
    await w.page.locator('.splash').waitFor({ state: 'detached', timeout: 15000 });
    await w.page.getByText('Владелец организации').waitFor();
    await w.shot('mini-app-under-csp');

    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const headers of pages) {
      expect(headers['content-security-policy']).toMatch(/frame-ancestors 'self' https:\/\/web\.telegram\.org/);
      expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBeUndefined();
    }
    // the page's inline scripts ran (allowed by their hashes): the splash one left its mark
    expect(await w.page.evaluate<string>('typeof window.__splashShownAt')).toBe('number');
    expect(await cspProblems(w)).toEqual([]);

    // and the policy is enforced: an injected inline script does not run
    const ran = await w.page.evaluate<boolean>(`(() => {
      const el = document.createElement('script');
      el.textContent = 'window.__injected = true';
      document.head.append(el);
      return window.__injected === true;
    })()`);
    expect(ran).toBe(false);
    expect((await cspProblems(w)).join('\n')).toMatch(/script-src/);
    await w.page.close();
  });

  it("is framed by Telegram's web client, and refused in another site's frame", async () => {
    // Chromium refuses a public site's frame of a loopback address before any CSP is read (Local Network
    // Access); here the public sites are stand-ins served by the test, so that check is off
    const browser = await chromium.launch(chromiumLaunchOptions(['--disable-features=LocalNetworkAccessChecks']));
    try {
      const context = await browser.newContext({ viewport: PHONE });
      const frameOf = (origin: string) => `<!doctype html><title>${origin}</title>
        <iframe src="${s.baseUrl}/dev-login" width="390" height="700"></iframe>`;
      await context.route('https://web.telegram.org/**', (r) =>
        r.fulfill({ contentType: 'text/html', body: frameOf('telegram') }),
      );
      await context.route('https://evil.example/**', (r) =>
        r.fulfill({ contentType: 'text/html', body: frameOf('evil') }),
      );

      const telegram = await context.newPage();
      const telegramConsole: string[] = [];
      telegram.on('console', (m) => telegramConsole.push(m.text()));
      await telegram.goto('https://web.telegram.org/k/', { waitUntil: 'load' });
      await telegram.frameLocator('iframe').getByRole('heading', { name: 'Вход для разработки' }).waitFor();
      expect(telegramConsole.filter((m) => /Content Security Policy/.test(m))).toEqual([]);

      const evil = await context.newPage();
      const refused = evil.waitForEvent('console', { predicate: (m) => /frame-ancestors/.test(m.text()) });
      await evil.goto('https://evil.example/', { waitUntil: 'load' });
      expect((await refused).text()).toMatch(/violates .*frame-ancestors.*blocked/s);
      expect(await evil.frameLocator('iframe').getByRole('heading').count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
