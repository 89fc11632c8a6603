/**
 * A master's calendar subscription. Plain interfaces: the mini app imports them with `import type`.
 * Instants are ISO 8601 with the master's offset (src/time-core/zone.ts formatInstant).
 */
import type { CalendarType } from '../registration/registration.contract';

/** GET /api/calendar-feed and POST /api/calendar-feed/rotate (masters only). */
export interface CalendarFeedResponse {
  /** The secret feed address: https://<app>/api/calendar-feed/<token>.ics (Google: «Добавить по URL»). */
  url: string;
  /** The same address as webcal:// (Apple Calendar subscribes from it). */
  webcal_url: string;
  /** What the master chose at registration (google, apple, internal); null when they made no choice. */
  calendar_type: CalendarType | null;
  /** The master's zone the feed's events are written in. */
  time_zone: string;
  created_at: string;
  /** When the address was last replaced; null: never. */
  rotated_at: string | null;
}

/**
 * GET /api/appointments/{id}/ics-link: a short-lived address of the booking's .ics that needs no init data
 * (Telegram's downloadFile and the phone's browser fetch it without the mini app's headers).
 */
export interface IcsLinkResponse {
  url: string;
  file_name: string;
  expires_at: string;
}
