import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWebApp } from '../test/telegram-fake';
import { holdVerticalSwipes, telegramLocation } from './telegram-device';

const webApp = fakeWebApp as unknown as Record<string, unknown>;

describe('Telegram device features', () => {
  afterEach(() => {
    delete webApp.disableVerticalSwipes;
    delete webApp.enableVerticalSwipes;
  });

  it('holds vertical swipes while a map is open and gives them back on leaving', async () => {
    const disable = vi.fn();
    const enable = vi.fn();
    Object.assign(webApp, { disableVerticalSwipes: disable, enableVerticalSwipes: enable });
    const release = holdVerticalSwipes();
    await vi.waitFor(() => expect(disable).toHaveBeenCalledTimes(1));
    expect(enable).not.toHaveBeenCalled();
    release();
    expect(enable).toHaveBeenCalledTimes(1);
  });

  it('outside Telegram there is no location manager: the browser is asked instead', async () => {
    expect(await telegramLocation()).toEqual({ ok: false, reason: 'unavailable' });
  });
});
