// lib/telegram.ts loads the SDK with a dynamic import at start-up. These tests import a fresh copy of it with
// an SDK mock that arrives only when the test lets it, to check what happens before and after it loads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeWebApp, type FakeWebApp } from '../test/telegram-fake';

const USER = { id: 7, first_name: 'Ира', username: 'ira' };
const INIT_DATA = `user=${encodeURIComponent(JSON.stringify(USER))}&auth_date=1&hash=x`;

type Telegram = typeof import('./telegram');

/** A fresh lib/telegram.ts whose SDK (the fake, or a failure) arrives on release(). */
async function loadTelegram(sdk: FakeWebApp | Error) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.resetModules();
  vi.doMock('@twa-dev/sdk', async () => {
    await gate;
    if (sdk instanceof Error) throw sdk;
    return { default: sdk };
  });
  const telegram: Telegram = await import('./telegram');
  const theme = await import('./theme');
  return {
    telegram,
    theme,
    release: async () => {
      release();
      await telegram.webAppLoaded();
    },
  };
}

function launchInTelegram(theme: Record<string, string> = { bg_color: '#17212b' }): void {
  const hash = new URLSearchParams({
    tgWebAppData: INIT_DATA,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(theme),
    tgWebAppStartParam: 'org_salon',
  });
  window.history.replaceState(null, '', `/#${hash}`);
  (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy = { postEvent: () => undefined };
}

describe('Telegram SDK loaded in the background', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.doUnmock('@twa-dev/sdk');
    delete (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
    document.documentElement.removeAttribute('style');
  });

  it('launch data answers at once from the URL hash, before the SDK has loaded', async () => {
    launchInTelegram();
    const { telegram, release } = await loadTelegram(createFakeWebApp({ platform: 'android' }));
    expect(telegram.initData()).toBe(INIT_DATA);
    expect(telegram.telegramUser()).toEqual({ ...USER, last_name: undefined, language_code: undefined });
    expect(telegram.startParam()).toBe('org_salon');
    expect(telegram.inTelegram()).toBe(true);
    expect(telegram.colorScheme()).toBe('dark');
    expect(telegram.hasThemeParams()).toBe(true);
    // Telegram's colours are there for the first paint.
    expect(document.documentElement.style.getPropertyValue('--tg-theme-bg-color')).toBe('#17212b');
    await release();
  });

  it('calls made before the SDK loads take effect, in order, once it has', async () => {
    launchInTelegram();
    const sdk = createFakeWebApp({ platform: 'android' });
    const { telegram, release } = await loadTelegram(sdk);
    const onBack = vi.fn();
    const onTheme = vi.fn();

    telegram.ready();
    telegram.expand();
    telegram.haptic('success');
    const hideBack = telegram.backButton.show(onBack);
    const offTheme = telegram.onThemeChanged(onTheme);
    telegram.openLink('https://t.me/booking_bot');
    telegram.openLink('https://example.com/help');
    const confirmed = telegram.confirm('Удалить?');

    expect(sdk.ready).not.toHaveBeenCalled();
    await release();

    expect(sdk.ready).toHaveBeenCalledTimes(1);
    expect(sdk.expand).toHaveBeenCalledTimes(1);
    expect(sdk.ready.mock.invocationCallOrder[0]).toBeLessThan(sdk.expand.mock.invocationCallOrder[0]);
    expect(sdk.HapticFeedback.notificationOccurred).toHaveBeenCalledWith('success');
    expect(sdk.BackButton.onClick).toHaveBeenCalledWith(onBack);
    expect(sdk.BackButton.show).toHaveBeenCalledTimes(1);
    expect(sdk.onEvent).toHaveBeenCalledWith('themeChanged', onTheme);
    expect(sdk.openTelegramLink).toHaveBeenCalledWith('https://t.me/booking_bot');
    expect(sdk.openLink).toHaveBeenCalledWith('https://example.com/help');

    await vi.waitFor(() => expect(sdk.showConfirm).toHaveBeenCalled());
    expect(sdk.showConfirm.mock.calls[0][0]).toBe('Удалить?');
    (sdk.showConfirm.mock.calls[0][1] as (ok: boolean) => void)(true);
    await expect(confirmed).resolves.toBe(true);

    // Their cleanups, after the load, undo them.
    hideBack();
    expect(sdk.BackButton.offClick).toHaveBeenCalledWith(onBack);
    expect(sdk.BackButton.hide).toHaveBeenCalledTimes(1);
    offTheme();
    expect(sdk.offEvent).toHaveBeenCalledWith('themeChanged', onTheme);

    // After the load, calls act at once.
    telegram.haptic('error');
    expect(sdk.HapticFeedback.notificationOccurred).toHaveBeenLastCalledWith('error');
  });

  it('a cleanup that runs before the SDK loads cancels the pending BackButton and theme subscription', async () => {
    launchInTelegram();
    const sdk = createFakeWebApp({ platform: 'android' });
    const { telegram, release } = await loadTelegram(sdk);
    const first = vi.fn();
    const second = vi.fn();
    // React StrictMode: effect, cleanup, effect again.
    telegram.backButton.show(first)();
    const hideSecond = telegram.backButton.show(second);
    telegram.onThemeChanged(first)();
    await release();

    expect(sdk.BackButton.onClick).toHaveBeenCalledTimes(1);
    expect(sdk.BackButton.onClick).toHaveBeenCalledWith(second);
    expect(sdk.BackButton.show).toHaveBeenCalledTimes(1);
    expect(sdk.BackButton.hide).not.toHaveBeenCalled();
    expect(sdk.onEvent).not.toHaveBeenCalled();
    hideSecond();
    expect(sdk.BackButton.hide).toHaveBeenCalledTimes(1);
  });

  it('the theme starts from the launch data and follows themeChanged once the SDK is there', async () => {
    launchInTelegram({ bg_color: '#17212b', button_color: '#5288c1' });
    const sdk = createFakeWebApp({ platform: 'android' });
    sdk.colorScheme = 'dark';
    sdk.themeParams = { bg_color: '#17212b', button_color: '#5288c1' };
    const { theme, release } = await loadTelegram(sdk);
    const scheme = () => document.documentElement.getAttribute('data-prefers-color-scheme');

    const stop = theme.startTheme();
    expect(scheme()).toBe('dark');
    expect(document.documentElement.hasAttribute('data-tg-theme')).toBe(true);
    await release();
    const handler = sdk.onEvent.mock.calls.find((c) => c[0] === 'themeChanged')?.[1] as () => void;
    expect(handler).toBeTypeOf('function');
    sdk.colorScheme = 'light';
    sdk.themeParams = { bg_color: '#ffffff' };
    handler();
    expect(scheme()).toBe('light');
    stop();
    expect(sdk.offEvent).toHaveBeenCalledWith('themeChanged', handler);
  });

  it('outside Telegram nothing waits: links open in the browser and confirm uses the in-app dialog', async () => {
    const sdk = createFakeWebApp();
    const { telegram, release } = await loadTelegram(sdk);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(telegram.inTelegram()).toBe(false);
    expect(telegram.initData()).toBe('');
    expect(telegram.telegramUser()).toBeNull();
    telegram.openLink('https://t.me/booking_bot');
    expect(open).toHaveBeenCalledWith('https://t.me/booking_bot', '_blank', 'noopener');
    await release();
    expect(sdk.openTelegramLink).not.toHaveBeenCalled();
  });

  it('if the SDK fails to load, the launch data still answers and links fall back to the browser', async () => {
    launchInTelegram();
    const { telegram, release } = await loadTelegram(new Error('chunk failed'));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    telegram.ready();
    const hide = telegram.backButton.show(() => undefined);
    telegram.openLink('https://example.com/help');
    await release();
    expect(await telegram.webAppLoaded()).toBeNull();
    expect(open).toHaveBeenCalledWith('https://example.com/help', '_blank', 'noopener');
    expect(telegram.initData()).toBe(INIT_DATA);
    expect(telegram.startParam()).toBe('org_salon');
    expect(hide).not.toThrow();
  });

  it('unwraps the SDK module in one place: the namespace, or the CommonJS { default } inside it', async () => {
    const { telegram, release } = await loadTelegram(createFakeWebApp());
    const sdk = createFakeWebApp();
    expect(telegram.unwrapWebApp({ default: sdk })).toBe(sdk);
    expect(telegram.unwrapWebApp({ default: { default: sdk } })).toBe(sdk);
    expect(telegram.unwrapWebApp({ default: undefined })).toBeNull();
    await release();
  });
});
