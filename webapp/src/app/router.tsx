// Every address of the mini app, in one router made from the route table (routes.ts), and who may open it:
// the public pages for anyone, the admin pages for the super admin, the rest for registered users. Every
// page is its own lazy chunk.
import { createElement, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { capturePendingBooking, takePendingBookingPath } from '../lib/pending-booking';
import { AppErrorBoundary } from './ErrorFallback';
import { RegistrationProvider, useRegistration } from '../session/registration';
import { RolesProvider, useRoles } from '../session/roles';
import { AdminPage, RegistrationPage, routesOf } from './routes';
import { Shell } from './Shell';
import { Splash } from './Splash';

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
        {routesOf('unregistered').map((r) => (
          <Route key={r.path} path={r.path} element={createElement(r.page)} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}

function RegisteredRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Navigate to="/profile" replace />} />
        {routesOf('registered').map((r) => (
          <Route key={r.path} path={r.path} element={createElement(r.page)} />
        ))}
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
          {routesOf('admin').map((r) => (
            <Route key={r.path} path={r.path} element={<AdminGate page={r.page} />} />
          ))}
          {routesOf('public').map((r) => (
            <Route key={r.path} path={r.path} element={createElement(r.page)} />
          ))}
          {/* '/' itself does not match the splat route, hence the index route. */}
          <Route index element={<Gate />} />
          <Route path="*" element={<Gate />} />
        </Route>
      </Routes>
    </AppErrorBoundary>
  );
}
