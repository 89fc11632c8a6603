// /waitlist: wait for a master's freed time on some dates (the bot offers it with «Записаться»), the
// caller's waitlist, and leaving it.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@api/schedules/schedules.contract';
import type {
  JoinSessionWaitlistRequest,
  JoinWaitlistRequest,
  WaitlistEntryResponse,
  WaitlistListResponse,
} from '@api/waitlist/waitlist.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export function fetchMyWaitlist(): Promise<WaitlistListResponse> {
  return api<WaitlistListResponse>('GET', '/waitlist/my');
}

export function useMyWaitlist(enabled = true) {
  return useQuery({ queryKey: queryKeys.myWaitlist, queryFn: fetchMyWaitlist, enabled });
}

/**
 * POST /waitlist: a master's service on dates, or a full group session ({ session_id }); 409 when the caller
 * already waits for it.
 */
export function joinWaitlist(body: JoinWaitlistRequest | JoinSessionWaitlistRequest, errorDefault: string) {
  return api<WaitlistEntryResponse>('POST', '/waitlist', body, { errorDefault });
}

export function leaveWaitlist(id: number, errorDefault: string) {
  return api<MessageResponse>('DELETE', `/waitlist/${id}`, undefined, { errorDefault });
}

/** Refreshes the caller's waitlist (after joining or leaving). */
export function useRefreshWaitlist() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.myWaitlist }), [queryClient]);
}
