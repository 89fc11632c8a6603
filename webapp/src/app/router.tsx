// Routes and access groups (spec 2). Every page is its own lazy chunk.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { loadFeatureLocales } from '../lib/i18n';
import { capturePendingBooking, takePendingBookingPath } from '../lib/pending-booking';
import { AppErrorBoundary } from './ErrorFallback';
import { RegistrationProvider, useRegistration } from './registration';
import { RolesProvider, useRoles } from './roles';
import { Shell } from './Shell';
import { Splash } from './Splash';

type Page = LazyExoticComponent<ComponentType>;

/** A lazy page that renders only once the features' strings (their own lazy chunk) are loaded too. */
function page<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => Promise.all([load(), loadFeatureLocales()]).then(([module]) => module));
}

// W2's pages
const DashboardPage: Page = page(() => import('../features/dashboard/DashboardPage'));
const AppointmentsPage: Page = page(() => import('../features/appointments/AppointmentsPage'));
const ServicesPage: Page = page(() => import('../features/services/ServicesPage'));
const ManagementPage: Page = page(() => import('../features/management/ManagementPage'));
const TeamPage: Page = page(() => import('../features/team/TeamPage'));
const StatisticsPage: Page = page(() => import('../features/statistics/StatisticsPage'));
const AdminPage: Page = page(() => import('../features/admin/AdminPage'));
const PublicOrganizationPage: Page = page(() => import('../features/public/PublicOrganizationPage'));
const PublicMasterPage: Page = page(() => import('../features/public/PublicMasterPage'));
const PublicOrganizationMasterPage: Page = page(() => import('../features/public/PublicOrganizationMasterPage'));
const InvitationRegistrationPage: Page = page(() => import('../features/invitation/InvitationRegistrationPage'));
const OrganizationsPage: Page = page(() => import('../features/organizations/OrganizationsPage'));

// W1's pages
const RegistrationPage: Page = page(() => import('../features/registration/RegistrationPage'));
const ProfilePage: Page = page(() => import('../features/profile/ProfilePage'));
const TariffPage: Page = page(() => import('../features/tariff/TariffPage'));
const PlaceholderPage = page(() => import('../features/placeholders/PlaceholderPage'));

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

function Started() {
  const { splash, status, initial, redirectTo, clearRedirect } = useRegistration();
  const navigate = useNavigate();
  const startChecked = useRef(false);

  useEffect(() => {
    if (splash || status !== 'registered') return;
    // Just registered: the form said where to go (a pending booking, or /).
    if (redirectTo) {
      clearRedirect();
      navigate(redirectTo, { replace: true });
      return;
    }
    // A registered user who opened a booking link goes straight to it (once, at start).
    if (initial && !startChecked.current) {
      startChecked.current = true;
      const path = takePendingBookingPath();
      if (path) navigate(path, { replace: true });
    }
  }, [splash, status, initial, redirectTo, clearRedirect, navigate]);

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

/** /admin: only the super admin (role 'admin'); others go to / when registered, /register when not. */
function AdminGate() {
  const { status } = useRegistration();
  const { roles, loading } = useRoles();
  if (status === 'unregistered') return <Navigate to="/register" replace />;
  if (status === 'loading' || loading) return <PageLoading />;
  if (!roles.includes('admin')) return <Navigate to="/" replace />;
  return <AdminPage />;
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

const PLACEHOLDERS = [
  'records',
  'search-services',
  'map-search',
  'my-records',
  'favorites',
  'calendar',
  'master-services',
  'salon-appointments',
  'organization-services',
] as const;

function RegisteredRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Navigate to="/profile" replace />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="management" element={<ManagementPage />} />
        <Route path="statistics" element={<StatisticsPage />} />
        <Route path="tariff" element={<TariffPage />} />
        {PLACEHOLDERS.map((kind) => (
          <Route key={kind} path={kind} element={<PlaceholderPage kind={kind} />} />
        ))}
        <Route path="team" element={<TeamPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="organizations" element={<OrganizationsPage />} />
        <Route path="appointments" element={<AppointmentsPage />} />
        <Route path="appointments/:period" element={<AppointmentsPage />} />
        <Route path="services" element={<ServicesPage />} />
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
