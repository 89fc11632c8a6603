// Light/dark: follows Telegram's colorScheme (and themeChanged) unless the user picked light or dark.
// Telegram's colours (--tg-theme-*) are mapped onto antd-mobile variables in styles/theme.css, only while
// the shown scheme is Telegram's own (data-tg-theme: a forced light mode must not use a dark Telegram palette);
// dark without them (outside Telegram, or forced) maps Telegram's default dark palette instead.
import { useSyncExternalStore } from 'react';
import { colorScheme, hasThemeParams, onThemeChanged, webAppLoaded, type ColorScheme } from './telegram';

export type ThemePreference = 'system' | 'light' | 'dark';
export const THEME_PREFERENCES: ThemePreference[] = ['system', 'light', 'dark'];
const KEY = 'theme';

const listeners = new Set<() => void>();
let preference: ThemePreference = readPreference();

function readPreference(): ThemePreference {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

function systemScheme(): ColorScheme {
  if (hasThemeParams()) return colorScheme();
  const mq = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  return mq?.matches ? 'dark' : 'light';
}

export function effectiveScheme(pref: ThemePreference = preference): ColorScheme {
  return pref === 'system' ? systemScheme() : pref;
}

export function applyTheme(): void {
  const root = document.documentElement;
  const scheme = effectiveScheme();
  root.setAttribute('data-prefers-color-scheme', scheme);
  root.style.colorScheme = scheme;
  const useTelegramColors = hasThemeParams() && scheme === colorScheme();
  root.toggleAttribute('data-tg-theme', useTelegramColors);
}

export function setThemePreference(next: ThemePreference): void {
  preference = next;
  try {
    localStorage.setItem(KEY, next);
  } catch {
    /* private mode */
  }
  applyTheme();
  listeners.forEach((l) => l());
}

export function useThemePreference(): [ThemePreference, (p: ThemePreference) => void] {
  const value = useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => preference,
  );
  return [value, setThemePreference];
}

/**
 * Applies the theme now (from the launch parameters; the SDK is still loading) and keeps it in step with
 * Telegram and the OS: once the SDK is there, it applies the theme again from the SDK's own state and follows
 * its themeChanged events. Returns a cleanup.
 */
export function startTheme(): () => void {
  let running = true;
  applyTheme();
  const offTelegram = onThemeChanged(applyTheme);
  void webAppLoaded().then((webApp) => {
    if (running && webApp) applyTheme();
  });
  const mq = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  mq?.addEventListener?.('change', applyTheme);
  return () => {
    running = false;
    offTelegram();
    mq?.removeEventListener?.('change', applyTheme);
  };
}
