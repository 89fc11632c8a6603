import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { preloadable } from '../lib/preloadable';
import { useRoles } from '../session/roles';
import { loadStrings } from './load-strings';

// its labels are in the pages' strings (app/nav-locales.ts): shown once they are in
async function loadNav() {
  const [nav] = await Promise.all([import('./BottomNav'), loadStrings()]);
  return nav;
}
const BottomNav = preloadable(loadNav);
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
