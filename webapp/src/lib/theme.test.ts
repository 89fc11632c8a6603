import { afterEach, describe, expect, it } from 'vitest';
import { fakeWebApp } from '../test/telegram-fake';
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
