// A booking the visitor wanted before registering: from `?booking=` or Telegram's start parameter
// (t.me/<bot>/<app>?startapp=org_<link>). Kept in localStorage until used once.
import { startParam } from './telegram';

const KEY = 'pendingBooking';

// Longest prefix first, so 'org_master_x' is not read as the organization 'master_x'.
const PREFIXES: { prefix: string; path: string }[] = [
  { prefix: 'org_master_', path: '/organization-master/' },
  { prefix: 'master_', path: '/master/' },
  { prefix: 'org_', path: '/organization/' },
];

/** The page a booking value leads to, or null when it is not a booking value. */
export function bookingPath(value: string): string | null {
  for (const { prefix, path } of PREFIXES) {
    if (value.startsWith(prefix) && value.length > prefix.length) {
      return path + encodeURIComponent(value.slice(prefix.length));
    }
  }
  return null;
}

/** Saves a booking value found in the page address or the start parameter. */
export function capturePendingBooking(search: string = window.location.search): void {
  const fromQuery = new URLSearchParams(search).get('booking');
  const value = fromQuery || startParam();
  if (value && bookingPath(value)) {
    try {
      localStorage.setItem(KEY, value);
    } catch {
      /* private mode: nothing to keep */
    }
  }
}

export function pendingBooking(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The stored booking's page (removing it), or null. */
export function takePendingBookingPath(): string | null {
  const value = pendingBooking();
  if (!value) return null;
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
  return bookingPath(value);
}
