// Every address of the mini app, in one router, and who may open it: the public pages for anyone, the
// admin page for the super admin, the rest for registered users. Every page is its own lazy chunk.
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { capturePendingBooking, takePendingBookingPath } from '../lib/pending-booking';
import { AppErrorBoundary } from './ErrorFallback';
import { preloadable, type Preloadable } from '../lib/preloadable';
import { RegistrationProvider, useRegistration } from '../session/registration';
import { RolesProvider, useRoles } from '../session/roles';
import { Shell } from './Shell';
import { Splash } from './Splash';

/**
 * i18next with every feature's strings: lazy chunks of their own (not in the start-up bundle), requested at once
 * (lib/i18n.ts asks for the strings only once it runs, which would be one round trip later).
 */
function loadStrings(): Promise<void> {
  import('../lib/feature-locales').catch(() => undefined); // loadFeatureLocales() reports a failure
  return import('../lib/i18n').then((i18n) => i18n.loadFeatureLocales());
}

/** A page: its own lazy chunk, shown once i18next and the features' strings are loaded too. */
function page<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  return preloadable(() => Promise.all([load(), loadStrings()]).then(([module]) => module));
}

const DashboardPage = page(() => import('../features/dashboard/DashboardPage'));

/**
 * The booking screens (a client's records, a master's day, a salon's records, the dashboard's lists) share
 * nearly all their code: one lazy chunk, loaded by one import() (each import() here carries its list of
 * chunks into the start-up bundle).
 */
const loadBookingScreens = () => import('../features/appointments/screens');
type BookingScreens = Awaited<ReturnType<typeof loadBookingScreens>>;
const bookingScreen = (name: keyof BookingScreens) =>
  page<object>(() => loadBookingScreens().then((screens) => ({ default: screens[name] })));
const MyRecordsPage = bookingScreen('MyRecordsPage');
const MasterDayPage = bookingScreen('MasterDayPage');
const SalonPage = bookingScreen('SalonPage');
const AppointmentsPage = bookingScreen('AppointmentsPage');

const ServicesPage = page(() => import('../features/services/ServicesPage'));
const ManagementPage = page(() => import('../features/management/ManagementPage'));
const TeamPage = page(() => import('../features/team/TeamPage'));
const StatisticsPage = page(() => import('../features/statistics/StatisticsPage'));
const ClientsPage = page(() => import('../features/clients/ClientsPage'));
const AdminPage = page(() => import('../features/admin/AdminPage'));
const AdminSupportThreadPage = page(() => import('../features/admin/SupportThreadPage'));
const SupportPage = page(() => import('../features/support/SupportPage'));
const IntegrationsPage = page(() => import('../features/integrations/IntegrationsPage'));
const NotificationTemplatesPage = page(() => import('../features/notification-templates/NotificationTemplatesPage'));
const PublicOrganizationPage = page(() => import('../features/booking/PublicOrganizationPage'));
const PublicMasterPage = page(() => import('../features/booking/PublicMasterPage'));
const PublicOrganizationMasterPage = page(() => import('../features/booking/PublicOrganizationMasterPage'));
const InvitationRegistrationPage = page(() => import('../features/invitation/InvitationRegistrationPage'));
const OrganizationsPage = page(() => import('../features/organizations/OrganizationsPage'));
const RegistrationPage = page(() => import('../features/registration/RegistrationPage'));
const ProfilePage = page(() => import('../features/profile/ProfilePage'));
const TariffPage = page(() => import('../features/tariff/TariffPage'));
const PlaceholderPage = page(() => import('../features/placeholders/PlaceholderPage'));

// Finding a master: search, the map (Leaflet loads with the map itself, not with this page) and favorites
const SearchPage = page(() => import('../features/search/SearchPage'));
const MapPage = page(() => import('../features/search/MapPage'));
const FavoritesPage = page(() => import('../features/favorites/FavoritesPage'));

// Reviews: the client's form and the master's side's list with replies
const ReviewFormPage = page(() => import('../features/reviews/ReviewFormPage'));
const MyReviewsPage = page(() => import('../features/reviews/MyReviewsPage'));

// A master's working hours, days off and breaks (an owner or admin edits their masters' too)
const CalendarPage = page(() => import('../features/working-hours/CalendarPage'));

/** Pages shown whatever the registration says, by the first segment of their path. */
const ANY_STATUS: Record<string, Preloadable<object>> = {
  admin: AdminPage,
  organization: PublicOrganizationPage,
  master: PublicMasterPage,
  'organization-master': PublicOrganizationMasterPage,
  'register-organization-master': InvitationRegistrationPage,
};

/** The registered users' pages with a path of their own (the placeholders share one page). */
const REGISTERED: Record<string, Preloadable<object>> = {
  profile: ProfilePage,
  management: ManagementPage,
  statistics: StatisticsPage,
  clients: ClientsPage,
  tariff: TariffPage,
  support: SupportPage,
  integrations: IntegrationsPage,
  'notification-templates': NotificationTemplatesPage,
  team: TeamPage,
  dashboard: DashboardPage,
  organizations: OrganizationsPage,
  appointments: AppointmentsPage,
  services: ServicesPage,
  calendar: CalendarPage,
  'my-records': MyRecordsPage,
  records: SalonPage,
  'salon-appointments': SalonPage,
  review: ReviewFormPage,
  'my-reviews': MyReviewsPage,
  'search-services': SearchPage,
  'map-search': MapPage,
  favorites: FavoritesPage,
};

const has = (pages: object, key: string) => Object.prototype.hasOwnProperty.call(pages, key);

/**
 * Starts loading the code of the page this address will show (and the features' strings) at start-up,
 * while the registration check is still on its way: without it the page's chunks were asked for only
 * once the check had answered. `registeredBefore`: this device has seen the user registered (a stored
 * role), so '/' and unknown paths mean the profile; otherwise the registration form. Resolves once the
 * code is there (or failed to load).
 */
export function prefetchFirstPage(pathname: string, registeredBefore: boolean): Promise<void> {
  const [, first = '', second] = pathname.split('/');
  let target: { preload(): Promise<void> };
  if (has(ANY_STATUS, first)) target = ANY_STATUS[first];
  else if (!registeredBefore) target = RegistrationPage;
  else if ((PLACEHOLDERS as readonly string[]).includes(first)) target = PlaceholderPage;
  else if (first === 'calendar' && second === 'day')
    target = MasterDayPage; // a master's day (notices open it)
  else target = has(REGISTERED, first) ? REGISTERED[first] : ProfilePage; // '/' and unknown paths lead there
  return target.preload().catch(() => undefined); // the page reports a failure itself when it renders
}

/** Providers that need the router, the splash, and the start-up redirect of a pending booking. */
function Root() {
  const location = useLocation();
  // Saved before anything else renders: ?booking= or Telegram's start parameter.
  useState(() => capturePendingBooking(location.search));
  return (
    <RegistrationProvider>
      <RolesProvider>
        <Started />
      </RolesProvider>
    </RegistrationProvider>
  );
}

/**
 * Whether the app was opened at a booking (a bot notice's button: /my-records?appointment=42, /calendar/day?…),
 * where a booking link kept from before (a page the user meant to book on) must not take them elsewhere.
 */
export function opensBooking(search: string): boolean {
  return new URLSearchParams(search).has('appointment');
}

function Started() {
  const { splash, status, initial, redirectTo, clearRedirect } = useRegistration();
  const navigate = useNavigate();
  const startChecked = useRef(false);
  const { search } = useLocation();
  // the address the app was opened at (Started mounts once, before anything navigates)
  const [noticeLink] = useState(() => opensBooking(search));

  useEffect(() => {
    if (splash || status !== 'registered') return;
    // Just registered: the form said where to go (a pending booking, or /).
    if (redirectTo) {
      clearRedirect();
      void navigate(redirectTo, { replace: true });
      return;
    }
    // A registered user who opened a booking link goes straight to it (once, at start).
    if (initial && !startChecked.current) {
      startChecked.current = true;
      const path = takePendingBookingPath(); // taken either way: a notice's link makes a kept one stale
      if (path && !noticeLink) void navigate(path, { replace: true });
    }
  }, [splash, status, initial, redirectTo, clearRedirect, navigate, noticeLink]);

  if (status === 'loading') return <Splash />;
  // Once the check has answered, the first page mounts under the splash, so its code and data load
  // while the splash is still up (no request waterfall after it).
  return (
    <>
      <div aria-hidden={splash || undefined}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
      {splash && <Splash />}
    </>
  );
}

/**
 * /admin: only the super admin, registered or not (the registration check says so; a registered one also
 * holds the role 'admin'). Others go to / when registered, /register when not: the
 * page does not exist for them.
 */
function AdminGate({ page: AdminScreen = AdminPage }: { page?: ComponentType<object> }) {
  const { status, superAdmin } = useRegistration();
  const { roles, loading } = useRoles();
  if (status === 'loading') return <PageLoading />;
  if (superAdmin) return <AdminScreen />;
  if (status === 'unregistered') return <Navigate to="/register" replace />;
  if (loading) return <PageLoading />;
  if (!roles.includes('admin')) return <Navigate to="/" replace />;
  return <AdminScreen />;
}

function Gate() {
  const { status } = useRegistration();
  if (status === 'registered') return <RegisteredRoutes />;
  if (status === 'unregistered') return <UnregisteredRoutes />;
  return <PageLoading />;
}

function UnregisteredRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<RegistrationPage />} />
        <Route path="register" element={<RegistrationPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}

const PLACEHOLDERS = ['master-services', 'organization-services'] as const;

function RegisteredRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Navigate to="/profile" replace />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="management" element={<ManagementPage />} />
        <Route path="statistics" element={<StatisticsPage />} />
        <Route path="clients" element={<ClientsPage />} />
        <Route path="tariff" element={<TariffPage />} />
        <Route path="support" element={<SupportPage />} />
        <Route path="integrations" element={<IntegrationsPage />} />
        <Route path="notification-templates" element={<NotificationTemplatesPage />} />
        {PLACEHOLDERS.map((kind) => (
          <Route key={kind} path={kind} element={<PlaceholderPage kind={kind} />} />
        ))}
        <Route path="search-services" element={<SearchPage />} />
        <Route path="map-search" element={<MapPage />} />
        <Route path="favorites" element={<FavoritesPage />} />
        <Route path="my-records" element={<MyRecordsPage />} />
        <Route path="calendar/day" element={<MasterDayPage />} />
        <Route path="records" element={<SalonPage />} />
        <Route path="salon-appointments" element={<SalonPage />} />
        <Route path="team" element={<TeamPage />} />
        <Route path="calendar" element={<CalendarPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="organizations" element={<OrganizationsPage />} />
        <Route path="appointments" element={<AppointmentsPage />} />
        <Route path="appointments/:period" element={<AppointmentsPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="review" element={<ReviewFormPage />} />
        <Route path="my-reviews" element={<MyReviewsPage />} />
        <Route path="*" element={<Navigate to="/profile" replace />} />
      </Route>
    </Routes>
  );
}

/**
 * Declarative routes (not the data router: it would add ~17 KB gzip to the start-up bundle). Rendering
 * failures are caught by AppErrorBoundary.
 */
export function AppRoutes() {
  return (
    <AppErrorBoundary>
      <Routes>
        <Route path="/" element={<Root />}>
          <Route path="admin" element={<AdminGate />} />
          <Route path="admin/support/:id" element={<AdminGate page={AdminSupportThreadPage} />} />
          <Route path="organization/:deepLink" element={<PublicOrganizationPage />} />
          <Route path="master/:deepLink" element={<PublicMasterPage />} />
          <Route path="organization-master/:masterCode" element={<PublicOrganizationMasterPage />} />
          {/* The bot's invitation button: a new user registers there, a registered one accepts. */}
          <Route path="register-organization-master" element={<InvitationRegistrationPage />} />
          {/* '/' itself does not match the splat route, hence the index route. */}
          <Route index element={<Gate />} />
          <Route path="*" element={<Gate />} />
        </Route>
      </Routes>
    </AppErrorBoundary>
  );
}
