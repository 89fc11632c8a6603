// /appointments/series: repeating visits (src/appointments/appointment-series.contract.ts).
import { useQuery } from '@tanstack/react-query';
import type {
  SeriesCancelResponse,
  SeriesPreviewRequest,
  SeriesPreviewResponse,
  SeriesRequest,
  SeriesResponse,
} from '@api/appointments/appointment-series.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** Cancels the visit starting at `from` and every later one of the series. */
export function cancelSeriesFrom(seriesId: number, from: string): Promise<SeriesCancelResponse> {
  return api<SeriesCancelResponse>('POST', `/appointments/series/${seriesId}/cancel`, { from });
}

/** Which dates of a repeating visit are free (nothing is booked). */
export function fetchSeriesPreview(body: SeriesPreviewRequest, errorDefault?: string): Promise<SeriesPreviewResponse> {
  return api<SeriesPreviewResponse>('POST', '/appointments/series/preview', body, { errorDefault });
}

/** The preview of `body`; null asks nothing (repeating is off). */
export function useSeriesPreview(body: SeriesPreviewRequest | null, errorDefault?: string) {
  return useQuery({
    queryKey: queryKeys.seriesPreview(
      body?.master_id ?? 0,
      body?.service_id ?? 0,
      body?.starts_at ?? '',
      body?.rrule ?? '',
    ),
    queryFn: () => fetchSeriesPreview(body as SeriesPreviewRequest, errorDefault),
    enabled: body !== null,
    retry: false,
    // another count or interval keeps the last list on screen until the new one is there
    placeholderData: (previous) => previous,
  });
}

/** POST /appointments/series: books every date (on_conflict "skip" leaves the taken ones out and lists them). */
export function createSeries(body: SeriesRequest, errorDefault: string): Promise<SeriesResponse> {
  return api<SeriesResponse>('POST', '/appointments/series', body, { errorDefault });
}
