/**
 * Google Calendar through google-auth-library and @googleapis/calendar (their roots from GOOGLE_OAUTH_ROOT and
 * GOOGLE_API_ROOT, a local fake in tests). The connection's secret is the refresh token; the library gets an
 * access token from it on each call. Busy times are Google's free/busy, from which our own events (marked
 * with a private property) are cut out, so a booking is not counted twice; a calendar id is Google's.
 * invalid_grant or 401 is a credential refusal (CalendarAuthError).
 */
import type { calendar_v3 } from '@googleapis/calendar';
import type { OAuth2Client } from 'google-auth-library';
import type { CalendarSyncSettings } from '../config/calendar-sync-config';
import {
  CalendarAuthError,
  type BusyInterval,
  type CalendarProvider,
  type OutgoingEvent,
  type ProviderConnection,
} from './calendar-provider';

export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/calendar.freebusy',
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
  'https://www.googleapis.com/auth/calendar.events',
];
const OWN_PROPERTY = 'booking_uid';

type GoogleSettings = Pick<
  CalendarSyncSettings,
  'googleClientId' | 'googleClientSecret' | 'googleOauthRoot' | 'googleApiRoot'
>;

const REAL_OAUTH_ROOT = 'https://oauth2.googleapis.com';

/**
 * google-auth-library and @googleapis/calendar, required on first use: loading them (gaxios, the whole
 * Calendar API surface) was a few percent of every start-up, paid even where no master connects Google.
 */
function googleLibraries(): {
  calendar: typeof import('@googleapis/calendar').calendar;
  OAuth2Client: typeof OAuth2Client;
  CodeChallengeMethod: typeof import('google-auth-library').CodeChallengeMethod;
} {
  /* eslint-disable @typescript-eslint/no-require-imports -- a require() the bundler keeps lazy, see above */
  const { calendar } = require('@googleapis/calendar') as typeof import('@googleapis/calendar');
  const auth = require('google-auth-library') as typeof import('google-auth-library');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { calendar, OAuth2Client: auth.OAuth2Client, CodeChallengeMethod: auth.CodeChallengeMethod };
}

/** Google's errors that mean the grant is gone (revoked, expired, password changed). */
function authFailure(e: unknown): CalendarAuthError | null {
  const err = e as { response?: { status?: number; data?: { error?: unknown } }; message?: string };
  const code = err.response?.data?.error;
  if (code === 'invalid_grant' || err.response?.status === 401 || /invalid_grant/.test(err.message ?? ''))
    return new CalendarAuthError(`Google: ${typeof code === 'string' ? code : (err.message ?? 'unauthorized')}`);
  return null;
}

async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw authFailure(e) ?? e;
  }
}

/** [a, b) minus the union of `cuts`, as pieces. */
function subtract(a: number, b: number, cuts: [number, number][]): [number, number][] {
  let pieces: [number, number][] = [[a, b]];
  for (const [c, d] of cuts)
    pieces = pieces.flatMap(([x, y]): [number, number][] =>
      d <= x || c >= y
        ? [[x, y]]
        : (
            [
              [x, c],
              [d, y],
            ] as [number, number][]
          ).filter(([p, q]) => q > p),
    );
  return pieces;
}

export class GoogleProvider implements CalendarProvider {
  constructor(
    private readonly settings: GoogleSettings,
    private readonly redirectUri: string,
  ) {}

  get enabled(): boolean {
    return this.settings.googleClientId !== '' && this.settings.googleClientSecret !== '';
  }

  /** An OAuth client; with a custom root (tests) its consent, token and revoke addresses are under it. */
  oauth(refreshToken?: string): OAuth2Client {
    const root = this.settings.googleOauthRoot;
    const custom = root !== REAL_OAUTH_ROOT;
    const { OAuth2Client } = googleLibraries();
    const client = new OAuth2Client({
      clientId: this.settings.googleClientId,
      clientSecret: this.settings.googleClientSecret,
      redirectUri: this.redirectUri,
      endpoints: {
        oauth2TokenUrl: `${root}/token`,
        oauth2RevokeUrl: `${root}/revoke`,
        ...(custom ? { oauth2AuthBaseUrl: `${root}/o/oauth2/v2/auth` } : {}),
      },
    });
    if (refreshToken) client.setCredentials({ refresh_token: refreshToken });
    return client;
  }

  async consentUrl(state: string): Promise<{ url: string; verifier: string }> {
    const client = this.oauth();
    const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
    const url = client.generateAuthUrl({
      access_type: 'offline',
      prompt: 'consent',
      scope: GOOGLE_SCOPES,
      state,
      code_challenge_method: googleLibraries().CodeChallengeMethod.S256,
      code_challenge: codeChallenge,
    });
    return { url, verifier: codeVerifier ?? '' };
  }

  /** The code of the callback → the refresh token and the account (its primary calendar's id, the email). */
  async exchange(code: string, verifier: string): Promise<{ refreshToken: string; account: string }> {
    const client = this.oauth();
    const { tokens } = await client.getToken({ code, codeVerifier: verifier });
    if (!tokens.refresh_token) throw new CalendarAuthError('Google did not give a refresh token');
    client.setCredentials(tokens);
    const list = await this.api(client).calendarList.list({ minAccessRole: 'reader' });
    const primary = list.data.items?.find((c) => c.primary)?.id ?? 'Google';
    return { refreshToken: tokens.refresh_token, account: primary };
  }

  async revoke(refreshToken: string): Promise<void> {
    await this.oauth().revokeToken(refreshToken);
  }

  private api(auth: OAuth2Client): calendar_v3.Calendar {
    return googleLibraries().calendar({
      version: 'v3',
      auth,
      rootUrl: `${this.settings.googleApiRoot}/`,
      timeout: 20_000,
    });
  }

  private forConn(conn: ProviderConnection): calendar_v3.Calendar {
    return this.api(this.oauth(conn.secret));
  }

  listCalendars(conn: ProviderConnection) {
    return guarded(async () => {
      const list = await this.forConn(conn).calendarList.list({ minAccessRole: 'reader' });
      return (list.data.items ?? []).map((c) => ({
        id: c.id ?? '',
        name: c.summaryOverride ?? c.summary ?? c.id ?? '',
      }));
    });
  }

  busy(conn: ProviderConnection, calendarIds: string[], from: Date, to: Date): Promise<BusyInterval[]> {
    return guarded(async () => {
      const api = this.forConn(conn);
      const fb = await api.freebusy.query({
        requestBody: {
          timeMin: from.toISOString(),
          timeMax: to.toISOString(),
          items: calendarIds.map((id) => ({ id })),
        },
      });
      const own: [number, number][] = [];
      for (const id of calendarIds) {
        const events = await api.events.list({
          calendarId: id,
          timeMin: from.toISOString(),
          timeMax: to.toISOString(),
          singleEvents: true,
          privateExtendedProperty: [`source=booking`],
          maxResults: 2500,
        });
        for (const ev of events.data.items ?? []) {
          const s = Date.parse(ev.start?.dateTime ?? '');
          const e = Date.parse(ev.end?.dateTime ?? '');
          if (Number.isFinite(s) && Number.isFinite(e)) own.push([s, e]);
        }
      }
      const out: BusyInterval[] = [];
      for (const cal of Object.values(fb.data.calendars ?? {}))
        for (const b of cal.busy ?? []) {
          const s = Date.parse(b.start ?? '');
          const e = Date.parse(b.end ?? '');
          if (!(e > s)) continue;
          for (const [x, y] of subtract(s, e, own)) out.push({ starts_at: new Date(x), ends_at: new Date(y) });
        }
      return out;
    });
  }

  putEvent(conn: ProviderConnection, calendarId: string, ev: OutgoingEvent) {
    return guarded(async () => {
      const body: calendar_v3.Schema$Event = {
        summary: ev.summary,
        description: ev.description,
        start: { dateTime: ev.starts_at.toISOString() },
        end: { dateTime: ev.ends_at.toISOString() },
        transparency: 'opaque',
        extendedProperties: { private: { source: 'booking', [OWN_PROPERTY]: ev.uid } },
      };
      const api = this.forConn(conn);
      const res = ev.remote_id
        ? await api.events.update({ calendarId, eventId: ev.remote_id, requestBody: body })
        : await api.events.insert({ calendarId, requestBody: body });
      return { remote_id: res.data.id ?? ev.remote_id ?? '' };
    });
  }

  deleteEvent(conn: ProviderConnection, calendarId: string, remoteId: string) {
    return guarded(async () => {
      try {
        await this.forConn(conn).events.delete({ calendarId, eventId: remoteId });
      } catch (e) {
        const status = (e as { response?: { status?: number } }).response?.status;
        if (status !== 404 && status !== 410) throw e;
      }
    });
  }
}
