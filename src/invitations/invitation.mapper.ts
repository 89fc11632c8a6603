import { invitationLink } from '../deep-links/booking-links';
import type { User } from '../users/entities/user.entity';
import type { Invitation } from './entities/invitation.entity';
import type { InvitationResponse, PublicInvitationResponse } from './invitations.contract';

export const fullName = (u: Pick<User, 'firstName' | 'lastName'>): string =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

export function toInvitationResponse(
  inv: Invitation,
  organizationName: string,
  invitedUserName: string | null,
  botUsername: string,
): InvitationResponse {
  return {
    id: inv.id,
    organization_id: inv.organizationId,
    organization_name: organizationName,
    role: inv.role,
    status: inv.status,
    deep_link: inv.deepLinkCode,
    deep_link_code: inv.deepLinkCode,
    invitation_link: invitationLink(botUsername, inv.deepLinkCode),
    invited_user_id: inv.invitedUserId,
    invited_user_name: invitedUserName,
    created_at: new Date(inv.createdAt).toISOString(),
  };
}

/** For whoever holds the code but does not run the organization: no code, link or invitee. */
export function toPublicInvitationResponse(inv: Invitation, organizationName: string): PublicInvitationResponse {
  return {
    id: inv.id,
    organization_id: inv.organizationId,
    organization_name: organizationName,
    role: inv.role,
    status: inv.status,
  };
}
