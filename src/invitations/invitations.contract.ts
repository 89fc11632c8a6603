import type { PageInfo } from '../common/page.contract';

export type InvitationRole = 'master' | 'admin';
export type InvitationStatus = 'pending' | 'confirmed' | 'accepted' | 'rejected';

/**
 * What the invitation page needs, for anyone who holds the invitation's code
 * (GET /invitations/{deepLink}, GET /invitations/by-id/{id}?code=). Never the code itself.
 */
export interface PublicInvitationResponse {
  id: number;
  organization_id: number;
  organization_name: string;
  role: InvitationRole;
  status: InvitationStatus;
}

/** The full invitation: its organization's owner (and admins) only. */
export interface InvitationResponse extends PublicInvitationResponse {
  deep_link: string;
  deep_link_code: string;
  /** https://t.me/<bot>?start=invite_<deep_link_code> */
  invitation_link: string;
  invited_user_id: number | null;
  invited_user_name: string | null;
  created_at: string;
}

/**
 * GET /invitations/by-id/{id}: the owner and admins of the organization get the full invitation
 * (no code needed); anyone else must send `?code=<deep_link_code>` and gets the public part.
 */
export type InvitationByIdResponse = PublicInvitationResponse &
  Partial<Omit<InvitationResponse, keyof PublicInvitationResponse>>;

export interface InvitationByIdQuery {
  /** The invitation's deep_link_code (from the bot's invitation button). */
  code?: string;
}

export interface CreateInvitationRequest {
  organization_id: number;
  role: InvitationRole;
}

/** One page, newest first (`?limit=` 1-100, default 50; `?offset=`); has_more / next_offset say how to go on. */
export interface InvitationListResponse extends PageInfo {
  invitations: InvitationResponse[];
}

export interface InvitationDecisionRequest {
  invitation_id: number;
}

export interface AcceptInvitationRequest {
  invitation_id: number;
  /** The invitation's deep_link_code: proof that the caller was given the link, not a guessed id. */
  invitation_code: string;
  user_data?: { first_name?: string; last_name?: string | null; phone?: string | null; email?: string | null };
}

export interface InvitationActionResponse {
  message: string;
  invitation: InvitationResponse;
}
