// The mini app's one route table: every address, the page it shows and who may open it. The router
// (router.tsx) and the start-up prefetch of the first page's code (prefetchFirstPage) are both made from it.
import { createElement, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { queryKeys } from '../api/query-keys';
import { fetchMasterCode } from '../api/users';
import { preloadable, type Preloadable } from '../lib/preloadable';
import { loadStrings } from './load-strings';

/** A page: its own lazy chunk, shown once the translator and the features' strings are loaded too. */
function page(load: () => Promise<{ default: ComponentType<object> }>): Preloadable<object> {
  return preloadable(() => Promise.all([load(), loadStrings()]).then(([module]) => module));
}

/**
 * The booking screens (a client's records, a master's day, a salon's records, the dashboard's lists) share
 * nearly all their code: one lazy chunk, loaded by one import() (each import() here carries its list of
 * chunks into the start-up bundle).
 */
const loadBookingScreens = () => import('./booking-screens');
type BookingScreens = Awaited<ReturnType<typeof loadBookingScreens>>;
const bookingScreen = (name: keyof BookingScreens) =>
  page(() => loadBookingScreens().then((screens) => ({ default: screens[name] })));

type PlaceholderKind = 'master-services' | 'organization-services';
/** A section still to come: one page, told which. */
const placeholder = (kind: PlaceholderKind) =>
  page(() =>
    import('../features/placeholders/PlaceholderPage').then((m) => ({
      default: () => createElement(m.default, { kind }),
    })),
  );

export const AdminPage = page(() => import('../features/admin/AdminPage'));
export const RegistrationPage = page(() => import('../features/registration/RegistrationPage'));
export const ProfilePage = page(() => import('../features/profile/ProfilePage'));
const SalonPage = bookingScreen('SalonPage');
const AppointmentsPage = bookingScreen('AppointmentsPage');

/**
 * Who may open an address. public: anyone, registered or not; admin: the super admin (the gate sends others
 * away); unregistered: the registration form's addresses; registered: the pages in the shell.
 */
export type RouteGate = 'public' | 'admin' | 'unregistered' | 'registered';

export interface AppRoute {
  /** A react-router path, without the leading slash. */
  path: string;
  page: Preloadable<object>;
  gate: RouteGate;
  /** The page's own queries beyond the session's (roles, me), asked for with its code at start-up. */
  data?: (client: QueryClient) => void;
}

export const ROUTES: readonly AppRoute[] = [
  { path: 'admin', page: AdminPage, gate: 'admin' },
  { path: 'admin/support/:id', page: page(() => import('../features/admin/SupportThreadPage')), gate: 'admin' },
  {
    path: 'organization/:deepLink',
    page: page(() => import('../features/booking/PublicOrganizationPage')),
    gate: 'public',
  },
  { path: 'master/:deepLink', page: page(() => import('../features/booking/PublicMasterPage')), gate: 'public' },
  {
    path: 'organization-master/:masterCode',
    page: page(() => import('../features/booking/PublicOrganizationMasterPage')),
    gate: 'public',
  },
  // the bot's invitation button: a new user registers there, a registered one accepts
  {
    path: 'register-organization-master',
    page: page(() => import('../features/invitation/InvitationRegistrationPage')),
    gate: 'public',
  },
  { path: 'register', page: RegistrationPage, gate: 'unregistered' },
  {
    path: 'profile',
    page: ProfilePage,
    gate: 'registered',
    data: (client) => void client.prefetchQuery({ queryKey: queryKeys.masterCode, queryFn: fetchMasterCode }),
  },
  { path: 'management', page: page(() => import('../features/management/ManagementPage')), gate: 'registered' },
  { path: 'statistics', page: page(() => import('../features/statistics/StatisticsPage')), gate: 'registered' },
  { path: 'clients', page: page(() => import('../features/clients/ClientsPage')), gate: 'registered' },
  { path: 'tariff', page: page(() => import('../features/tariff/TariffPage')), gate: 'registered' },
  { path: 'support', page: page(() => import('../features/support/SupportPage')), gate: 'registered' },
  { path: 'integrations', page: page(() => import('../features/integrations/IntegrationsPage')), gate: 'registered' },
  {
    path: 'notification-templates',
    page: page(() => import('../features/notification-templates/NotificationTemplatesPage')),
    gate: 'registered',
  },
  { path: 'master-services', page: placeholder('master-services'), gate: 'registered' },
  { path: 'organization-services', page: placeholder('organization-services'), gate: 'registered' },
  // finding a master: search, the map (Leaflet loads with the map itself, not with this page) and favorites
  { path: 'search-services', page: page(() => import('../features/search/SearchPage')), gate: 'registered' },
  { path: 'map-search', page: page(() => import('../features/search/MapPage')), gate: 'registered' },
  { path: 'favorites', page: page(() => import('../features/favorites/FavoritesPage')), gate: 'registered' },
  { path: 'my-records', page: bookingScreen('MyRecordsPage'), gate: 'registered' },
  // a master's day (bot notices open it)
  { path: 'calendar/day', page: bookingScreen('MasterDayPage'), gate: 'registered' },
  { path: 'records', page: SalonPage, gate: 'registered' },
  { path: 'salon-appointments', page: SalonPage, gate: 'registered' },
  { path: 'team', page: page(() => import('../features/team/TeamPage')), gate: 'registered' },
  // a master's working hours, days off and breaks (an owner or admin edits their masters' too)
  { path: 'calendar', page: page(() => import('../features/working-hours/WorkingHoursPage')), gate: 'registered' },
  { path: 'dashboard', page: page(() => import('../features/dashboard/DashboardPage')), gate: 'registered' },
  {
    path: 'organizations',
    page: page(() => import('../features/organizations/OrganizationsPage')),
    gate: 'registered',
  },
  { path: 'appointments', page: AppointmentsPage, gate: 'registered' },
  { path: 'appointments/:period', page: AppointmentsPage, gate: 'registered' },
  { path: 'services', page: page(() => import('../features/services/ServicesPage')), gate: 'registered' },
  // reviews: the client's form and the master's side's list with replies
  { path: 'review', page: page(() => import('../features/reviews/ReviewFormPage')), gate: 'registered' },
  { path: 'my-reviews', page: page(() => import('../features/reviews/MyReviewsPage')), gate: 'registered' },
];

/** The routes behind some gates, in the table's order. */
export const routesOf = (...gates: RouteGate[]): AppRoute[] => ROUTES.filter((r) => gates.includes(r.gate));

/** The route of the table behind one of `gates` this address shows, if any. */
export function routeAt(pathname: string, ...gates: RouteGate[]): AppRoute | undefined {
  return routesOf(...gates).find((r) => matchPath({ path: `/${r.path}`, end: true }, pathname) !== null);
}

/**
 * Starts loading the code of the page this address will show (and the features' strings) at start-up,
 * while the registration check is still on its way: without it the page's chunks were asked for only
 * once the check had answered. `registeredBefore`: this device has seen the user registered (a stored
 * role), so '/' and unknown paths mean the profile; otherwise '/' means the registration form, while the
 * address of a registered page (a bot notice's link, a link shared by another user) means that page: the
 * form's code (the phone library's large chunk) no longer runs first and holds up the registered page's
 * requests once the check answers. Resolves once the code is there (or failed to load). With `client` and
 * `registeredBefore`, a registered page's own queries (its `data`) start too: anyone else would collect 403s.
 */
export function prefetchFirstPage(pathname: string, registeredBefore: boolean, client?: QueryClient): Promise<void> {
  const open = routeAt(pathname, 'public', 'admin');
  if (open) return open.page.preload().catch(() => undefined); // the page reports a failure itself when it renders
  const addressed = routeAt(pathname, 'registered');
  if (!registeredBefore && !addressed) return RegistrationPage.preload().catch(() => undefined);
  // '/' and unknown paths lead to the profile
  const route = addressed ?? routeAt('/profile', 'registered');
  if (client && registeredBefore) route?.data?.(client);
  return (route?.page ?? ProfilePage).preload().catch(() => undefined);
}

/** The registration form's code: the first screen of a check that says "not registered". */
export const prefetchRegistrationForm = (): Promise<void> => RegistrationPage.preload().catch(() => undefined);
