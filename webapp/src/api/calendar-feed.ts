// /calendar-feed: a master's secret calendar subscription (the address, and a new one replacing it), and
// /appointments/{id}/ics-link: a short-lived address of one booking's .ics file.
import { useQuery } from '@tanstack/react-query';
import type { CalendarFeedResponse, IcsLinkResponse } from '@api/calendar-feed/calendar-feed.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export function fetchCalendarFeed(): Promise<CalendarFeedResponse> {
  return api<CalendarFeedResponse>('GET', '/calendar-feed');
}

/** The caller's feed (made on the first call); masters only. */
export function useCalendarFeed(enabled = true) {
  return useQuery({ queryKey: queryKeys.calendarFeed, queryFn: fetchCalendarFeed, enabled, retry: false });
}

/** A new address; the old one stops working at once. */
export function rotateCalendarFeed(errorDefault?: string): Promise<CalendarFeedResponse> {
  return api<CalendarFeedResponse>('POST', '/calendar-feed/rotate', undefined, { errorDefault });
}

/** Google Calendar's "add a calendar by URL" page, filled in with the feed. */
export function googleSubscribeUrl(feed: Pick<CalendarFeedResponse, 'webcal_url'>): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feed.webcal_url)}`;
}

export function fetchIcsLink(appointmentId: number): Promise<IcsLinkResponse> {
  return api<IcsLinkResponse>('GET', `/appointments/${appointmentId}/ics-link`);
}

/** A link works for 15 minutes: it is fetched again after 10, so the one on screen always works. */
const ICS_LINK_FRESH_MS = 10 * 60_000;

/**
 * A booking's .ics as a plain link (a link cannot carry the init data header, so the server signs a
 * short-lived address instead).
 */
export function useIcsLink(appointmentId: number) {
  return useQuery({
    queryKey: queryKeys.icsLink(appointmentId),
    queryFn: () => fetchIcsLink(appointmentId),
    staleTime: ICS_LINK_FRESH_MS,
    refetchInterval: ICS_LINK_FRESH_MS,
  });
}
