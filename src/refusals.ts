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
import { ROLE_REFUSALS } from './additional-roles/role-refusals';
import { AUTH_REFUSALS } from './auth/auth-refusals';
import { FEED_REFUSALS } from './calendar-feed/feed-refusals';
import { CLIENT_REFUSALS } from './clients/client-refusals';
import { EXPORT_REFUSALS } from './exports/export-refusals';
import { LOG_REFUSALS } from './logs/log-refusals';
import { ORGANIZATION_REFUSALS } from './organizations/organization-refusals';
import { SERVICE_REFUSALS } from './services/service-refusals';
import { STATISTICS_REFUSALS } from './statistics/statistics-refusals';
import { WEBHOOK_REFUSALS } from './telegram/webhook-refusals';
import { USER_REFUSALS } from './users/user-refusals';
import { WAITLIST_REFUSALS } from './waitlist/waitlist-refusals';

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
  ...ROLE_REFUSALS,
  ...AUTH_REFUSALS,
  ...FEED_REFUSALS,
  ...CLIENT_REFUSALS,
  ...EXPORT_REFUSALS,
  ...LOG_REFUSALS,
  ...ORGANIZATION_REFUSALS,
  ...SERVICE_REFUSALS,
  ...STATISTICS_REFUSALS,
  ...WEBHOOK_REFUSALS,
  ...USER_REFUSALS,
  ...WAITLIST_REFUSALS,
};
