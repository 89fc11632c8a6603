// The client base: GET /clients (search, segment, cursor pages), GET /clients/{key}, PUT /clients/{key}/note.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  ClientCardResponse,
  ClientListResponse,
  ClientNoteRequest,
  ClientRow,
  ClientSegment,
} from '@api/clients/clients.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export function fetchClients(q: string, segment: ClientSegment, cursor: string | null): Promise<ClientListResponse> {
  const params = new URLSearchParams({ segment });
  if (q.trim()) params.set('q', q.trim());
  if (cursor) params.set('cursor', cursor);
  return api<ClientListResponse>('GET', `/clients?${params.toString()}`);
}

export function useClients(q: string, segment: ClientSegment) {
  return useInfiniteQuery({
    queryKey: queryKeys.clientList(q, segment),
    queryFn: ({ pageParam }) => fetchClients(q, segment, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useClientCard(key: string | null) {
  return useQuery({
    queryKey: queryKeys.clientCard(key ?? ''),
    queryFn: () => api<ClientCardResponse>('GET', `/clients/${encodeURIComponent(key ?? '')}`),
    enabled: key !== null,
  });
}

export function saveClientNote(key: string, body: ClientNoteRequest, errorDefault: string): Promise<ClientRow> {
  return api<ClientRow>('PUT', `/clients/${encodeURIComponent(key)}/note`, body, { errorDefault });
}
