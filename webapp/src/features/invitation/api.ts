import { useQuery } from '@tanstack/react-query';
import type { InvitationResponse } from '@api/invitations/invitations.contract';
import type {
  RegisterOrganizationMasterRequest,
  RegisterOrganizationMasterResponse,
} from '@api/registration/registration.contract';
import { api } from '../../lib/api-client';

export function useInvitationById(id: number | null, errorDefault: string) {
  return useQuery({
    queryKey: ['invitations', 'by-id', id],
    queryFn: () => api<InvitationResponse>('GET', `/invitations/by-id/${id}`, undefined, { errorDefault }),
    enabled: id !== null,
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
