import type { InvitationStatus } from '@api/invitations/invitations.contract';

/** Rejected is shown as Отменено, the product's word for it; the server's own naming is never shown. */
export function invitationStatusKey(status: InvitationStatus): string {
  return `invitations.status.${status}`;
}

export const INVITATION_STATUS_COLOR: Record<InvitationStatus, 'warning' | 'primary' | 'success' | 'default'> = {
  pending: 'warning',
  confirmed: 'primary',
  accepted: 'success',
  rejected: 'default',
};

/** Cancel is offered only while the invitation is still open. */
export function canCancelInvitation(status: InvitationStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}
