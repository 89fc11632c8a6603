// Telegram's MainButton for the confirm step: inside Telegram the native button (shown once the SDK has
// loaded, hidden again on cleanup, its taps reaching the latest handler); outside, nothing native.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeWebApp, type FakeWebApp } from '../test/telegram-fake';

const INIT_DATA = `user=${encodeURIComponent(JSON.stringify({ id: 7, first_name: 'Ира' }))}&auth_date=1&hash=x`;

async function loadMainButton(sdk: FakeWebApp, inTelegram: boolean) {
  if (inTelegram) {
    const hash = new URLSearchParams({ tgWebAppData: INIT_DATA, tgWebAppVersion: '8.0', tgWebAppPlatform: 'ios' });
    window.history.replaceState(null, '', `/#${hash}`);
    (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy = { postEvent: () => undefined };
  }
  vi.resetModules();
  vi.doMock('@twa-dev/sdk', () => ({ default: sdk }));
  const telegram = await import('./telegram');
  await telegram.webAppLoaded();
  return import('./main-button');
}

/** Lets the SDK's promise callbacks run. */
const settle = () => act(() => new Promise<void>((done) => setTimeout(done, 0)));

describe('MainButton', () => {
  afterEach(() => {
    vi.doUnmock('@twa-dev/sdk');
    delete (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
    window.history.replaceState(null, '', '/');
  });

  it('inside Telegram: shown with the text, a spinner while busy, taps to the latest handler, hidden after', async () => {
    const sdk = createFakeWebApp({ platform: 'ios' });
    const { useMainButton } = await loadMainButton(sdk, true);
    const first = vi.fn();
    const latest = vi.fn();
    const view = renderHook(({ onClick, loading }) => useMainButton({ text: 'Подтвердить запись', onClick, loading }), {
      initialProps: { onClick: first, loading: false },
    });
    await settle();
    expect(view.result.current).toBe(true);
    expect(sdk.MainButton.setParams).toHaveBeenLastCalledWith({
      text: 'Подтвердить запись',
      is_active: true,
      is_visible: true,
    });

    view.rerender({ onClick: latest, loading: false });
    expect(sdk.MainButton.onClick).toHaveBeenCalledTimes(1);
    const tap = sdk.MainButton.onClick.mock.lastCall![0] as () => void;
    tap();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();

    view.rerender({ onClick: latest, loading: true });
    await settle();
    expect(sdk.MainButton.showProgress).toHaveBeenCalled();
    // updated in place: never hidden in between, one tap handler
    expect(sdk.MainButton.hide).not.toHaveBeenCalled();
    expect(sdk.MainButton.onClick).toHaveBeenCalledTimes(1);
    (sdk.MainButton.onClick.mock.lastCall![0] as () => void)();
    expect(latest).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(sdk.MainButton.hide).toHaveBeenCalled();
    expect(sdk.MainButton.offClick).toHaveBeenCalledWith(tap);
  });

  it('outside Telegram: no native button (the screen shows its own)', async () => {
    const sdk = createFakeWebApp();
    const { useMainButton } = await loadMainButton(sdk, false);
    const view = renderHook(() => useMainButton({ text: 'Подтвердить запись', onClick: () => undefined }));
    await settle();
    expect(view.result.current).toBe(false);
    expect(sdk.MainButton.setParams).not.toHaveBeenCalled();
  });
});
