// Free start times of a public master page (/public/master/{deepLink}/slots and
// /public/organization-master/{masterCode}/slots), loaded a run of dates at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { MasterSlotsResponse } from '@api/schedules/schedules.contract';
import { api } from '../lib/api-client';
import { addDays } from '../lib/zoned-time';
import { queryKeys } from './query-keys';

export type SlotsSource = { kind: 'master' | 'organization-master'; code: string };

/** Dates per call after the first ("later" loads this many more). */
export const SLOT_PAGE_DAYS = 14;

export function fetchMasterSlots(
  source: SlotsSource,
  serviceId: number,
  from: string,
  to: string,
  errorDefault?: string,
): Promise<MasterSlotsResponse> {
  const path = `/public/${source.kind}/${encodeURIComponent(source.code)}/slots?service_id=${serviceId}&from=${from}&to=${to}`;
  return api<MasterSlotsResponse>('GET', path, undefined, { errorDefault });
}

/**
 * Pages of dates from `start` on: the first holds `start` and SLOT_PAGE_DAYS more (the caller starts a day
 * early, as the master's today may be the browser's yesterday or tomorrow), each next page the
 * SLOT_PAGE_DAYS after. Nothing is asked while `serviceId` is null.
 */
export function useMasterSlots(source: SlotsSource, serviceId: number | null, start: string, errorDefault?: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.masterSlots(source.kind, source.code, serviceId ?? 0),
    initialPageParam: { from: start, to: addDays(start, SLOT_PAGE_DAYS) },
    queryFn: ({ pageParam }) => fetchMasterSlots(source, serviceId ?? 0, pageParam.from, pageParam.to, errorDefault),
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
