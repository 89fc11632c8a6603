// Free start times of the public pages, loaded a run of dates at a time: a master's
// (/public/master/{deepLink}/slots, /public/organization-master/{masterCode}/slots) or an organization's
// "any master" (/public/organization/{deepLink}/slots, each start with the masters free then).
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { MasterSlotsResponse, OrganizationSlotsResponse } from '@api/schedules/schedules.contract';
import { api } from '../lib/api-client';
import { addDays, localDateOf } from '../lib/zoned-time';
import { queryKeys } from './query-keys';

export type SlotsSource = { kind: 'master' | 'organization-master' | 'organization'; code: string };

/** One run of dates, the same for a master and for "any master" of an organization. */
export interface SlotsPage {
  time_zone: string;
  /** false: the master has not set a schedule yet (every day empty). */
  configured: boolean;
  /** The master of a master's page; null for an organization ("any master"). */
  master_id: number | null;
  service: { id: number; duration_minutes: number };
  days: { date: string; slots: string[] }[];
  /** Organization: the masters free at each start (keyed by the start as the API wrote it). */
  free: Record<string, number[]>;
  /** Organization: the masters who perform the service. */
  masters: OrganizationSlotsResponse['masters'];
}

/** Dates per call after the first ("later" loads this many more). */
export const SLOT_PAGE_DAYS = 14;

function slotsPath(source: SlotsSource, serviceId: number, from: string, to: string): string {
  return `/public/${source.kind}/${encodeURIComponent(source.code)}/slots?service_id=${serviceId}&from=${from}&to=${to}`;
}

export async function fetchSlots(
  source: SlotsSource,
  serviceId: number,
  from: string,
  to: string,
  errorDefault?: string,
): Promise<SlotsPage> {
  const path = slotsPath(source, serviceId, from, to);
  if (source.kind !== 'organization') {
    const page = await api<MasterSlotsResponse>('GET', path, undefined, { errorDefault });
    return { ...page, free: {}, masters: [] };
  }
  const page = await api<OrganizationSlotsResponse>('GET', path, undefined, { errorDefault });
  const free: Record<string, number[]> = {};
  for (const day of page.days) for (const slot of day.slots) free[slot.starts_at] = slot.master_ids;
  return {
    time_zone: page.time_zone,
    configured: true,
    master_id: null,
    service: page.service,
    days: page.days.map((d) => ({ date: d.date, slots: d.slots.map((s) => s.starts_at) })),
    free,
    masters: page.masters,
  };
}

/** The first date a page of free times asks for: a day early, as the master's today may be the browser's yesterday. */
export function firstSlotsDate(now: Date): string {
  return addDays(localDateOf(now), -1);
}

/**
 * Pages of dates from `start` on: the first holds `start` and SLOT_PAGE_DAYS more (the caller starts a day
 * early, as the master's today may be the browser's yesterday or tomorrow), each next page the
 * SLOT_PAGE_DAYS after. Nothing is asked while `serviceId` is null.
 */
export function useMasterSlots(source: SlotsSource, serviceId: number | null, start: string, errorDefault?: string) {
  return useInfiniteQuery(masterSlotsQuery(source, serviceId, start, errorDefault));
}

/**
 * The free times a public page shows first (its chosen service's first run of dates), asked for as soon as
 * the page's answer names the service (prefetchPublicPage), not once the page has rendered.
 */
export function prefetchFirstSlots(client: QueryClient, source: SlotsSource, serviceId: number): Promise<void> {
  return client.prefetchInfiniteQuery(masterSlotsQuery(source, serviceId, firstSlotsDate(new Date())));
}

function masterSlotsQuery(source: SlotsSource, serviceId: number | null, start: string, errorDefault?: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.masterSlots(source.kind, source.code, serviceId ?? 0),
    initialPageParam: { from: start, to: addDays(start, SLOT_PAGE_DAYS) },
    queryFn: ({ pageParam }) => fetchSlots(source, serviceId ?? 0, pageParam.from, pageParam.to, errorDefault),
    getNextPageParam: (last) => {
      const lastDate = last.days[last.days.length - 1]?.date;
      if (last.configured === false || !lastDate) return undefined;
      const from = addDays(lastDate, 1);
      return { from, to: addDays(from, SLOT_PAGE_DAYS - 1) };
    },
    enabled: serviceId !== null,
    retry: false,
  });
}
