import { useQuery } from '@tanstack/react-query';
import type {
  AcceptInvitationRequest,
  InvitationActionResponse,
  InvitationByIdResponse,
} from '@api/invitations/invitations.contract';
import type {
  RegisterOrganizationMasterRequest,
  RegisterOrganizationMasterResponse,
} from '@api/registration/registration.contract';
import { api } from '../../lib/api-client';

/** The invitation by id; `code` (its deep_link_code from the bot's button) proves the link was given. */
export function useInvitationById(id: number | null, code: string | null, errorDefault: string) {
  return useQuery({
    queryKey: ['invitations', 'by-id', id, code],
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

export function registerOrganizationMaster(
  body: RegisterOrganizationMasterRequest,
  errorDefault: string,
): Promise<RegisterOrganizationMasterResponse> {
  return api<RegisterOrganizationMasterResponse>('POST', '/registration/register-organization-master', body, {
    errorDefault,
  });
}

/** A registered user accepts: the invitation waits for the owner's confirmation. */
export function acceptInvitation(
  body: AcceptInvitationRequest,
  errorDefault: string,
): Promise<InvitationActionResponse> {
  return api<InvitationActionResponse>('POST', '/invitations/accept', body, { errorDefault });
}
