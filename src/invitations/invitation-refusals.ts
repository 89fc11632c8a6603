import { text, type RefusalForms } from '../common/domain-error';
import { MSG } from '../common/messages';

/** How the API words the invitations' refusals. */
export const INVITATION_REFUSALS: RefusalForms<
  | 'invitation_not_found'
  | 'invitation_not_awaiting_decision'
  | 'already_member'
  | 'invitation_id_not_found'
  | 'invitation_not_cancellable'
  | 'own_invitation'
> = {
  invitation_not_found: { status: 404, detail: text(MSG.badInvitationLink) },
  invitation_not_awaiting_decision: { status: 422, detail: text(MSG.badInvitationLink) },
  already_member: { status: 409, detail: text(MSG.alreadyMember) },
  invitation_id_not_found: { status: 404, detail: text(MSG.invitationNotFound) },
  invitation_not_cancellable: { status: 422, detail: text(MSG.invitationCancelError) },
  own_invitation: { status: 422, detail: text(MSG.ownInvitation) },
};
