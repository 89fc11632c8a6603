/** Small readers of what is on a person's screen (navigation, tabs, toasts, clipboard). */
import type { Page } from 'playwright-core';

// Browser globals of the functions that run inside the page (this project compiles without the DOM lib).
declare const document: { querySelectorAll(selector: string): Iterable<{ textContent: string | null }> };
declare const navigator: { clipboard: { readText(): Promise<string> } };
declare const window: unknown;
declare const location: { hash: string };

/** The bottom navigation labels, left to right (waits until the bar is shown). */
export async function navLabels(page: Page): Promise<string[]> {
  const bar = page.locator('nav.shell-nav');
  await bar.waitFor({ state: 'visible', timeout: 15000 });
  return (await bar.locator('.adm-tab-bar-item-title').allTextContents()).map((s) => s.trim());
}

/** Waits until the bottom navigation reads exactly `labels`. */
export async function expectNav(page: Page, labels: string[]): Promise<void> {
  await page.locator('nav.shell-nav').waitFor({ state: 'visible', timeout: 15000 });
  await page
    .waitForFunction(
      (want) => {
        const got = [...document.querySelectorAll('nav.shell-nav .adm-tab-bar-item-title')].map((e) =>
          (e.textContent ?? '').trim(),
        );
        return JSON.stringify(got) === JSON.stringify(want);
      },
      labels,
      { timeout: 15000 },
    )
    .catch(async () => {
      throw new Error(
        `bottom navigation is ${JSON.stringify(await navLabels(page))}, expected ${JSON.stringify(labels)}`,
      );
    });
}

/** Taps a tab of an antd-mobile Tabs bar (management page). */
export async function openTab(page: Page, title: string): Promise<void> {
  await page.locator('.adm-tabs-tab', { hasText: title }).first().click();
}

/** What the person copied last. */
export function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The init data the mini app itself sends (the person's own identity, as the app's API client uses it). */
export function appInitData(page: Page): Promise<string> {
  return page.evaluate(() => {
    const w = window as { Telegram?: { WebApp?: { initData?: string } } };
    return w.Telegram?.WebApp?.initData ?? new URLSearchParams(location.hash.slice(1)).get('tgWebAppData') ?? '';
  });
}

/** A call to the API from the person's mini app page, with the app's own identity header. */
export async function apiFromApp(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const initData = await appInitData(page);
  return page.evaluate(
    async ({ method, path, body, initData }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'X-Telegram-Init-Data': initData },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body, initData },
  );
}
