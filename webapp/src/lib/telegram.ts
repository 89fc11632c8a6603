// The one place that talks to the Telegram WebApp SDK. Outside Telegram every call degrades gracefully:
// the SDK then reads launch data from the URL hash (#tgWebAppData=... from /dev-login) or has none.
import WebAppImport from '@twa-dev/sdk';
import i18n from './i18n';

type WebAppType = typeof WebAppImport;

// Vite 8 with "type": "module" may hand us the CommonJS namespace ({ default: WebApp }).
const WebApp: WebAppType =
  (WebAppImport as unknown as { default?: WebAppType }).default ?? (WebAppImport as WebAppType);

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export function webApp(): WebAppType {
  return WebApp;
}

/** True only inside a real Telegram client (a native proxy, or Telegram Web's iframe). */
export function inTelegram(): boolean {
  const w = window as unknown as { TelegramWebviewProxy?: unknown };
  if (WebApp.platform === 'unknown' || !WebApp.platform) return false;
  return w.TelegramWebviewProxy !== undefined || window.parent !== window;
}

export function initData(): string {
  return WebApp.initData ?? '';
}

export function telegramUser(): TelegramUser | null {
  const user = WebApp.initDataUnsafe?.user;
  if (!user || typeof user.id !== 'number') return null;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    language_code: user.language_code,
  };
}

/** The `startapp` parameter of a t.me/<bot>/<app>?startapp=... link. */
export function startParam(): string | null {
  const fromInit = WebApp.initDataUnsafe?.start_param;
  if (fromInit) return fromInit;
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return hash.get('tgWebAppStartParam') || new URLSearchParams(window.location.search).get('tgWebAppStartParam');
}

export function haptic(kind: 'success' | 'error' | 'warning'): void {
  try {
    if (WebApp.isVersionAtLeast?.('6.1')) WebApp.HapticFeedback?.notificationOccurred(kind);
  } catch {
    // Haptics are a nicety; an old client simply has none.
  }
}

export function ready(): void {
  try {
    WebApp.ready?.();
  } catch {
    /* outside Telegram */
  }
}

export function expand(): void {
  try {
    WebApp.expand?.();
  } catch {
    /* outside Telegram */
  }
}

// antd-mobile's imperative Dialog/Toast (and their animation library) load on first use, keeping them
// out of the start-up bundle.
const loadFeedback = () => import('./feedback');

async function browserConfirm(text: string): Promise<boolean> {
  const { Dialog } = await loadFeedback();
  return Dialog.confirm({ content: text, confirmText: i18n.t('common:ok'), cancelText: i18n.t('common:cancel') });
}

/** Telegram's native confirm; antd-mobile's Dialog in an ordinary browser. */
export function confirm(text: string): Promise<boolean> {
  if (inTelegram() && WebApp.isVersionAtLeast?.('6.2')) {
    return new Promise((resolve) => {
      try {
        WebApp.showConfirm(text, (ok) => resolve(Boolean(ok)));
      } catch {
        resolve(browserConfirm(text));
      }
    });
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
  Toast.show({ content: i18n.t('common:copied'), duration: 3000 });
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
  if (inTelegram()) {
    try {
      if (isTelegramLink) WebApp.openTelegramLink(url);
      else WebApp.openLink(url);
      return;
    } catch {
      /* fall through to the browser */
    }
  }
  window.open(url, '_blank', 'noopener');
}

export const backButton = {
  /** Shows Telegram's BackButton wired to onClick; the returned cleanup hides it again. */
  show(onClick: () => void): () => void {
    const button = WebApp.BackButton;
    if (!button || !WebApp.isVersionAtLeast?.('6.1')) return () => undefined;
    try {
      button.onClick(onClick);
      button.show();
    } catch {
      return () => undefined;
    }
    return () => {
      try {
        button.offClick(onClick);
        button.hide();
      } catch {
        /* ignore */
      }
    };
  },
};

export type ColorScheme = 'light' | 'dark';

export function colorScheme(): ColorScheme {
  return WebApp.colorScheme === 'dark' ? 'dark' : 'light';
}

/** Whether Telegram supplied theme colours (--tg-theme-* CSS variables are then set by the SDK). */
export function hasThemeParams(): boolean {
  const params = WebApp.themeParams as unknown as Record<string, string> | undefined;
  return Boolean(params && Object.keys(params).length > 0);
}

export function onThemeChanged(cb: () => void): () => void {
  try {
    WebApp.onEvent('themeChanged', cb);
  } catch {
    return () => undefined;
  }
  return () => {
    try {
      WebApp.offEvent('themeChanged', cb);
    } catch {
      /* ignore */
    }
  };
}
