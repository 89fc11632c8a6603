import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { useRoles } from './roles';

export const loadBottomNav = () => import('./BottomNav');
const BottomNav = lazy(loadBottomNav);

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
