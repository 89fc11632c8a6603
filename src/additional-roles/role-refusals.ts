import { text, type RefusalForms } from '../common/domain-error';
import { MSG } from '../common/messages';

/** How the API words the refusals of additional-roles/ (adding and removing a role). */
export const ROLE_REFUSALS: RefusalForms<
  | 'role_exists'
  | 'role_not_addable'
  | 'role_not_held'
  | 'admin_role_not_removable'
  | 'primary_role_not_removable'
  | 'organization_required'
> = {
  role_exists: { status: 409, detail: text(MSG.roleExists) },
  role_not_addable: { status: 422, detail: text(MSG.roleNotAddable) },
  role_not_held: { status: 404, detail: text(MSG.roleNotHeld) },
  admin_role_not_removable: { status: 422, detail: text(MSG.adminRoleNotRemovable) },
  primary_role_not_removable: { status: 422, detail: text(MSG.primaryRoleNotRemovable) },
  organization_required: { status: 422, detail: text(MSG.noOrganization) },
};
