// POST /exports and GET /exports/{id}: a file of the statistics, made on the server and sent into the chat;
// GET / PUT /statistics/digest: the weekly digest switch.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportQueued, ExportRequest, ExportResponse } from '@api/exports/exports.contract';
import type { DigestSettings } from '@api/statistics/digest/digest.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export function createExport(body: ExportRequest): Promise<ExportQueued> {
  return api<ExportQueued>('POST', '/exports', body);
}

/** One export, asked again every 1.5 s while it is still queued. */
export function useExport(id: string | null) {
  return useQuery({
    queryKey: queryKeys.exportJob(id ?? ''),
    queryFn: () => api<ExportResponse>('GET', `/exports/${id}`),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'queued' || !q.state.data ? 1500 : false),
  });
}

export function useDigest(enabled = true) {
  return useQuery({
    queryKey: queryKeys.statisticsDigest,
    queryFn: () => api<DigestSettings>('GET', '/statistics/digest'),
    enabled,
  });
}

export function useSetDigest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api<DigestSettings>('PUT', '/statistics/digest', { enabled }),
    onSuccess: (data) => qc.setQueryData(queryKeys.statisticsDigest, data),
  });
}
