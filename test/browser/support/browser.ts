import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { signInitData, InitDataUser } from '../../../src/auth/sign-init-data';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { TEST_BOT_TOKEN } from '../../support/test-app';

export const ARTIFACTS = join(__dirname, '..', '..', '..', 'artifacts');
export const PHONE = { width: 390, height: 844 };

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Debian Chromium, headless, with the flags this closed network needs (scripts/chromium.mjs). */
export async function launch(colorScheme: 'light' | 'dark' = 'light'): Promise<Browser> {
  const dir = mkdtempSync(join(tmpdir(), 'booking-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    ...chromiumLaunchOptions(),
    viewport: PHONE,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    colorScheme,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Telegram's launch parameters in the URL hash, as the client passes them to a web_app button's page. */
export function telegramHash(
  user: InitDataUser | null,
  opts: { colorScheme?: 'light' | 'dark'; startParam?: string } = {},
): string {
  const dark = opts.colorScheme === 'dark';
  const theme = dark
    ? {
        bg_color: '#17212b',
        text_color: '#f5f5f5',
        hint_color: '#708499',
        link_color: '#6ab3f3',
        button_color: '#5288c1',
        button_text_color: '#ffffff',
        secondary_bg_color: '#232e3c',
      }
    : {
        bg_color: '#ffffff',
        text_color: '#000000',
        hint_color: '#999999',
        link_color: '#2481cc',
        button_color: '#2481cc',
        button_text_color: '#ffffff',
        secondary_bg_color: '#efeff3',
      };
  const params = new URLSearchParams({
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(theme),
  });
  if (user) params.set('tgWebAppData', signInitData(user, TEST_BOT_TOKEN, { startParam: opts.startParam }));
  if (opts.startParam) params.set('tgWebAppStartParam', opts.startParam);
  return params.toString();
}

export interface Watched {
  page: Page;
  consoleErrors: string[];
  /** Saves a screenshot under artifacts/<group>/<name>.png. */
  shot(name: string): Promise<string>;
}

/** A page that records console errors and uncaught exceptions, and saves screenshots of its steps. */
export async function watchedPage(b: Browser, group: string): Promise<Watched> {
  const page = await b.context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
  const dir = join(ARTIFACTS, group);
  mkdirSync(dir, { recursive: true });
  return {
    page,
    consoleErrors,
    shot: async (name: string) => {
      const file = join(dir, `${name.replace(/[^a-z0-9._-]+/gi, '_')}.png`);
      await page.screenshot({ path: file, fullPage: false });
      return file;
    },
  };
}

/** Keeps what a failing step needs: its screenshot and the browser console. */
export async function keepFailure(w: Watched, group: string, step: string): Promise<void> {
  const dir = join(ARTIFACTS, group);
  mkdirSync(dir, { recursive: true });
  await w.page
    .screenshot({ path: join(dir, `FAILED-${step.replace(/[^a-z0-9._-]+/gi, '_')}.png`) })
    .catch(() => undefined);
  writeFileSync(join(dir, `FAILED-${step.replace(/[^a-z0-9._-]+/gi, '_')}.console.txt`), w.consoleErrors.join('\n'));
}
