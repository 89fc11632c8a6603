// Telegram's device features a few screens use: the user's location (Bot API 8.0) and holding vertical
// swipes (7.7). Beside lib/telegram.ts, which owns the SDK; outside Telegram both report that they cannot.
import { inTelegram, webAppLoaded } from './telegram';

/**
 * Keeps vertical swipes from closing the mini app (Bot API 7.7) while a screen needs them, e.g. a map that
 * pans by dragging; the returned cleanup gives them back.
 */
export function holdVerticalSwipes(): () => void {
  let active = true;
  let undo: (() => void) | null = null;
  void webAppLoaded().then((w) => {
    if (!active || !w?.isVersionAtLeast?.('7.7') || typeof w.disableVerticalSwipes !== 'function') return;
    try {
      w.disableVerticalSwipes();
      undo = () => w.enableVerticalSwipes();
    } catch {
      /* an old client keeps its swipes */
    }
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
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Why Telegram gave no location: it cannot (old client, outside Telegram), or the user said no. */
export type TelegramLocation = { ok: true; coords: Coordinates } | { ok: false; reason: 'unavailable' | 'denied' };

/**
 * The user's location through Telegram's LocationManager (Bot API 8.0): Telegram asks the user once and
 * remembers the answer for this bot. 'unavailable' when the client has no location manager or no location.
 */
export async function telegramLocation(): Promise<TelegramLocation> {
  const w = await webAppLoaded();
  const manager = w && inTelegram() && w.isVersionAtLeast?.('8.0') ? w.LocationManager : undefined;
  if (!manager || typeof manager.init !== 'function') return { ok: false, reason: 'unavailable' };
  const inited = await new Promise<boolean>((resolve) => {
    try {
      if (manager.isInited) resolve(true);
      else manager.init((ok) => resolve(Boolean(ok)));
    } catch {
      resolve(false);
    }
  });
  if (!inited || !manager.isLocationAvailable) return { ok: false, reason: 'unavailable' };
  if (manager.isAccessRequested && !manager.isAccessGranted) return { ok: false, reason: 'denied' };
  return new Promise((resolve) => {
    try {
      manager.getLocation((data) =>
        resolve(
          data
            ? { ok: true, coords: { latitude: data.latitude, longitude: data.longitude } }
            : { ok: false, reason: 'denied' },
        ),
      );
    } catch {
      resolve({ ok: false, reason: 'unavailable' });
    }
  });
}
