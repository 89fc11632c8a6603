import { text, type RefusalForms } from '../common/domain-error';
import { MSG } from '../common/messages';

/** How the API words the refusals about a user account (users/ and the admin's user pages). */
export const USER_REFUSALS: RefusalForms<'user_not_found' | 'cannot_block_self'> = {
  user_not_found: { status: 404, detail: text(MSG.userNotFound) },
  cannot_block_self: { status: 422, detail: text(MSG.cannotBlockSelf) },
};
