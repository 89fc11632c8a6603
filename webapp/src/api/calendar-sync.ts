// /calendar-sync: the master's own outside calendars (Google, CalDAV servers such as Yandex and iCloud): list,
// connect, choose which calendars block time and which receive bookings, sync now, disconnect.
import { useQuery } from '@tanstack/react-query';
import type {
  CaldavConnectRequest,
  CalendarChoiceRequest,
  CalendarConnectionResponse,
  CalendarConnectionsResponse,
  GoogleStartResponse,
} from '@api/calendar-sync/calendar-sync.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export function fetchCalendarConnections(): Promise<CalendarConnectionsResponse> {
  return api<CalendarConnectionsResponse>('GET', '/calendar-sync');
}

export function useCalendarConnections(enabled = true) {
  return useQuery({ queryKey: queryKeys.calendarSync, queryFn: fetchCalendarConnections, enabled, retry: false });
}

/** Google's consent address (opened outside Telegram; Google returns to the API's callback). */
export function startGoogleConnect(errorDefault?: string): Promise<GoogleStartResponse> {
  return api<GoogleStartResponse>('POST', '/calendar-sync/google/start', undefined, { errorDefault });
}

export function connectCaldav(body: CaldavConnectRequest, errorDefault?: string) {
  return api<CalendarConnectionResponse>('POST', '/calendar-sync/caldav', body, { errorDefault });
}

export function chooseCalendars(id: number, body: CalendarChoiceRequest, errorDefault?: string) {
  return api<unknown>('PUT', `/calendar-sync/${id}/calendars`, body, { errorDefault });
}

export function syncCalendarNow(id: number, errorDefault?: string) {
  return api<unknown>('POST', `/calendar-sync/${id}/sync`, undefined, { errorDefault });
}

export function disconnectCalendar(id: number, errorDefault?: string) {
  return api<unknown>('DELETE', `/calendar-sync/${id}`, undefined, { errorDefault });
}

/** CalDAV servers a master picks from; 'other' asks for an address. */
export const CALDAV_PRESETS = {
  yandex: 'https://caldav.yandex.ru',
  icloud: 'https://caldav.icloud.com',
} as const;
