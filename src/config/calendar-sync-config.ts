import { ConfigError } from './config-error';

/** The two-way calendar sync (src/calendar-sync). */
export interface CalendarSyncSettings {
  /**
   * The key the stored calendar secrets (refresh tokens, app passwords) are sealed with: 32 bytes given as base64
   * (CALENDAR_SECRET_KEY). null: connecting answers 422 «Интеграция с календарями не настроена».
   */
  calendarSecretKey: Buffer | null;
  /** How often each connection's busy times are read again (CALENDAR_SYNC_MINUTES, default 5). */
  calendarSyncMinutes: number;
  /** CALDAV_ALLOW_HTTP=1 (tests only): CalDAV servers over http and on loopback addresses are allowed. */
  caldavAllowHttp: boolean;
  /** The Google OAuth client (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET): Google is off without them. */
  googleClientId: string;
  googleClientSecret: string;
  /** The roots the Google libraries call (GOOGLE_OAUTH_ROOT, GOOGLE_API_ROOT): a local fake in tests. */
  googleOauthRoot: string;
  googleApiRoot: string;
}

const root = (raw: string | undefined, fallback: string, name: string): string => {
  const v = (raw || fallback).trim().replace(/\/+$/, '');
  if (!/^https?:\/\//.test(v)) throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return v;
};

/** CALENDAR_SECRET_KEY, CALENDAR_SYNC_MINUTES, CALDAV_ALLOW_HTTP, GOOGLE_*. `int` is the configuration's number reader. */
export function calendarSyncConfig(
  env: NodeJS.ProcessEnv,
  int: (env: NodeJS.ProcessEnv, name: string, fallback: number, min?: number) => number,
): CalendarSyncSettings {
  const rawKey = (env.CALENDAR_SECRET_KEY ?? '').trim();
  let calendarSecretKey: Buffer | null = null;
  if (rawKey) {
    calendarSecretKey = Buffer.from(rawKey, 'base64');
    if (calendarSecretKey.length !== 32) throw new ConfigError('CALENDAR_SECRET_KEY must be 32 bytes in base64');
  }
  return {
    calendarSecretKey,
    calendarSyncMinutes: int(env, 'CALENDAR_SYNC_MINUTES', 5, 1),
    caldavAllowHttp: ['1', 'true', 'yes', 'on'].includes((env.CALDAV_ALLOW_HTTP ?? '').toLowerCase()),
    googleClientId: (env.GOOGLE_CLIENT_ID ?? '').trim(),
    googleClientSecret: (env.GOOGLE_CLIENT_SECRET ?? '').trim(),
    googleOauthRoot: root(env.GOOGLE_OAUTH_ROOT, 'https://oauth2.googleapis.com', 'GOOGLE_OAUTH_ROOT'),
    googleApiRoot: root(env.GOOGLE_API_ROOT, 'https://www.googleapis.com', 'GOOGLE_API_ROOT'),
  };
}
