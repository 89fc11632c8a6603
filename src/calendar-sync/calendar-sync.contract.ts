/** The calendar sync's API shapes (the mini app imports them with `import type`). */
export interface SyncedCalendar {
  id: string;
  name: string;
  blocks_time: boolean;
  receives_bookings: boolean;
}

export interface CalendarConnectionResponse {
  id: number;
  provider: 'google' | 'caldav';
  account: string;
  calendars: SyncedCalendar[];
  status: 'ok' | 'broken';
  /** ISO 8601 with the master's offset; null before the first read. */
  last_synced_at: string | null;
}

export interface CalendarConnectionsResponse {
  connections: CalendarConnectionResponse[];
}

export interface GoogleStartResponse {
  auth_url: string;
}

export interface CaldavConnectRequest {
  server_url: string;
  username: string;
  password: string;
}

export interface CalendarChoiceRequest {
  calendars: { id: string; blocks_time: boolean; receives_bookings: boolean }[];
}
