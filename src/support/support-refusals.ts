import { text, type RefusalForms } from '../common/domain-error';
import { SUPPORT_MSG } from './support-messages';

/** How the API words support's refusals. */
export const SUPPORT_REFUSALS: RefusalForms<
  | 'support_conversation_not_found'
  | 'support_business_not_found'
  | 'support_manager_needs_enterprise'
  | 'support_manager_not_registered'
> = {
  support_conversation_not_found: { status: 404, detail: text(SUPPORT_MSG.conversationNotFound) },
  support_business_not_found: { status: 404, detail: text(SUPPORT_MSG.businessNotFound) },
  support_manager_needs_enterprise: { status: 422, detail: text(SUPPORT_MSG.managerNeedsEnterprise) },
  support_manager_not_registered: { status: 422, detail: text(SUPPORT_MSG.managerNotRegistered) },
};
