// /invitations: the owner's list (a page at a time), create and cancel; an invitation by id with its
// code, and a registered user's acceptance.
import { useQuery } from '@tanstack/react-query';
import type {
  AcceptInvitationRequest,
  CreateInvitationRequest,
  InvitationActionResponse,
  InvitationByIdResponse,
  InvitationListResponse,
  InvitationResponse,
} from '@api/invitations/invitations.contract';
import { api } from '../lib/api-client';
import { pagePath, usePagedList, type Paged } from './paging';
import { queryKeys } from './query-keys';

export async function fetchMyInvitations(offset = 0): Promise<Paged<InvitationResponse>> {
  const r = await api<InvitationListResponse>('GET', pagePath('/invitations/my', offset));
  return { items: r.invitations, next_offset: r.has_more ? r.next_offset : null };
}

/** The owner's invitations, newest first: the first page, more on demand. */
export function useMyInvitations(enabled = true) {
  return usePagedList(queryKeys.myInvitations, fetchMyInvitations, enabled);
}

export function createInvitation(body: CreateInvitationRequest, errorDefault: string): Promise<InvitationResponse> {
  return api<InvitationResponse>('POST', '/invitations/', body, { errorDefault });
}

export function cancelInvitation(id: number, errorDefault: string): Promise<unknown> {
  return api<unknown>('DELETE', `/invitations/${id}`, undefined, { errorDefault });
}

/** The invitation by id; `code` (its deep_link_code from the bot's button) proves the link was given. */
export function useInvitationById(id: number | null, code: string | null, errorDefault: string) {
  return useQuery({
    queryKey: queryKeys.invitationById(id, code),
    queryFn: () =>
      api<InvitationByIdResponse>(
        'GET',
        `/invitations/by-id/${id}?${new URLSearchParams({ code: code ?? '' }).toString()}`,
        undefined,
        { errorDefault },
      ),
    enabled: id !== null && code !== null,
    retry: false,
  });
}

/** A registered user accepts: the invitation waits for the owner's confirmation. */
export function acceptInvitation(
  body: AcceptInvitationRequest,
  errorDefault: string,
): Promise<InvitationActionResponse> {
  return api<InvitationActionResponse>('POST', '/invitations/accept', body, { errorDefault });
}
