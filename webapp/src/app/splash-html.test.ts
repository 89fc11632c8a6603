// index.html paints the splash before any JavaScript runs; it must say what Splash.tsx says, in both
// languages, so the hand-over to React changes nothing on screen.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../lib/locales';

// run from the repository (npm test) or from webapp/
const file = [join(process.cwd(), 'webapp', 'index.html'), join(process.cwd(), 'index.html')].find((f) =>
  existsSync(f),
)!;
const html = readFileSync(file, 'utf8');

describe('the splash in index.html', () => {
  it('is inside #root with the Russian texts of the app splash', () => {
    expect(html).toMatch(/<div id="root">\s*(<!--[^>]*-->\s*)?<div class="splash" role="status"/);
    expect(html).toContain(`<div class="splash-title">${common.ru.appName}</div>`);
    expect(html).toContain(`<div class="splash-hint">${common.ru.loading}</div>`);
  });

  it('switches to the English texts for a user who chose English', () => {
    expect(html).toContain(`.textContent = '${common.en.appName}'`);
    expect(html).toContain(`.textContent = '${common.en.loading}'`);
    expect(html).toContain("localStorage.getItem('lang') === 'en'");
  });

  it('notes when it was put on screen, for the 2-5 s the app keeps it', () => {
    expect(html).toContain('window.__splashShownAt = performance.now();');
  });
});

describe('the first paint theme in index.html', () => {
  const script = /<script>\s*(\/\/ The first paint's theme[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const root = document.documentElement;
  const realMatchMedia = window.matchMedia;
  const TG_DARK = {
    bg_color: '#17212b',
    secondary_bg_color: '#232e3c',
    text_color: '#f5f5f5',
    button_color: '#5288c1',
  };

  function paint({ theme, chosen, systemDark = false }: { theme?: object; chosen?: string; systemDark?: boolean }) {
    window.history.replaceState(
      null,
      '',
      theme ? `/profile#tgWebAppThemeParams=${encodeURIComponent(JSON.stringify(theme))}` : '/profile',
    );
    if (chosen) localStorage.setItem('theme', chosen);
    window.matchMedia = (query: string) => ({
      ...realMatchMedia(query),
      matches: systemDark && query.includes('dark'),
    });
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs index.html's inline script, as the browser would
    new Function(script)();
    return {
      scheme: root.getAttribute('data-prefers-color-scheme'),
      telegramColours: root.hasAttribute('data-tg-theme'),
      bg: root.style.getPropertyValue('--tg-theme-bg-color'),
    };
  }

  function reset() {
    root.removeAttribute('data-prefers-color-scheme');
    root.removeAttribute('data-tg-theme');
    root.removeAttribute('style');
    localStorage.removeItem('theme');
  }

  afterEach(() => {
    reset();
    window.matchMedia = realMatchMedia;
    window.history.replaceState(null, '', '/');
  });

  it('is in the head, before anything is painted', () => {
    expect(script).not.toBe('');
    expect(html.indexOf("// The first paint's theme")).toBeLessThan(html.indexOf('</head>'));
  });

  it("paints a dark Telegram's own colours", () => {
    expect(paint({ theme: TG_DARK })).toEqual({ scheme: 'dark', telegramColours: true, bg: '#17212b' });
  });

  it("paints a light Telegram light, and the user's own choice over Telegram's without its colours", () => {
    expect(paint({ theme: { bg_color: '#ffffff' } })).toEqual({
      scheme: 'light',
      telegramColours: true,
      bg: '#ffffff',
    });
    reset();
    expect(paint({ theme: TG_DARK, chosen: 'light' })).toEqual({ scheme: 'light', telegramColours: false, bg: '' });
  });

  it('follows the system outside Telegram, and ignores colours that are not colours', () => {
    expect(paint({ systemDark: true })).toEqual({ scheme: 'dark', telegramColours: false, bg: '' });
    reset();
    expect(paint({ theme: { bg_color: 'url(x)' } })).toEqual({ scheme: 'light', telegramColours: false, bg: '' });
  });
});

describe('the registration check index.html sends', () => {
  const script =
    /<script>\s*(\/\/ The registration check leaves with the page[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const run = () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs index.html's inline script, as the browser would
    new Function(script)();
  };
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    window.__startCheck = undefined;
    window.history.replaceState({}, '', '/');
  });

  it('runs in the head, before the stylesheet and the app the build adds there (either would hold it up)', () => {
    expect(script).not.toBe('');
    const head = html.slice(0, html.indexOf('</head>'));
    const at = head.indexOf('The registration check leaves with the page');
    expect(at).toBeGreaterThan(0);
    expect(head.slice(0, at)).not.toMatch(/rel="stylesheet"|type="module"/);
  });

  it("asks GET /api/registration/check with the launch's init data and keeps the answer for the app", async () => {
    const asked: [string, RequestInit | undefined][] = [];
    globalThis.fetch = ((url: string, init?: RequestInit) => {
      asked.push([url, init]);
      return Promise.resolve(new Response(JSON.stringify({ exists: true }), { status: 200 }));
    }) as typeof fetch;
    window.history.replaceState({}, '', `/profile#${new URLSearchParams({ tgWebAppData: 'user=1&hash=x' })}`);
    run();
    expect(asked).toEqual([['/api/registration/check', { headers: { 'X-Telegram-Init-Data': 'user=1&hash=x' } }]]);
    expect(await window.__startCheck?.answer).toEqual({ exists: true });
    expect(window.__startCheck).toMatchObject({ initData: 'user=1&hash=x', body: { exists: true } });
  });

  it('keeps no answer for a refusal or a failed request (the app asks again), and asks nothing without Telegram', async () => {
    globalThis.fetch = () => Promise.resolve(new Response('{}', { status: 500 }));
    window.history.replaceState({}, '', `/#${new URLSearchParams({ tgWebAppData: 'user=1' })}`);
    run();
    expect(await window.__startCheck?.answer).toBeNull();
    globalThis.fetch = () => Promise.reject(new Error('offline'));
    run();
    expect(await window.__startCheck?.answer).toBeNull();
    window.__startCheck = undefined;
    window.history.replaceState({}, '', '/');
    run();
    expect(window.__startCheck).toBeUndefined();
  });
});
