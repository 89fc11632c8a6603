import { text, type RefusalForms } from '../common/domain-error';
import { MSG } from '../common/messages';

/** How the API words the invitations' refusals. */
export const INVITATION_REFUSALS: RefusalForms<
  'invitation_not_found' | 'invitation_not_awaiting_decision' | 'already_member'
> = {
  invitation_not_found: { status: 404, detail: text(MSG.badInvitationLink) },
  invitation_not_awaiting_decision: { status: 422, detail: text(MSG.badInvitationLink) },
  already_member: { status: 409, detail: text(MSG.alreadyMember) },
};
