// /appointments/series: repeating visits (src/appointments/appointment-series.contract.ts).
import type { SeriesCancelResponse } from '@api/appointments/appointment-series.contract';
import { api } from '../lib/api-client';

/** Cancels the visit starting at `from` and every later one of the series. */
export function cancelSeriesFrom(seriesId: number, from: string): Promise<SeriesCancelResponse> {
  return api<SeriesCancelResponse>('POST', `/appointments/series/${seriesId}/cancel`, { from });
}
