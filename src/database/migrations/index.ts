import { InitialSchema1763780000000 } from './1763780000000-initial-schema';
import { ErrorLogReportedTelegramId1763790000300 } from './1763790000300-error-log-reported-telegram-id';
import { AdminSearchTrigramIndexes1763800000000 } from './1763800000000-admin-search-trigram-indexes';
import { AdminSearchOneTrigramIndex1763810000000 } from './1763810000000-admin-search-one-trigram-index';
import { OneDeepLinkNamespace1763900000000 } from './1763900000000-one-deep-link-namespace';
import { Schedules1763920000000 } from './1763920000000-schedules';
import { Booking1763930000000 } from './1763930000000-booking';
import { Reminders1763940000000 } from './1763940000000-reminders';
import { Waitlist1763950000000 } from './1763950000000-waitlist';
import { CalendarFeeds1763960000000 } from './1763960000000-calendar-feeds';
import { BookingQuota1764020000000 } from './1764020000000-booking-quota';
import { Reviews1764100000000 } from './1764100000000-reviews';
import { Places1764200000000 } from './1764200000000-places';
import { Favorites1764210000000 } from './1764210000000-favorites';
import { SearchIndexes1764215000000 } from './1764215000000-search-indexes';
import { ClientNotes1764230000000 } from './1764230000000-client-notes';
import { ExportsAndDigest1764240000000 } from './1764240000000-exports-and-digest';
import { Billing1764250000000 } from './1764250000000-billing';
import { Deposits1764260000000 } from './1764260000000-deposits';
import { SearchStoredVectors1764300000000 } from './1764300000000-search-stored-vectors';
import { ReviewOutlivesNoShow1764310000000 } from './1764310000000-review-outlives-no-show';
import { PlanRecordsOnMove1764320000000 } from './1764320000000-plan-records-on-move';
import { PlanPaymentsToRefund1764321000000 } from './1764321000000-plan-payments-to-refund';
import { PurchaseInvoiceLink1764330000000 } from './1764330000000-purchase-invoice-link';
import { BlockSeries1764340000000 } from './1764340000000-block-series';
import { AppointmentSeries1764350000000 } from './1764350000000-appointment-series';
import { Support1764360000000 } from './1764360000000-support';
import { GroupSessions1764400000000 } from './1764400000000-group-sessions';
import { NotificationTemplates1764410000000 } from './1764410000000-notification-templates';
import { ApiKeysAndWebhooks1764420000000 } from './1764420000000-api-keys-and-webhooks';
import { CalendarSync1764430000000 } from './1764430000000-calendar-sync';
import { OutboxHeldFor1764440000000 } from './1764440000000-outbox-held-for';
import { ClientStats1764470000000 } from './1764470000000-client-stats';
import { SearchKeptScore1764480000000 } from './1764480000000-search-kept-score';
import { GroupSessionsOrganizationIndex1764490000000 } from './1764490000000-group-sessions-organization-index';
import { PublicSessionsVersions1764530000000 } from './1764530000000-public-sessions-versions';
import { CalendarBusyVersions1764540000000 } from './1764540000000-calendar-busy-versions';
import { BookingDays1764550000000 } from './1764550000000-booking-days';
import { ClientNextBookingIndex1764560000000 } from './1764560000000-client-next-booking-index';
import { SearchWords1764570000000 } from './1764570000000-search-words';
import { ReportVersions1764600000000 } from './1764600000000-report-versions';
import { BookingTriggerCosts1764640000000 } from './1764640000000-booking-trigger-costs';
import { BookingCheckPlans1764641000000 } from './1764641000000-booking-check-plans';
import { SearchVersions1764650000000 } from './1764650000000-search-versions';
import { ClientListVersions1764660000000 } from './1764660000000-client-list-versions';
import { FreeOnVersions1764680000000 } from './1764680000000-free-on-versions';
import { SearchPriceOrder1764700000000 } from './1764700000000-search-price-order';
import { ReportVersionsOnceATransaction1764730000000 } from './1764730000000-report-versions-once-a-transaction';

/** Every migration, oldest first. A new migration file is added here too. */
export const MIGRATIONS = [
  InitialSchema1763780000000,
  ErrorLogReportedTelegramId1763790000300,
  AdminSearchTrigramIndexes1763800000000,
  AdminSearchOneTrigramIndex1763810000000,
  OneDeepLinkNamespace1763900000000,
  Schedules1763920000000,
  Booking1763930000000,
  Reminders1763940000000,
  Waitlist1763950000000,
  CalendarFeeds1763960000000,
  BookingQuota1764020000000,
  Reviews1764100000000,
  Places1764200000000,
  Favorites1764210000000,
  SearchIndexes1764215000000,
  ClientNotes1764230000000,
  ExportsAndDigest1764240000000,
  Billing1764250000000,
  Deposits1764260000000,
  SearchStoredVectors1764300000000,
  ReviewOutlivesNoShow1764310000000,
  PlanRecordsOnMove1764320000000,
  PlanPaymentsToRefund1764321000000,
  PurchaseInvoiceLink1764330000000,
  BlockSeries1764340000000,
  AppointmentSeries1764350000000,
  Support1764360000000,
  GroupSessions1764400000000,
  NotificationTemplates1764410000000,
  ApiKeysAndWebhooks1764420000000,
  CalendarSync1764430000000,
  OutboxHeldFor1764440000000,
  ClientStats1764470000000,
  SearchKeptScore1764480000000,
  GroupSessionsOrganizationIndex1764490000000,
  PublicSessionsVersions1764530000000,
  CalendarBusyVersions1764540000000,
  BookingDays1764550000000,
  ClientNextBookingIndex1764560000000,
  SearchWords1764570000000,
  ReportVersions1764600000000,
  BookingTriggerCosts1764640000000,
  BookingCheckPlans1764641000000,
  SearchVersions1764650000000,
  ClientListVersions1764660000000,
  FreeOnVersions1764680000000,
  SearchPriceOrder1764700000000,
  ReportVersionsOnceATransaction1764730000000,
];
