export type InvitationRole = 'master' | 'admin';
export type InvitationStatus = 'pending' | 'confirmed' | 'accepted' | 'rejected';

export interface InvitationResponse {
  id: number;
  organization_id: number;
  organization_name: string;
  role: InvitationRole;
  status: InvitationStatus;
  deep_link: string;
  deep_link_code: string;
  /** https://t.me/<bot>?start=invite_<deep_link_code> */
  invitation_link: string;
  invited_user_id: number | null;
  invited_user_name: string | null;
  created_at: string;
}

export interface CreateInvitationRequest {
  organization_id: number;
  role: InvitationRole;
}

export interface InvitationListResponse {
  invitations: InvitationResponse[];
}

export interface InvitationDecisionRequest {
  invitation_id: number;
}

export interface AcceptInvitationRequest {
  invitation_id: number;
  user_data?: { first_name?: string; last_name?: string | null; phone?: string | null; email?: string | null };
}

export interface InvitationActionResponse {
  message: string;
  invitation: InvitationResponse;
}
