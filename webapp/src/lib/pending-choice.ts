// The time a visitor chose on a public page before registering: the page's booking link goes to
// lib/pending-booking.ts (so client registration returns to the page), the service, start and master to
// sessionStorage here, so the page can open the confirmation with the same choice once they are back.
// Only the (lazy) public pages import this module: it stays out of the start-up bundle.
import { savePendingBooking } from './pending-booking';

const KEY = 'pendingBookingChoice';

export interface PendingChoice {
  /** The page's booking link: 'master_anna', 'org_master_ab12', 'org_salon'. */
  link: string;
  serviceId: number;
  /** The chosen start as the API wrote it ('2026-12-01T09:00:00+03:00'). */
  startsAt: string;
  /** A master chosen on the organization page; null for "any master" (and on a master's page). */
  masterId: number | null;
}

function isChoice(value: unknown): value is PendingChoice {
  const c = value as Partial<PendingChoice> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.link === 'string' &&
    typeof c.serviceId === 'number' &&
    typeof c.startsAt === 'string' &&
    !Number.isNaN(Date.parse(c.startsAt)) &&
    (c.masterId === null || typeof c.masterId === 'number')
  );
}

/** Remembers the choice and the page's link until the visitor is registered and back. */
export function savePendingChoice(choice: PendingChoice): void {
  savePendingBooking(choice.link);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(choice));
  } catch {
    /* private mode: they choose again */
  }
}

/**
 * The choice kept for this page's link, or null; it stays kept until clearPendingChoice (the page may be drawn
 * again while the registration settles, and must find it again). A choice for another page stays.
 */
export function peekPendingChoice(link: string): PendingChoice | null {
  let choice: unknown;
  try {
    choice = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    choice = null;
  }
  return isChoice(choice) && choice.link === link ? choice : null;
}

/** Forgets the kept choice: once the page has checked whether its time is still free. */
export function clearPendingChoice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}
