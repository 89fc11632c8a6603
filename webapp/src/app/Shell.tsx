import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { preloadable } from '../lib/preloadable';
import { useRoles } from '../session/roles';

const BottomNav = preloadable(() => import('./BottomNav'));
/** Starts loading the bottom navigation's code (App does at start-up, with the registration check). */
export const loadBottomNav = () => BottomNav.preload().catch(() => undefined); // Shell shows a failure itself

/** Registered users' frame: the page, and the bottom navigation of the current role once it is known. */
export function Shell() {
  const { currentRole, loading } = useRoles();
  return (
    <div className={loading ? 'shell' : 'shell shell-with-nav'}>
      <main className="shell-page">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {!loading && (
        <Suspense fallback={null}>
          <BottomNav role={currentRole} />
        </Suspense>
      )}
    </div>
  );
}
