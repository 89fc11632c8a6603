// GET /statistics/report: the Statistics page's figures for a range against the one before.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatisticsReportResponse } from '@api/statistics/statistics.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export function fetchStatisticsReport(from: string, to: string): Promise<StatisticsReportResponse> {
  return api<StatisticsReportResponse>('GET', `/statistics/report?from=${from}&to=${to}`);
}

/** The report of a range; the last one stays on screen while another period loads. */
export function useStatisticsReport(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.statisticsReport(from, to),
    queryFn: () => fetchStatisticsReport(from, to),
    enabled,
    placeholderData: keepPreviousData,
  });
}
