import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeWebApp } from '../test/telegram-fake';
import { paintThemeVariables } from './launch-params';
import { setThemePreference, startTheme } from './theme';

const scheme = () => document.documentElement.getAttribute('data-prefers-color-scheme');
const themeChangedHandler = () => {
  const call = fakeWebApp.onEvent.mock.calls.filter((c) => c[0] === 'themeChanged').pop();
  return call?.[1] as () => void;
};

describe('theme', () => {
  afterEach(() => setThemePreference('system'));

  it('follows Telegram colorScheme and themeChanged, with Telegram colours mapped', () => {
    fakeWebApp.themeParams = { bg_color: '#000000', button_color: '#2481cc' };
    fakeWebApp.colorScheme = 'dark';
    const stop = startTheme();
    expect(scheme()).toBe('dark');
    expect(document.documentElement.hasAttribute('data-tg-theme')).toBe(true);
    fakeWebApp.colorScheme = 'light';
    themeChangedHandler()();
    expect(scheme()).toBe('light');
    stop();
  });

  it("the user's light/dark choice wins over Telegram (and Telegram's palette is not used)", () => {
    fakeWebApp.themeParams = { bg_color: '#000000' };
    fakeWebApp.colorScheme = 'dark';
    const stop = startTheme();
    setThemePreference('light');
    expect(scheme()).toBe('light');
    expect(document.documentElement.hasAttribute('data-tg-theme')).toBe(false);
    themeChangedHandler()();
    expect(scheme()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    setThemePreference('system');
    expect(scheme()).toBe('dark');
    stop();
  });
});

/**
 * The colours as the browser resolves them: styles/theme.css and, after it (antd-mobile's stylesheet loads later,
 * with the pages), antd-mobile's global.css, in jsdom's cascade; var() references resolved here, jsdom keeps them.
 */
describe('theme colours: Telegram palette onto antd-mobile variables', () => {
  const read = (relative: string) => readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8');
  const TG_DARK = {
    bg_color: '#17212b',
    secondary_bg_color: '#232e3c',
    text_color: '#f5f5f5',
    hint_color: '#708499',
    link_color: '#6ab3f3',
    button_color: '#5288c1',
    button_text_color: '#ffffff',
  };
  const root = document.documentElement;
  let styles: HTMLStyleElement[] = [];
  let stop: (() => void) | null = null;

  beforeEach(() => {
    styles = [read('../styles/theme.css'), read('../../../node_modules/antd-mobile/es/global/global.css')].map(
      (css) => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.appendChild(style);
        return style;
      },
    );
  });

  afterEach(() => {
    stop?.();
    stop = null;
    setThemePreference('system');
    styles.forEach((s) => s.remove());
    for (const name of Array.from(root.style)) if (name.startsWith('--tg-')) root.style.removeProperty(name);
    vi.unstubAllGlobals();
  });

  /** Telegram's params as the SDK (and launch-params.ts, for the first paint) sets them. */
  function telegram(scheme: 'light' | 'dark', params: Record<string, string>) {
    fakeWebApp.colorScheme = scheme;
    fakeWebApp.themeParams = params;
    paintThemeVariables({ themeParams: params, colorScheme: scheme });
  }

  function osScheme(scheme: 'light' | 'dark') {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: scheme === 'dark' && query.includes('dark'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  }

  /** A custom property of <html>, its var() references resolved (with their fallbacks) as the browser does. */
  function resolved(name: string): string {
    const substitute = (value: string, depth: number): string => {
      const start = value.indexOf('var(');
      if (start < 0 || depth > 20) return value.trim();
      let level = 0;
      let end = start + 4;
      let comma = -1;
      for (; end < value.length; end++) {
        const c = value[end];
        if (c === '(') level++;
        else if (c === ')') {
          if (level === 0) break;
          level--;
        } else if (c === ',' && level === 0 && comma < 0) comma = end;
      }
      const ref = value.slice(start + 4, comma < 0 ? end : comma).trim();
      const own = getComputedStyle(root).getPropertyValue(ref).trim();
      const replacement = own
        ? substitute(own, depth + 1)
        : comma < 0
          ? ''
          : substitute(value.slice(comma + 1, end), depth + 1);
      return substitute(value.slice(0, start) + replacement + value.slice(end + 1), depth + 1);
    };
    return substitute(getComputedStyle(root).getPropertyValue(name), 0).toLowerCase();
  }

  const colours = () => ({
    page: resolved('--adm-color-background-body'),
    appBg: resolved('--app-bg'),
    section: resolved('--adm-color-background'),
    appSection: resolved('--app-section-bg'),
    box: resolved('--adm-color-box'),
    fill: resolved('--adm-color-fill-content'),
    text: resolved('--adm-color-text'),
    weak: resolved('--adm-color-weak'),
    border: resolved('--adm-color-border'),
    primary: resolved('--adm-color-primary'),
    onPrimary: resolved('--adm-color-text-light-solid'),
    link: resolved('--adm-color-link'),
  });

  it("inside a dark Telegram: every surface takes Telegram's colours, not antd-mobile's near-black", () => {
    telegram('dark', { ...TG_DARK, section_bg_color: '#1e2c3a', section_separator_color: '#0f1720' });
    stop = startTheme();
    expect(scheme()).toBe('dark');
    expect(colours()).toEqual({
      page: '#232e3c',
      appBg: '#232e3c',
      section: '#1e2c3a',
      appSection: '#1e2c3a',
      box: '#232e3c',
      fill: '#232e3c',
      text: '#f5f5f5',
      weak: '#708499',
      border: '#0f1720',
      primary: '#5288c1',
      onPrimary: '#ffffff',
      link: '#6ab3f3',
    });
  });

  it('a Telegram theme without section colours: sections on bg_color, separators from the default dark palette', () => {
    telegram('dark', TG_DARK);
    stop = startTheme();
    expect(colours()).toMatchObject({ section: '#17212b', appSection: '#17212b', page: '#232e3c', border: '#111921' });
  });

  it("outside Telegram in dark mode: Telegram's default dark palette", () => {
    osScheme('dark');
    stop = startTheme();
    expect(scheme()).toBe('dark');
    expect(root.hasAttribute('data-tg-theme')).toBe(false);
    expect(colours()).toEqual({
      page: '#232e3c',
      appBg: '#232e3c',
      section: '#17212b',
      appSection: '#17212b',
      box: '#232e3c',
      fill: '#232e3c',
      text: '#f5f5f5',
      weak: '#708499',
      border: '#111921',
      primary: '#5288c1',
      onPrimary: '#ffffff',
      link: '#6ab3f3',
    });
  });

  it("dark chosen while Telegram is light: the default dark palette, none of Telegram's light colours", () => {
    telegram('light', {
      bg_color: '#ffffff',
      secondary_bg_color: '#efeff3',
      text_color: '#000000',
      button_color: '#2481cc',
    });
    stop = startTheme();
    setThemePreference('dark');
    expect(colours()).toMatchObject({ page: '#232e3c', section: '#17212b', text: '#f5f5f5', primary: '#5288c1' });
  });

  it("inside a light Telegram: Telegram's light colours, as before", () => {
    telegram('light', {
      bg_color: '#ffffff',
      secondary_bg_color: '#efeff3',
      text_color: '#000000',
      hint_color: '#999999',
      button_color: '#2481cc',
      button_text_color: '#ffffff',
      link_color: '#2481cc',
    });
    stop = startTheme();
    expect(colours()).toMatchObject({
      page: '#efeff3',
      appBg: '#efeff3',
      section: '#ffffff',
      box: '#efeff3',
      text: '#000000',
      primary: '#2481cc',
    });
  });

  it("light outside Telegram: antd-mobile's own light palette, untouched", () => {
    osScheme('light');
    stop = startTheme();
    expect(scheme()).toBe('light');
    expect(colours()).toMatchObject({
      appBg: '#f5f5f5',
      section: '#ffffff',
      box: '#f5f5f5',
      text: '#333333',
      primary: '#1677ff',
      border: '#eeeeee',
    });
  });
});
