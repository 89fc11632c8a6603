// Group sessions: a service with seats at one time of a master («Йога · чт 18:00 · осталось 3 из 12»). Staff
// create them (/schedules/{master}/sessions, with a repeat rule), see the attendees, cancel a session or change
// its capacity; anyone sees a public page's coming sessions (counts only) and a client books a seat
// (POST /appointments { session_id }).
import { useCallback } from 'react';
import { queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppointmentResponse, SeatBookingRequest } from '@api/appointments/appointments.contract';
import type {
  PublicSession,
  PublicSessionListResponse,
  SessionCreateRequest,
  SessionCreateResponse,
  SessionDetailResponse,
  SessionListResponse,
  SessionResponse,
} from '@api/sessions/sessions.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export type { PublicSession, SessionResponse };
export type { SessionAttendee } from '@api/sessions/sessions.contract';

export type PublicSessionsKind = 'master' | 'organization';

const range = (from: string, to: string) => `from=${from}&to=${to}`;

export function fetchPublicSessions(kind: PublicSessionsKind, link: string, from: string, to: string) {
  return api<PublicSessionListResponse>(
    'GET',
    `/public/${kind}/${encodeURIComponent(link)}/sessions?${range(from, to)}`,
    undefined,
    // an older server, or a page without groups: the section just stays away
    { silent: true },
  );
}

export function usePublicSessions(kind: PublicSessionsKind, link: string, from: string, to: string, enabled = true) {
  return useQuery({ ...publicSessionsQuery(kind, link, from, to), enabled });
}

/** How many days ahead a public page lists its group sessions. */
export const PUBLIC_SESSIONS_DAYS = 28;

/** A public page's group sessions from `from` to `to` (usePublicSessions; asked for with the page, public.ts). */
export function publicSessionsQuery(kind: PublicSessionsKind, link: string, from: string, to: string) {
  return queryOptions({
    queryKey: queryKeys.publicSessions(kind, link, from, to),
    queryFn: () => fetchPublicSessions(kind, link, from, to),
    retry: false,
  });
}

/** POST /appointments with a session: a seat (409 `session_full` when none is left, 409 when already seated). */
export function bookSeat(sessionId: number, idempotencyKey: string, errorDefault: string) {
  const body: SeatBookingRequest = { session_id: sessionId, idempotency_key: idempotencyKey };
  return api<AppointmentResponse>('POST', '/appointments', body, { errorDefault });
}

const base = (master: string) => `/schedules/${encodeURIComponent(master)}/sessions`;

export function fetchMasterSessions(master: string, from: string, to: string) {
  return api<SessionListResponse>('GET', `${base(master)}?${range(from, to)}`);
}

/** The sessions of each of these masters (their ids) on from..to, one query each. */
export function useMastersSessions(masters: number[], from: string, to: string, enabled = true) {
  return useQueries({
    queries: masters.map((id) => ({
      queryKey: queryKeys.masterSessions(String(id), from, to),
      queryFn: () => fetchMasterSessions(String(id), from, to),
      enabled,
      placeholderData: (previous: SessionListResponse | undefined) => previous,
    })),
  });
}

export function createSessions(master: string, body: SessionCreateRequest, errorDefault: string) {
  return api<SessionCreateResponse>('POST', base(master), body, { errorDefault });
}

export function fetchSession(id: number) {
  return api<SessionDetailResponse>('GET', `/schedules/sessions/${id}`);
}

export function useSession(id: number | null) {
  return useQuery({
    queryKey: queryKeys.session(id ?? 0),
    queryFn: () => fetchSession(id ?? 0),
    enabled: id !== null,
  });
}

export function cancelSession(id: number, reason: string | null, errorDefault: string) {
  return api<SessionResponse>('POST', `/schedules/sessions/${id}/cancel`, { reason }, { errorDefault });
}

/** Never below the seats taken (422). */
export function changeSessionCapacity(id: number, capacity: number, errorDefault: string) {
  return api<SessionResponse>('PATCH', `/schedules/sessions/${id}`, { capacity }, { errorDefault });
}

/** After a change to a session or a seat: every session list and every booking list. */
export function useRefreshSessions(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
      queryClient.invalidateQueries({ queryKey: queryKeys.appointments }),
    ]);
  }, [queryClient]);
}
