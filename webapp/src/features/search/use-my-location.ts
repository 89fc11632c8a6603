// Where the client is, for distance: Telegram's LocationManager where the client allows it, else the
// browser's geolocation, else nothing (and the screens say why). Asked once per session: the search and
// the map share the answer.
import { useCallback, useEffect, useState } from 'react';
import { telegramLocation, type Coordinates } from '../../lib/telegram-device';

export type MyLocation =
  | { status: 'pending' }
  | { status: 'known'; coords: Coordinates }
  | { status: 'none'; reason: 'denied' | 'unavailable' };

function browserLocation(): Promise<MyLocation> {
  const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (!geo) return Promise.resolve({ status: 'none', reason: 'unavailable' });
  return new Promise((resolve) => {
    try {
      geo.getCurrentPosition(
        (pos) =>
          resolve({ status: 'known', coords: { latitude: pos.coords.latitude, longitude: pos.coords.longitude } }),
        (err) => resolve({ status: 'none', reason: err.code === 1 ? 'denied' : 'unavailable' }),
        { timeout: 10_000, maximumAge: 300_000 },
      );
    } catch {
      resolve({ status: 'none', reason: 'unavailable' });
    }
  });
}

/** Telegram first; a refusal there is the user's answer (the browser would only ask again). */
export async function locate(): Promise<MyLocation> {
  const telegram = await telegramLocation();
  if (telegram.ok) return { status: 'known', coords: telegram.coords };
  if (telegram.reason === 'denied') return { status: 'none', reason: 'denied' };
  return browserLocation();
}

let asked: Promise<MyLocation> | null = null;

/** Forgets the answer (tests; a retry after the user changed their mind). */
export function forgetLocation(): void {
  asked = null;
}

export function useMyLocation(): { location: MyLocation; retry: () => void } {
  const [location, setLocation] = useState<MyLocation>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    asked ??= locate();
    void asked.then((answer) => {
      if (live) setLocation(answer);
    });
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    forgetLocation();
    setLocation({ status: 'pending' });
    setAttempt((n) => n + 1);
  }, []);
  return { location, retry };
}
