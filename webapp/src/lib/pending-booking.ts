// A booking the visitor wanted before registering: from `?booking=` or Telegram's start parameter
// (t.me/<bot>/<app>?startapp=org_<link>). Kept in localStorage until used once.
import { isBookingLink, parseLink, type BookingLinkKind } from '@api/deep-links/link-grammar';
import { startParam } from './telegram';

const KEY = 'pendingBooking';

/** The mini app's page for each booking link (the grammar itself is the API's, shared with the bot). */
const PAGES: Record<BookingLinkKind, string> = {
  master: '/master/',
  organization: '/organization/',
  organization_master: '/organization-master/',
};

/** The page a booking value leads to, or null when it is not a booking value. */
export function bookingPath(value: string): string | null {
  const link = parseLink(value);
  return isBookingLink(link) ? PAGES[link.kind] + encodeURIComponent(link.value) : null;
}

/** Keeps a booking value ('master_anna') until the next registration or start uses it. */
export function savePendingBooking(value: string | null): void {
  if (value && bookingPath(value)) {
    try {
      localStorage.setItem(KEY, value);
    } catch {
      /* private mode: nothing to keep */
    }
  }
}

/** Saves a booking value found in the page address or the start parameter. */
export function capturePendingBooking(search: string = window.location.search): void {
  savePendingBooking(new URLSearchParams(search).get('booking') || startParam());
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
