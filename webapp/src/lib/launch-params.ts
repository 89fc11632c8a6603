// Telegram's launch parameters, read synchronously the way telegram-web-app.js (inside @twa-dev/sdk) reads
// them, so the start-up code does not have to wait for the SDK (it loads in the background, see telegram.ts).
//
// What the script does on load, and so do we:
// - parse location.hash (`#tgWebAppData=...&tgWebAppVersion=8.0&tgWebAppPlatform=...&tgWebAppThemeParams={json}`);
// - fill in every key the hash lacks from sessionStorage `__telegram__initParams` (JSON), then write the merged
//   set back, so launch data survives in-app reloads and a router that drops the hash;
// - theme: the hash's tgWebAppThemeParams, then the colours it saved under `__telegram__themeParams` on top;
//   colorScheme is 'dark' when bg_color is dark (HSP < 120), otherwise (no bg_color at all, too) 'light'.
// Both sides read and write the same keys, so the SDK, loading later, sees exactly what we saw.

export type InitParams = Record<string, string | null>;

export interface LaunchParams {
  /** tgWebAppData: the raw init data ('' without Telegram). */
  initData: string;
  /** tgWebAppData parsed, JSON values ({...}, [...}) decoded: user, start_param, auth_date, hash, ... */
  initDataUnsafe: Record<string, unknown>;
  version: string;
  platform: string;
  themeParams: Record<string, string>;
  colorScheme: 'light' | 'dark';
  /** tgWebAppStartParam of the launch (null without one). */
  startParam: string | null;
}

const STORAGE_PREFIX = '__telegram__';

export function urlSafeDecode(encoded: string): string {
  try {
    return decodeURIComponent(encoded.replace(/\+/g, '%20'));
  } catch {
    return encoded;
  }
}

/** `a=1&b` → { a: '1', b: null }, as the script parses it (the value ends at a second '='). */
export function parseQueryString(query: string): InitParams {
  const params: InitParams = {};
  if (!query.length) return params;
  for (const pair of query.split('&')) {
    const [name, value] = pair.split('=');
    params[urlSafeDecode(name)] = value == null ? null : urlSafeDecode(value);
  }
  return params;
}

/** The script's urlParseHashParams: `#path?a=1` and `#a=1` give query params; a bare `#path` only `_path`. */
export function parseHashParams(hash: string): InitParams {
  let rest = hash.replace(/^#/, '');
  const params: InitParams = {};
  if (!rest.length) return params;
  if (rest.indexOf('=') < 0 && rest.indexOf('?') < 0) {
    params._path = urlSafeDecode(rest);
    return params;
  }
  const q = rest.indexOf('?');
  if (q >= 0) {
    params._path = urlSafeDecode(rest.slice(0, q));
    rest = rest.slice(q + 1);
  }
  return Object.assign(params, parseQueryString(rest));
}

function storageGet(key: string): unknown {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_PREFIX + key) as string);
  } catch {
    return null;
  }
}

function storageSet(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    /* storage disabled */
  }
}

/** The hash's params merged with the stored ones (the hash wins), written back to sessionStorage. */
export function readInitParams(hash: string = currentHash()): InitParams {
  const params = parseHashParams(hash);
  const stored = storageGet('initParams');
  if (stored && typeof stored === 'object') {
    for (const [key, value] of Object.entries(stored as InitParams)) {
      if (typeof params[key] === 'undefined') params[key] = value;
    }
  }
  storageSet('initParams', params);
  return params;
}

function currentHash(): string {
  try {
    return window.location.hash.toString();
  } catch {
    return '';
  }
}

export function parseColorToHex(color: unknown): string | false {
  const value = String(color);
  let m = /^\s*#([0-9a-f]{6})\s*$/i.exec(value);
  if (m) return `#${m[1].toLowerCase()}`;
  m = /^\s*#([0-9a-f])([0-9a-f])([0-9a-f])\s*$/i.exec(value);
  if (m) return `#${m[1]}${m[1]}${m[2]}${m[2]}${m[3]}${m[3]}`.toLowerCase();
  m = /^\s*rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*(\d+\.{0,1}\d*))?\)\s*$/.exec(value);
  if (m) {
    const hex = (n: string) => {
      const v = parseInt(n, 10);
      return (v < 16 ? '0' : '') + v.toString(16);
    };
    return `#${hex(m[1])}${hex(m[2])}${hex(m[3])}`;
  }
  return false;
}

/** The script's isColorDark: perceived brightness (HSP) below 120. */
export function isColorDark(color: string): boolean {
  let rgb = color.replace(/[\s#]/g, '');
  if (rgb.length === 3) rgb = rgb[0] + rgb[0] + rgb[1] + rgb[1] + rgb[2] + rgb[2];
  const r = parseInt(rgb.slice(0, 2), 16);
  const g = parseInt(rgb.slice(2, 4), 16);
  const b = parseInt(rgb.slice(4, 6), 16);
  return Math.sqrt(0.299 * r * r + 0.587 * g * g + 0.114 * b * b) < 120;
}

/** The theme the script ends up with: the launch's tgWebAppThemeParams, then its stored colours on top. */
export function readTheme(initParams: InitParams): Pick<LaunchParams, 'themeParams' | 'colorScheme'> {
  const themeParams: Record<string, string> = {};
  let colorScheme: 'light' | 'dark' = 'light';
  const apply = (input: unknown) => {
    if (!input || typeof input !== 'object') return;
    const params = { ...(input as Record<string, unknown>) };
    // The script's "temp iOS fix".
    if (params.bg_color == '#1c1c1d' && params.bg_color == params.secondary_bg_color) {
      params.secondary_bg_color = '#2c2c2e';
    }
    for (const [key, value] of Object.entries(params)) {
      const color = parseColorToHex(value);
      if (!color) continue;
      themeParams[key] = color;
      if (key === 'bg_color') colorScheme = isColorDark(color) ? 'dark' : 'light';
    }
  };
  const stored = storageGet('themeParams');
  const raw = initParams.tgWebAppThemeParams;
  if (raw && raw.length) {
    try {
      apply(JSON.parse(raw));
    } catch {
      /* malformed: ignored, as the script does */
    }
  }
  apply(stored);
  return { themeParams, colorScheme };
}

/** Reads (and writes back) the launch parameters now. */
export function readLaunchParams(hash: string = currentHash()): LaunchParams {
  const initParams = readInitParams(hash);
  const initData = initParams.tgWebAppData && initParams.tgWebAppData.length ? initParams.tgWebAppData : '';
  const initDataUnsafe: Record<string, unknown> = {};
  if (initData) {
    for (const [key, value] of Object.entries(parseQueryString(initData))) {
      initDataUnsafe[key] = value;
      if (value && ((value.startsWith('{') && value.endsWith('}')) || (value.startsWith('[') && value.endsWith(']')))) {
        try {
          initDataUnsafe[key] = JSON.parse(value);
        } catch {
          /* left as the string */
        }
      }
    }
  }
  return {
    initData,
    initDataUnsafe,
    version: initParams.tgWebAppVersion || '6.0',
    platform: initParams.tgWebAppPlatform || 'unknown',
    ...readTheme(initParams),
    startParam: initParams.tgWebAppStartParam || null,
  };
}

let cached: LaunchParams | null = null;

/** The launch parameters of this page load (read once, like the SDK does). */
export function launchParams(): LaunchParams {
  cached ??= readLaunchParams();
  return cached;
}

/**
 * Sets the --tg-theme-* and --tg-color-scheme CSS variables as the SDK does on load, so styles/theme.css has
 * Telegram's colours from the first paint rather than from when the SDK arrives.
 */
export function paintThemeVariables(params: Pick<LaunchParams, 'themeParams' | 'colorScheme'>): void {
  const style = document.documentElement?.style;
  if (!style?.setProperty) return;
  for (const [key, color] of Object.entries(params.themeParams)) {
    style.setProperty(`--tg-theme-${key.split('_').join('-')}`, color);
  }
  if (params.themeParams.bg_color) style.setProperty('--tg-color-scheme', params.colorScheme);
}
