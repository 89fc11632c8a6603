import { BOOKING_REFUSALS } from './appointments/booking-refusals';
import { INTEGRATIONS_REFUSALS } from './api-keys/integrations-refusals';
import { TEMPLATE_REFUSALS } from './notification-templates/template-refusals';
import { BILLING_REFUSALS } from './billing/billing-refusals';
import { CALENDAR_SYNC_REFUSALS } from './calendar-sync/calendar-sync-refusals';
import { SESSION_REFUSALS } from './sessions/session-refusals';
import { COMMON_REFUSALS, type RefusalTable } from './common/domain-error';
import { DEPOSIT_REFUSALS } from './deposits/deposit-refusals';
import { INVITATION_REFUSALS } from './invitations/invitation-refusals';
import { REVIEW_REFUSALS } from './reviews/review-refusals';
import { SCHEDULE_REFUSALS } from './schedules/schedule-refusals';
import { SEARCH_REFUSALS } from './search/search-refusals';
import { SUPPORT_REFUSALS } from './support/support-refusals';

/**
 * How the API answers every refusal, composed from the folders that make them: common/ knows the codes
 * (a closed union), each folder words its own, and the app puts them together here, where every folder
 * may be known. A code nobody words does not compile.
 */
export const REFUSALS: RefusalTable = {
  ...COMMON_REFUSALS,
  ...BOOKING_REFUSALS,
  ...INVITATION_REFUSALS,
  ...DEPOSIT_REFUSALS,
  ...SEARCH_REFUSALS,
  ...REVIEW_REFUSALS,
  ...SUPPORT_REFUSALS,
  ...INTEGRATIONS_REFUSALS,
  ...TEMPLATE_REFUSALS,
  ...SCHEDULE_REFUSALS,
  ...BILLING_REFUSALS,
  ...CALENDAR_SYNC_REFUSALS,
  ...SESSION_REFUSALS,
};
