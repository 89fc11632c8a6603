// The one place that talks to the Telegram WebApp SDK. Outside Telegram every call degrades gracefully.
//
// The SDK (@twa-dev/sdk, Telegram's telegram-web-app.js inside) is ~23 KiB gzip, so it is not part of the
// start-up bundle: its dynamic import() starts as soon as this module is evaluated and runs in parallel with
// the first render. Until it arrives, the launch data (init data, user, start parameter, theme) comes from
// launch-params.ts, which reads the URL hash and sessionStorage exactly as the SDK does; the first API call
// never waits. Actions (ready, expand, haptics, BackButton, theme events, links, confirm) are queued and run,
// in order, once the SDK has loaded; a cleanup that runs before that cancels its queued action.
import type WebAppDefault from '@twa-dev/sdk';
import { commonText } from './common-text';
import { launchParams, paintThemeVariables } from './launch-params';

type WebAppType = typeof WebAppDefault;

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

/**
 * Vite 8 with "type": "module" may hand us the CommonJS namespace: `{ default: WebApp }`, or that inside the
 * module namespace of a dynamic import. The one place that unwraps it (STACK.md, item 9).
 */
export function unwrapWebApp(mod: unknown): WebAppType | null {
  let value = mod as { default?: unknown } | undefined;
  for (let i = 0; i < 2 && value && typeof value === 'object' && 'default' in value && value.default; i++) {
    value = value.default;
  }
  return value && typeof value === 'object' && 'initData' in value ? (value as unknown as WebAppType) : null;
}

let sdk: WebAppType | null = null;
let settled = false;
const queue: Array<(webApp: WebAppType | null) => void> = [];

function settle(webApp: WebAppType | null): WebAppType | null {
  sdk = webApp;
  settled = true;
  // Set and flushed in one go: everything queued runs, in order, before any later call.
  for (const task of queue.splice(0)) task(webApp);
  return webApp;
}

// Telegram's colours from the first paint (the SDK sets the same variables again when it arrives).
paintThemeVariables(launchParams());

const loading: Promise<WebAppType | null> = import('@twa-dev/sdk').then(
  (mod) => settle(unwrapWebApp(mod)),
  () => settle(null),
);

/** The SDK once loaded (null if it failed to load). */
export function webAppLoaded(): Promise<WebAppType | null> {
  return loading;
}

/**
 * Runs `action` with the SDK now, or once it has loaded. `fallback` runs instead when the SDK failed to load
 * or `action` threw; without one, such a call is dropped (outside Telegram there is nothing to do).
 */
function withWebApp(action: (webApp: WebAppType) => void, fallback?: () => void): void {
  const run = (webApp: WebAppType | null) => {
    try {
      if (!webApp) throw new Error('Telegram SDK unavailable');
      action(webApp);
    } catch {
      try {
        fallback?.();
      } catch {
        /* nothing more to try */
      }
    }
  };
  if (settled) run(sdk);
  else queue.push(run);
}

/** True only inside a real Telegram client (a native proxy, or Telegram Web's iframe). */
export function inTelegram(): boolean {
  const w = window as unknown as { TelegramWebviewProxy?: unknown };
  const platform = sdk ? sdk.platform : launchParams().platform;
  if (platform === 'unknown' || !platform) return false;
  return w.TelegramWebviewProxy !== undefined || window.parent !== window;
}

export function initData(): string {
  return (sdk ? sdk.initData : launchParams().initData) ?? '';
}

function initDataUnsafe(): { user?: Partial<TelegramUser>; start_param?: string } | undefined {
  return sdk ? sdk.initDataUnsafe : launchParams().initDataUnsafe;
}

export function telegramUser(): TelegramUser | null {
  const user = initDataUnsafe()?.user;
  if (!user || typeof user.id !== 'number') return null;
  return {
    id: user.id,
    first_name: user.first_name as string,
    last_name: user.last_name,
    username: user.username,
    language_code: user.language_code,
  };
}

/** The `startapp` parameter of a t.me/<bot>/<app>?startapp=... link. */
export function startParam(): string | null {
  const fromInit = initDataUnsafe()?.start_param;
  if (fromInit) return fromInit;
  return launchParams().startParam || new URLSearchParams(window.location.search).get('tgWebAppStartParam');
}

export function haptic(kind: 'success' | 'error' | 'warning'): void {
  // Haptics are a nicety; an old client simply has none.
  withWebApp((w) => {
    if (w.isVersionAtLeast?.('6.1')) w.HapticFeedback?.notificationOccurred(kind);
  });
}

export function ready(): void {
  withWebApp((w) => w.ready?.());
}

export function expand(): void {
  withWebApp((w) => w.expand?.());
}

// antd-mobile's imperative Dialog/Toast (and their animation library) load on first use, keeping them
// out of the start-up bundle.
const loadFeedback = () => import('./feedback');

async function browserConfirm(text: string): Promise<boolean> {
  const { Dialog } = await loadFeedback();
  return Dialog.confirm({ content: text, confirmText: commonText('ok'), cancelText: commonText('cancel') });
}

/** Telegram's native confirm; antd-mobile's Dialog in an ordinary browser. */
export async function confirm(text: string): Promise<boolean> {
  if (inTelegram()) {
    const w = await webAppLoaded();
    if (w?.isVersionAtLeast?.('6.2')) {
      return new Promise((resolve) => {
        try {
          w.showConfirm(text, (ok) => resolve(Boolean(ok)));
        } catch {
          resolve(browserConfirm(text));
        }
      });
    }
  }
  return browserConfirm(text);
}

/** Copies to the clipboard, shows 'Скопировано!' for 3 s and buzzes. */
export async function copyText(text: string): Promise<void> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
    } else {
      legacyCopy(text);
    }
  } catch {
    legacyCopy(text);
  }
  const { Toast } = await loadFeedback();
  Toast.show({ content: commonText('copied'), duration: 3000 });
  haptic('success');
}

function legacyCopy(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    document.execCommand?.('copy');
  } catch {
    /* nothing more to try */
  } finally {
    document.body.removeChild(area);
  }
}

/** t.me links stay inside Telegram (openTelegramLink); others open in the browser. */
export function openLink(url: string): void {
  const isTelegramLink = /^https?:\/\/t\.me\//i.test(url);
  const inBrowser = () => void window.open(url, '_blank', 'noopener');
  if (!inTelegram()) {
    inBrowser();
    return;
  }
  withWebApp((w) => {
    if (isTelegramLink) w.openTelegramLink(url);
    else w.openLink(url);
  }, inBrowser);
}

export type InvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending';

/**
 * Opens a Telegram invoice link (a Stars subscription) in Telegram's payment form and resolves with how it
 * ended. Outside Telegram (or in a client too old for invoices) it resolves 'failed': nobody can pay there.
 */
export function openInvoice(url: string): Promise<InvoiceStatus> {
  return new Promise((resolve) => {
    withWebApp(
      (w) => w.openInvoice(url, (status) => resolve(status)),
      () => resolve('failed'),
    );
  });
}

/**
 * Telegram's own download of a file at an https address (Bot API 8.0+: the client asks the user, then saves
 * or opens it). Returns false when Telegram cannot (outside Telegram, an older client, the SDK not loaded yet):
 * the caller's plain link then does the download.
 */
export function downloadFile(url: string, fileName: string): boolean {
  const w = sdk;
  if (!w || !inTelegram() || !w.isVersionAtLeast?.('8.0') || typeof w.downloadFile !== 'function') return false;
  try {
    w.downloadFile({ url, file_name: fileName });
    return true;
  } catch {
    return false;
  }
}

export const backButton = {
  /**
   * Shows Telegram's BackButton wired to onClick (now, or once the SDK has loaded); the returned cleanup hides
   * it again, or cancels the pending show.
   */
  show(onClick: () => void): () => void {
    let active = true;
    let undo: (() => void) | null = null;
    withWebApp((w) => {
      const button = w.BackButton;
      if (!active || !button || !w.isVersionAtLeast?.('6.1')) return;
      button.onClick(onClick);
      button.show();
      undo = () => {
        button.offClick(onClick);
        button.hide();
      };
    });
    return () => {
      if (!active) return;
      active = false;
      try {
        undo?.();
      } catch {
        /* ignore */
      }
    };
  },
};

export type ColorScheme = 'light' | 'dark';

export function colorScheme(): ColorScheme {
  return (sdk ? sdk.colorScheme : launchParams().colorScheme) === 'dark' ? 'dark' : 'light';
}

/** Whether Telegram supplied theme colours (--tg-theme-* CSS variables are then set). */
export function hasThemeParams(): boolean {
  const params = (sdk ? sdk.themeParams : launchParams().themeParams) as unknown as Record<string, string> | undefined;
  return Boolean(params && Object.keys(params).length > 0);
}

/** Calls cb on Telegram's themeChanged (subscribed once the SDK has loaded); returns the unsubscribe. */
export function onThemeChanged(cb: () => void): () => void {
  let active = true;
  let subscribed: WebAppType | null = null;
  withWebApp((w) => {
    if (!active) return;
    w.onEvent('themeChanged', cb);
    subscribed = w;
  });
  return () => {
    if (!active) return;
    active = false;
    try {
      subscribed?.offEvent('themeChanged', cb);
    } catch {
      /* ignore */
    }
  };
}
