import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { currentRoleKey } from '../../../../src/additional-roles/current-role-key';
import { serveMapTiles } from '../../support/map-tiles';
import { ARTIFACTS, Browser, telegramHash } from '../../support/browser';
import type { Visitor } from './world';

// The one browser global the in-page predicate uses (this project compiles without the DOM lib).
declare const document: { querySelector(selector: string): unknown };
import { acceptedRefusals, NAVIGATION, type Screen } from './routes';

export type Theme = 'light' | 'dark';

const STEP_TIMEOUT = 8000;
/** Anything that means "not there yet": the splash, a page's loading text, spinners and skeletons. */
const LOADING = '.splash, .page-loading, .adm-spin-loading, .adm-skeleton';
const FALLBACK_HEADING = 'Unexpected Application Error!';

/** What a person must never see on a screen, whatever the data. */
const BROKEN_TEXT = /\bundefined\b|\bNaN\b|\[object Object\]|Invalid Date|\bnull\b/;
/** A word.word(.word) token that is not an e-mail, a domain or a link: an untranslated i18n key. */
const KEY_LIKE = /(?<![\w@./:-])[a-z][a-zA-Z]*(?:\.[a-zA-Z][\w-]*)+(?![\w@/-])/g;
const DOMAIN_END = /\.(com|ru|me|org|net|test|example|io|su)$/;

export function screenshotPath(theme: Theme, role: string, name: string): string {
  return join(ARTIFACTS, 'smoke', theme, role, `${name}.png`);
}

/**
 * One page for one role: opens screens with page.goto (signed init data in the launch hash), waits until
 * the person sees the screen's content, checks it and saves the screenshot. Problems are collected per
 * screen so one broken screen does not hide the others.
 */
export class RoleVisit {
  private consoleErrors: string[] = [];
  private serverErrors: string[] = [];
  /** 4xx answers of the API on this screen: 'GET /api/... 403'. */
  private refusals: string[] = [];
  private reportedErrors: string[] = [];
  private inFlight = new Set<Request>();
  private idleWaiters: Array<() => void> = [];
  readonly problems: string[] = [];
  /** Time per screen, to keep the whole run bounded. */
  readonly timings: string[] = [];
  /** Screens whose content never showed (a role's run stops after a few: the app itself is broken). */
  blankScreens = 0;

  private constructor(
    readonly page: Page,
    private readonly baseUrl: string,
    private readonly theme: Theme,
    private readonly role: string,
    private readonly visitor: Visitor,
    private readonly nav: Array<[string, string]> | null,
  ) {
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      // A refused API call: judged by the call itself (see `refusals`), not by the browser's log line.
      if (m.text().startsWith('Failed to load resource') && isApi(m.location().url)) return;
      this.consoleErrors.push(`console: ${m.text()}${m.location().url ? ` (${m.location().url})` : ''}`);
    });
    page.on('pageerror', (e) => this.consoleErrors.push(`pageerror: ${e.message}`));
    page.on('request', (r) => {
      if (!isApi(r.url())) return;
      this.inFlight.add(r);
      // The app reports failed API calls to the backend (/logs/error): those are judged by the call itself.
      // Anything else it reports (a rendering failure, a network error) is a problem.
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/logs/error') {
        const body = (r.postDataJSON() ?? {}) as { context?: string; status?: number; message?: string };
        if (body.context !== 'api' || !body.status)
          this.reportedErrors.push(`app reported an error: ${r.postData()?.slice(0, 300) ?? ''}`);
      }
    });
    const done = (r: Request) => {
      if (!this.inFlight.delete(r) || this.inFlight.size > 0) return;
      this.idleWaiters.splice(0).forEach((w) => w());
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (res) => {
      if (!isApi(res.url())) return;
      const call = `${res.request().method()} ${new URL(res.url()).pathname} ${res.status()}`;
      if (res.status() >= 500) this.serverErrors.push(`server error: ${call}`);
      else if (res.status() >= 400) this.refusals.push(call);
    });
  }

  static async open(
    b: Browser,
    baseUrl: string,
    theme: Theme,
    role: string,
    visitor: Visitor,
    nav?: keyof typeof NAVIGATION,
  ): Promise<RoleVisit> {
    const page = await b.context.newPage();
    await serveMapTiles(page);
    // Nothing may hang a role's run: every page call gives up after a step's time and is reported.
    page.setDefaultTimeout(STEP_TIMEOUT);
    page.setDefaultNavigationTimeout(STEP_TIMEOUT);
    // One browser profile serves every role of a theme: each load starts from this role's own storage.
    const mode =
      visitor.mode && visitor.tg
        ? `localStorage.setItem(${JSON.stringify(currentRoleKey(visitor.tg.id))}, ${JSON.stringify(visitor.mode)});`
        : '';
    await page.addInitScript({ content: `try { localStorage.clear(); ${mode} } catch (e) { /* about:blank */ }` });
    return new RoleVisit(page, baseUrl, theme, role, visitor, nav ? NAVIGATION[nav] : null);
  }

  /** Opens `screen`, checks it and saves artifacts/smoke/<theme>/<role>/<name>.png. Returns the problems found. */
  async visit(screen: Screen, opts: { splashShot?: string } = {}): Promise<string[]> {
    const found: string[] = [];
    const started = Date.now();
    this.consoleErrors = [];
    this.serverErrors = [];
    this.reportedErrors = [];
    this.refusals = [];
    const { page } = this;
    const phases: string[] = [];
    let mark = Date.now();
    const lap = (name: string) => {
      phases.push(`${name} ${Date.now() - mark}`);
      mark = Date.now();
    };
    try {
      // A fresh document every time: a goto that only changes the hash would not reload the app.
      const here = page.url().startsWith(this.baseUrl) ? new URL(page.url()) : null;
      if (
        here &&
        here.pathname + here.search ===
          new URL(screen.path, this.baseUrl).pathname + new URL(screen.path, this.baseUrl).search
      ) {
        await page.goto('about:blank');
      }
      this.inFlight = new Set();
      this.idleWaiters = [];
      const check = this.visitor.tg
        ? page.waitForResponse((r) => new URL(r.url()).pathname === '/api/registration/check', {
            timeout: STEP_TIMEOUT,
          })
        : null;
      check?.catch(() => undefined); // awaited below; never an unhandled rejection if the load fails first
      await page.goto(`${this.baseUrl}${screen.path}#${telegramHash(this.visitor.tg, { colorScheme: this.theme })}`, {
        waitUntil: 'domcontentloaded',
      });
      if (opts.splashShot) {
        await page.locator('.splash').waitFor({ timeout: STEP_TIMEOUT });
        await this.save(opts.splashShot);
      }
      lap('goto');
      await check;
      lap('check');
      await this.skipSplash();
      lap('splash');
      await page.waitForURL((u) => u.pathname + u.search === screen.expect, {
        timeout: STEP_TIMEOUT,
        waitUntil: 'commit',
      });
      await page
        .locator('.page-title')
        .getByText(screen.title, { exact: true })
        .first()
        .waitFor({ timeout: STEP_TIMEOUT });
      if (screen.shell) await page.locator('nav.shell-nav').waitFor({ timeout: STEP_TIMEOUT });
      lap('content');
      await this.settle();
      lap('settle');
      found.push(...(await this.inspect(screen)));
      found.push(...(await this.judgeRefusals(screen)));
      lap('inspect');
      await this.save(screen.name);
      lap('shot');
    } catch (e) {
      this.blankScreens += 1;
      found.push(`did not show its content: ${(e as Error).message.split('\n')[0]} (at ${page.url().split('#')[0]})`);
      await this.save(`FAILED-${screen.name}`).catch(() => undefined);
    }
    found.push(...this.consoleErrors, ...this.serverErrors, ...this.reportedErrors);
    if (found.length) {
      const file = screenshotPath(this.theme, this.role, `FAILED-${screen.name}`).replace(/\.png$/, '.txt');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, found.join('\n'));
    }
    this.timings.push(`${Date.now() - started} ms ${screen.path} (${phases.join(', ')})`);
    const tagged = found.map((p) => `${this.theme} ${this.role} ${screen.path}: ${p}`);
    this.problems.push(...tagged);
    return tagged;
  }

  async close(): Promise<void> {
    await this.page.close();
  }

  /**
   * The splash stays at least 2 s by design. The browser's clock is Playwright's (installed on the
   * context), so once the registration check has answered the 2 s are fast-forwarded instead of waited.
   */
  private async skipSplash(): Promise<void> {
    const splash = this.page.locator('.splash');
    const deadline = Date.now() + STEP_TIMEOUT;
    let step = 2000;
    while ((await splash.count()) > 0) {
      if (Date.now() > deadline) throw new Error('the splash never went away');
      await this.page.clock.fastForward(step);
      step = 250;
    }
  }

  /** Until nothing is loading: no spinner or loading text on screen and no API call under way. */
  private async settle(): Promise<void> {
    const deadline = Date.now() + STEP_TIMEOUT;
    for (;;) {
      // A function, not a string: a string predicate is eval'd in the page, which its CSP refuses.
      await this.page.waitForFunction((selector) => !document.querySelector(selector), LOADING, {
        timeout: Math.max(1, deadline - Date.now()),
      });
      if (this.inFlight.size === 0) {
        // A moment later (one more round trip to the page), still nothing loading: settled.
        if (!(await this.page.locator(LOADING).count()) && this.inFlight.size === 0) return;
      } else {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`API calls still under way: ${[...this.inFlight].map((r) => r.url()).join(', ')}`)),
            Math.max(1, deadline - Date.now()),
          );
          this.idleWaiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      if (Date.now() > deadline) throw new Error('the screen kept loading');
    }
  }

  /** What a person would notice is wrong on the settled screen. */
  private async inspect(screen: Screen): Promise<string[]> {
    const { page } = this;
    const found: string[] = [];
    const text = await page.locator('body').innerText();
    if (text.includes(FALLBACK_HEADING) || (await page.locator('.error-fallback').count())) {
      found.push(`error fallback shown: ${text.slice(0, 300)}`);
    }
    for (const expected of screen.shows ?? []) if (!text.includes(expected)) found.push(`does not show "${expected}"`);
    const broken = BROKEN_TEXT.exec(text);
    if (broken) found.push(`shows "${broken[0]}" in: ${around(text, broken.index)}`);
    const keys = (text.match(KEY_LIKE) ?? []).filter((k) => !DOMAIN_END.test(k) && !k.startsWith('t.me'));
    if (keys.length) found.push(`raw i18n keys on screen: ${[...new Set(keys)].join(', ')}`);

    // Nothing may stick out sideways at a phone's width (the page would scroll horizontally).
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    if (overflow > 1) found.push(`the page is ${overflow}px wider than the screen`);

    const scheme = await page.evaluate<string | null>(
      `document.documentElement.getAttribute('data-prefers-color-scheme')`,
    );
    if (scheme !== this.theme) found.push(`theme is ${scheme}, expected ${this.theme}`);

    const navCount = await page.locator('nav.shell-nav').count();
    if (screen.shell && this.nav) {
      const labels = await page.locator('nav.shell-nav .adm-tab-bar-item-title').allInnerTexts();
      const expected = this.nav.map(([label]) => label);
      if (JSON.stringify(labels) !== JSON.stringify(expected))
        found.push(`navigation shows [${labels.join(', ')}], expected [${expected.join(', ')}]`);
    } else if (!screen.shell && navCount > 0) {
      found.push('bottom navigation shown outside the registered shell');
    }
    return found;
  }

  /** Every 4xx must be one the screen may meet, and the person must then see what it says. */
  private async judgeRefusals(screen: Screen): Promise<string[]> {
    const accepted = acceptedRefusals(this.role, screen.path);
    const found: string[] = [];
    for (const call of new Set(this.refusals)) {
      const rule = accepted.find((a) => a.call === call);
      if (!rule) found.push(`API refused: ${call}`);
      else if (rule.shows && !(await this.page.getByText(rule.shows, { exact: true }).count())) {
        found.push(`API refused ${call} and the screen does not say "${rule.shows}"`);
      }
    }
    return found;
  }

  private async save(name: string): Promise<void> {
    const file = screenshotPath(this.theme, this.role, name);
    mkdirSync(dirname(file), { recursive: true });
    await this.page.screenshot({ path: file, animations: 'disabled' });
  }
}

function isApi(url: string): boolean {
  try {
    return new URL(url).pathname.startsWith('/api/');
  } catch {
    return false;
  }
}

function around(text: string, index: number): string {
  return JSON.stringify(text.slice(Math.max(0, index - 60), index + 60));
}
