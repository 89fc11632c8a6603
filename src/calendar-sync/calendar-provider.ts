/**
 * The seam between the sync rounds and one calendar service (CalDAV, Google). A provider holds no state of its
 * own: each call gets the connection (its decrypted secrets and addresses) and answers what the service says.
 * Providers throw CalendarAuthError when the service refuses the credentials (a revoked token, a changed password)
 * so the rounds can count failures and mark the connection broken; any other error is a passing failure.
 */

/** What a provider needs of one connection: the secrets are already decrypted. */
export interface ProviderConnection {
  id: string;
  provider: 'google' | 'caldav';
  /** CalDAV: the server address the master typed; Google: null. */
  serverUrl: string | null;
  /** CalDAV login or the Google account's email. */
  account: string;
  /** CalDAV app password or the Google refresh token. */
  secret: string;
  /** The master's time zone (all-day events are the whole local day there). */
  timeZone: string;
}

export interface RemoteCalendar {
  id: string;
  name: string;
}

export interface BusyInterval {
  starts_at: Date;
  ends_at: Date;
  /** The event's uid when it is one of ours (written by putEvent): such intervals are not counted as busy. */
  own_uid?: string;
}

export interface OutgoingEvent {
  /** Our stable uid of the booking's event (one per appointment). */
  uid: string;
  starts_at: Date;
  ends_at: Date;
  summary: string;
  description: string;
  /** The service's id of the event when it was written before (a move or a second try). */
  remote_id?: string;
}

export interface CalendarProvider {
  listCalendars(conn: ProviderConnection): Promise<RemoteCalendar[]>;
  busy(conn: ProviderConnection, calendarIds: string[], from: Date, to: Date): Promise<BusyInterval[]>;
  putEvent(conn: ProviderConnection, calendarId: string, ev: OutgoingEvent): Promise<{ remote_id: string }>;
  deleteEvent(conn: ProviderConnection, calendarId: string, remoteId: string): Promise<void>;
}

/** The service refused the connection's credentials: repeated, it marks the connection broken. */
export class CalendarAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarAuthError';
  }
}

/** Our events carry this uid suffix, so they are recognised on the way back in. */
export const OWN_UID_SUFFIX = '@calendar-sync.booking';

export function ownUid(appointmentId: string): string {
  return `${appointmentId}${OWN_UID_SUFFIX}`;
}

export function isOwnUid(uid: string | undefined | null): boolean {
  return !!uid && uid.endsWith(OWN_UID_SUFFIX);
}
