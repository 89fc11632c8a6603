/**
 * CalDAV (Yandex, iCloud, Nextcloud, any server) through tsdav. Every request goes through publicFetch, so a
 * master's address can only reach public servers (also after DNS and redirects). A calendar's id is its
 * collection URL; our event of a booking is `<calendar>/<uid>.ics`, whose URL is its remote id. Busy times
 * are the events of a time-range query, read by ics-busy.ts (recurrences expanded here: Radicale and
 * others do not all expand on the server).
 */
import type { DAVCalendar } from 'tsdav';
import {
  CalendarAuthError,
  type CalendarProvider,
  type OutgoingEvent,
  type ProviderConnection,
} from './calendar-provider';
import { icsBusy } from './ics-busy';
import { publicFetch, type AddressRules } from './public-address';

/** tsdav (and its XML and fetch dependencies), required on first use instead of at every start-up. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a require() the bundler keeps lazy
const dav = () => require('tsdav') as typeof import('tsdav');

const basic = (c: ProviderConnection) => ({
  authorization: `Basic ${Buffer.from(`${c.account}:${c.secret}`).toString('base64')}`,
});

const isoUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const escapeText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** One VEVENT of a booking, in UTC (calendar apps show it in their own zone). */
export function eventIcs(ev: OutgoingEvent, stamp: Date): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//booking//calendar-sync//RU',
    'BEGIN:VEVENT',
    `UID:${ev.uid}`,
    `DTSTAMP:${isoUtc(stamp)}`,
    `DTSTART:${isoUtc(ev.starts_at)}`,
    `DTEND:${isoUtc(ev.ends_at)}`,
    `SUMMARY:${escapeText(ev.summary)}`,
    `DESCRIPTION:${escapeText(ev.description)}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

function ensureOk(res: Response, what: string): void {
  if (res.ok) return;
  const reason = `${what}: ${res.status} ${res.statusText}`.trim();
  if (res.status === 401 || res.status === 403) throw new CalendarAuthError(reason);
  throw new Error(reason);
}

const davName = (c: DAVCalendar): string =>
  typeof c.displayName === 'string' && c.displayName
    ? c.displayName
    : decodeURIComponent(c.url.replace(/\/$/, '').split('/').pop() ?? c.url);

export class CaldavProvider implements CalendarProvider {
  private readonly fetch: typeof fetch;

  constructor(rules: AddressRules) {
    this.fetch = publicFetch(rules);
  }

  /** Checks the login first (a refusal is the server's own reason), then discovers the calendars. */
  async listCalendars(conn: ProviderConnection) {
    const url = conn.serverUrl ?? '';
    const probe = await this.fetch(url, { method: 'PROPFIND', headers: { ...basic(conn), depth: '0' } });
    ensureOk(probe, 'Сервер отказал во входе');
    const client = new (dav().DAVClient)({
      serverUrl: url,
      credentials: { username: conn.account, password: conn.secret },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
      fetch: this.fetch,
    });
    await client.login();
    const calendars = await client.fetchCalendars();
    return calendars
      .filter((c) => !c.components || c.components.includes('VEVENT'))
      .map((c) => ({ id: c.url, name: davName(c) }));
  }

  async busy(conn: ProviderConnection, calendarIds: string[], from: Date, to: Date) {
    const out = [];
    for (const id of calendarIds) {
      const objects = await dav()
        .fetchCalendarObjects({
          calendar: { url: id },
          timeRange: { start: from.toISOString(), end: to.toISOString() },
          headers: basic(conn),
          fetch: this.fetch,
        })
        .catch((e: unknown) => {
          const msg = e instanceof Error ? e.message : String(e);
          if (/\b(401|403)\b/.test(msg)) throw new CalendarAuthError(msg);
          throw e;
        });
      for (const o of objects) {
        if (typeof o.data === 'string') out.push(...icsBusy(o.data, conn.timeZone, from.getTime(), to.getTime()));
      }
    }
    return out;
  }

  async putEvent(conn: ProviderConnection, calendarId: string, ev: OutgoingEvent) {
    const url =
      ev.remote_id ??
      new URL(`${encodeURIComponent(ev.uid)}.ics`, calendarId.endsWith('/') ? calendarId : `${calendarId}/`).toString();
    const res = await dav().updateObject({
      url,
      data: eventIcs(ev, new Date()),
      headers: { ...basic(conn), 'content-type': 'text/calendar; charset=utf-8' },
      fetch: this.fetch,
    });
    ensureOk(res, 'Событие не записано');
    return { remote_id: url };
  }

  async deleteEvent(conn: ProviderConnection, _calendarId: string, remoteId: string) {
    const res = await dav().deleteObject({ url: remoteId, headers: basic(conn), fetch: this.fetch });
    if (res.status === 404 || res.status === 410) return;
    ensureOk(res, 'Событие не удалено');
  }
}
