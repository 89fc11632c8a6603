// /schedules/{master}: a master's working time ({master} = 'me', or a master's user id for the owner or
// an admin of their organization): the schedule itself, date overrides and blocks.
import { useQuery } from '@tanstack/react-query';
import type {
  BlockDeleteScope,
  BlockListResponse,
  BlockRequest,
  BlockResponse,
  ClockInterval,
  OverrideListResponse,
  OverrideResponse,
  ScheduleRequest,
  ScheduleResponse,
  SeriesPatchRequest,
} from '@api/schedules/schedules.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

const base = (master: string) => `/schedules/${encodeURIComponent(master)}`;
const range = (from: string, to: string) => `?from=${from}&to=${to}`;

export function fetchSchedule(master: string): Promise<ScheduleResponse> {
  return api<ScheduleResponse>('GET', base(master));
}

export function useSchedule(master: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.schedule(master),
    queryFn: () => fetchSchedule(master),
    retry: false,
    enabled,
  });
}

export function saveSchedule(master: string, body: ScheduleRequest, errorDefault?: string): Promise<ScheduleResponse> {
  return api<ScheduleResponse>('PUT', base(master), body, { errorDefault });
}

export function fetchOverrides(master: string, from: string, to: string): Promise<OverrideListResponse> {
  return api<OverrideListResponse>('GET', `${base(master)}/overrides${range(from, to)}`);
}

export function useOverrides(master: string, from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.scheduleOverrides(master, from, to),
    queryFn: () => fetchOverrides(master, from, to),
    enabled,
  });
}

/** [] makes the date a day off. */
export function putOverride(
  master: string,
  date: string,
  intervals: ClockInterval[],
  errorDefault?: string,
): Promise<OverrideResponse> {
  return api<OverrideResponse>('PUT', `${base(master)}/overrides/${date}`, { intervals }, { errorDefault });
}

export function deleteOverride(master: string, date: string, errorDefault?: string): Promise<unknown> {
  return api<unknown>('DELETE', `${base(master)}/overrides/${date}`, undefined, { errorDefault });
}

export function fetchBlocks(master: string, from: string, to: string): Promise<BlockListResponse> {
  return api<BlockListResponse>('GET', `${base(master)}/blocks${range(from, to)}`);
}

export function useBlocks(master: string, from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.scheduleBlocks(master, from, to),
    queryFn: () => fetchBlocks(master, from, to),
    enabled,
  });
}

export function createBlock(master: string, body: BlockRequest, errorDefault?: string): Promise<BlockResponse> {
  return api<BlockResponse>('POST', `${base(master)}/blocks`, body, { errorDefault });
}

/** A plain block; or an occurrence of a series with which occurrences go (this, following, all). */
export function deleteBlock(
  master: string,
  id: number,
  errorDefault?: string,
  occurrence?: { starts_at: string; scope: BlockDeleteScope },
): Promise<unknown> {
  const query = occurrence ? `?occurrence=${encodeURIComponent(occurrence.starts_at)}&scope=${occurrence.scope}` : '';
  return api<unknown>('DELETE', `${base(master)}/blocks/${id}${query}`, undefined, { errorDefault });
}

/** A series from occurrence `from`: only it (it becomes a plain block), it and the following ones, or all. */
export function patchSeries(seriesId: number, body: SeriesPatchRequest, errorDefault?: string): Promise<BlockResponse> {
  return api<BlockResponse>('PATCH', `/schedules/series/${seriesId}`, body, { errorDefault });
}
