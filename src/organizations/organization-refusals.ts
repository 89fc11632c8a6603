import { text, type RefusalForms } from '../common/domain-error';
import { MSG } from '../common/messages';

/** How the API words the refusals of organizations/ (not found is everyone's: common's). */
export const ORGANIZATION_REFUSALS: RefusalForms<'organization_exists'> = {
  organization_exists: { status: 409, detail: text(MSG.organizationExists) },
};
