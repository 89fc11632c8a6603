import { useQuery } from '@tanstack/react-query';
import type {
  MyOrganizationResponse,
  OrganizationRequest,
  OrganizationResponse,
  OrganizationUpdateResponse,
  TeamResponse,
} from '@api/organizations/organizations.contract';
import type {
  CreateInvitationRequest,
  InvitationListResponse,
  InvitationResponse,
} from '@api/invitations/invitations.contract';
import type { DeepLinkAvailabilityResponse } from '@api/registration/registration.contract';
import type { MasterCodeResponse, MeResponse, UpdateMeRequest } from '@api/users/users.contract';
import { api } from '../../lib/api-client';

export const myOrganizationKey = ['organizations', 'my', 'organization'] as const;
export const teamKey = ['organizations', 'my', 'team'] as const;
export const invitationsKey = ['invitations', 'my'] as const;
export const masterCodeKey = ['users', 'me', 'master-code'] as const;

export function fetchMyOrganization(): Promise<MyOrganizationResponse> {
  return api<MyOrganizationResponse>('GET', '/organizations/my/organization');
}

export function useMyOrganization() {
  return useQuery({ queryKey: myOrganizationKey, queryFn: fetchMyOrganization });
}

export function createOrganization(body: OrganizationRequest, errorDefault: string): Promise<OrganizationResponse> {
  return api<OrganizationResponse>('POST', '/organizations/', body, { errorDefault });
}

export function updateOrganization(
  id: number,
  body: OrganizationRequest,
  errorDefault: string,
): Promise<OrganizationUpdateResponse> {
  return api<OrganizationUpdateResponse>('PUT', `/organizations/${id}`, body, { errorDefault });
}

/** A failed check counts as "taken" (spec 8: deep link check failure means unavailable). */
export async function checkDeepLink(link: string): Promise<boolean> {
  try {
    const r = await api<DeepLinkAvailabilityResponse>(
      'GET',
      `/registration/check-deep-link-availability?deep_link=${encodeURIComponent(link)}`,
    );
    return r.available;
  } catch {
    return false;
  }
}

export function fetchTeam(): Promise<TeamResponse> {
  return api<TeamResponse>('GET', '/organizations/my/team');
}

export function useTeam(enabled = true) {
  return useQuery({ queryKey: teamKey, queryFn: fetchTeam, enabled });
}

export function fetchMyInvitations(): Promise<InvitationResponse[]> {
  return api<InvitationListResponse>('GET', '/invitations/my').then((r) => r.invitations);
}

export function useMyInvitations(enabled = true) {
  return useQuery({ queryKey: invitationsKey, queryFn: fetchMyInvitations, enabled });
}

export function createInvitation(body: CreateInvitationRequest, errorDefault: string): Promise<InvitationResponse> {
  return api<InvitationResponse>('POST', '/invitations/', body, { errorDefault });
}

export function cancelInvitation(id: number, errorDefault: string): Promise<unknown> {
  return api<unknown>('DELETE', `/invitations/${id}`, undefined, { errorDefault });
}

export function updateMe(body: UpdateMeRequest, errorDefault: string): Promise<MeResponse> {
  return api<MeResponse>('PUT', '/users/me', body, { errorDefault });
}

export function fetchMasterCode(): Promise<MasterCodeResponse> {
  return api<MasterCodeResponse>('GET', '/users/me/master-code');
}

export function useMasterCode() {
  return useQuery({ queryKey: masterCodeKey, queryFn: fetchMasterCode });
}
