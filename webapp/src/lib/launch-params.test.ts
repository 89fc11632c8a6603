import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isColorDark, parseHashParams, readLaunchParams } from './launch-params';

const USER = { id: 4242, first_name: 'Анна', last_name: 'Смирнова', username: 'anna', language_code: 'ru' };
const INIT_DATA = `user=${encodeURIComponent(JSON.stringify(USER))}&chat_instance=1&start_param=org_salon&auth_date=1700000000&hash=abc`;
const DARK = { bg_color: '#17212b', text_color: '#f5f5f5', button_color: '#5288c1', secondary_bg_color: '#232e3c' };
const LIGHT = { bg_color: '#ffffff', text_color: '#000000', button_color: '#2481cc' };

function launchHash(extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    tgWebAppData: INIT_DATA,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(DARK),
    ...extra,
  });
  return `#${params.toString()}`;
}

function setUrl(url: string): void {
  window.history.replaceState(null, '', url);
}

// telegram-web-app.js itself (the script @twa-dev/sdk bundles), run as a page would run it: fresh each time.
const SDK_DIST = dirname(createRequire(import.meta.url).resolve('@twa-dev/sdk'));
const SCRIPT = readFileSync(join(SDK_DIST, 'telegram-web-apps.js'), 'utf8');
type RealWebApp = {
  initData: string;
  initDataUnsafe: Record<string, unknown>;
  version: string;
  platform: string;
  themeParams: Record<string, string>;
  colorScheme: string;
};
function runRealScript(): RealWebApp {
  const w = window as unknown as { Telegram?: { WebApp: RealWebApp } };
  delete w.Telegram;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs Telegram's own script, as the page would
  new Function(SCRIPT)();
  return w.Telegram!.WebApp;
}

describe('launch parameters', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'log').mockImplementation(() => undefined); // the real script logs its postEvents
  });
  afterEach(() => {
    sessionStorage.clear();
    setUrl('/');
    document.documentElement.removeAttribute('style');
  });

  it('parses the hash as telegram-web-app.js does', () => {
    expect(parseHashParams('')).toEqual({});
    expect(parseHashParams('#section')).toEqual({ _path: 'section' });
    expect(parseHashParams('#/page?a=1&b')).toEqual({ _path: '/page', a: '1', b: null });
    expect(parseHashParams('#tgWebAppStartParam=org_x&name=a+b%20c')).toEqual({
      tgWebAppStartParam: 'org_x',
      name: 'a b c',
    });
  });

  it('reads init data, user, start parameter, version, platform and the theme from the hash', () => {
    setUrl(`/${launchHash({ tgWebAppStartParam: 'org_salon' })}`);
    const p = readLaunchParams();
    expect(p.initData).toBe(INIT_DATA);
    expect(p.initDataUnsafe.user).toEqual(USER);
    expect(p.initDataUnsafe.start_param).toBe('org_salon');
    expect(p.startParam).toBe('org_salon');
    expect(p.version).toBe('8.0');
    expect(p.platform).toBe('android');
    expect(p.themeParams).toEqual(DARK);
    expect(p.colorScheme).toBe('dark');
  });

  it('without Telegram data: empty init data, platform unknown, version 6.0, light, no theme', () => {
    const p = readLaunchParams();
    expect(p).toMatchObject({
      initData: '',
      platform: 'unknown',
      version: '6.0',
      colorScheme: 'light',
      startParam: null,
    });
    expect(p.initDataUnsafe).toEqual({});
    expect(p.themeParams).toEqual({});
  });

  it('colorScheme follows bg_color only: light background, and theme params without bg_color, are light', () => {
    setUrl(`/${launchHash({ tgWebAppThemeParams: JSON.stringify(LIGHT) })}`);
    expect(readLaunchParams().colorScheme).toBe('light');
    sessionStorage.clear();
    setUrl(
      `/${launchHash({ tgWebAppThemeParams: JSON.stringify({ text_color: '#ffffff', button_color: 'rgb(0, 0, 0)' }) })}`,
    );
    const p = readLaunchParams();
    expect(p.colorScheme).toBe('light');
    expect(p.themeParams).toEqual({ text_color: '#ffffff', button_color: '#000000' });
    expect(isColorDark('#17212b')).toBe(true);
    expect(isColorDark('#fff')).toBe(false);
  });

  it('merges with sessionStorage __telegram__initParams (the hash wins) and writes the result back', () => {
    sessionStorage.setItem(
      '__telegram__initParams',
      JSON.stringify({
        tgWebAppData: 'stale',
        tgWebAppStartParam: 'master_bob',
        tgWebAppThemeParams: JSON.stringify(DARK),
      }),
    );
    setUrl(`/#${new URLSearchParams({ tgWebAppData: INIT_DATA, tgWebAppPlatform: 'ios' })}`);
    const p = readLaunchParams();
    expect(p.initData).toBe(INIT_DATA);
    expect(p.platform).toBe('ios');
    expect(p.startParam).toBe('master_bob');
    expect(p.colorScheme).toBe('dark');
    expect(JSON.parse(sessionStorage.getItem('__telegram__initParams')!)).toEqual({
      tgWebAppData: INIT_DATA,
      tgWebAppPlatform: 'ios',
      tgWebAppStartParam: 'master_bob',
      tgWebAppThemeParams: JSON.stringify(DARK),
    });
  });

  it('launch data survives an in-app reload and a route change that dropped the hash', () => {
    setUrl(`/${launchHash({ tgWebAppStartParam: 'org_salon' })}`);
    const first = readLaunchParams();
    setUrl('/profile');
    expect(readLaunchParams()).toEqual(first);
  });

  it('applies the colours saved under __telegram__themeParams on top of the launch theme', () => {
    sessionStorage.setItem('__telegram__themeParams', JSON.stringify(LIGHT));
    setUrl(`/${launchHash()}`);
    const p = readLaunchParams();
    expect(p.colorScheme).toBe('light');
    expect(p.themeParams).toEqual({ ...DARK, ...LIGHT });
  });

  describe('agrees with telegram-web-app.js', () => {
    const expectSame = (real: RealWebApp) => {
      const p = readLaunchParams();
      expect(p.initData).toBe(real.initData);
      expect(p.initDataUnsafe).toEqual(JSON.parse(JSON.stringify(real.initDataUnsafe)));
      expect(p.version).toBe(real.version);
      expect(p.platform).toBe(real.platform);
      expect(p.themeParams).toEqual({ ...real.themeParams });
      expect(p.colorScheme).toBe(real.colorScheme);
    };

    it('on a fresh launch', () => {
      setUrl(`/${launchHash({ tgWebAppStartParam: 'org_salon' })}`);
      expectSame(runRealScript());
    });

    it('when the SDK loads after we read the hash and the router has dropped it', () => {
      setUrl(`/${launchHash({ tgWebAppStartParam: 'org_salon' })}`);
      const ours = readLaunchParams();
      setUrl('/register');
      const real = runRealScript();
      expect(real.initData).toBe(ours.initData);
      expect(real.platform).toBe('android');
      expect(real.colorScheme).toBe('dark');
      expectSame(real);
    });

    it('after a reload with saved theme colours, and without any Telegram data', () => {
      setUrl(`/${launchHash()}`);
      runRealScript(); // saves initParams and themeParams
      sessionStorage.setItem('__telegram__themeParams', JSON.stringify({ ...DARK, bg_color: '#fafafa' }));
      setUrl('/');
      expectSame(runRealScript());
      sessionStorage.clear();
      expectSame(runRealScript());
    });
  });
});
