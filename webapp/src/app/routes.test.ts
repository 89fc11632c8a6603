import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchFirstPage, ProfilePage, RegistrationPage, routeAt, ROUTES } from './routes';

const pageOf = (path: string) => ROUTES.find((r) => r.path === path)!.page;

/** Which page's code prefetchFirstPage asked for (preload stubbed: no chunk is loaded). */
async function prefetched(pathname: string, registeredBefore: boolean): Promise<unknown[]> {
  const asked: unknown[] = [];
  for (const page of new Set([...ROUTES.map((r) => r.page), ProfilePage, RegistrationPage])) {
    vi.spyOn(page, 'preload').mockImplementation(() => {
      asked.push(page);
      return Promise.resolve();
    });
  }
  await prefetchFirstPage(pathname, registeredBefore);
  return asked;
}

describe('the route table', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds an address by its path and gate: /calendar is the working-hours page, /calendar/day the day', () => {
    expect(routeAt('/calendar', 'registered')?.path).toBe('calendar');
    expect(routeAt('/calendar/day', 'registered')?.path).toBe('calendar/day');
    expect(routeAt('/appointments/week', 'registered')?.path).toBe('appointments/:period');
    expect(routeAt('/master/anna-lunch', 'public')?.path).toBe('master/:deepLink');
    expect(routeAt('/profile', 'public', 'admin')).toBeUndefined();
    expect(new Set(ROUTES.map((r) => `${r.gate} ${r.path}`)).size).toBe(ROUTES.length);
  });

  it('the start-up prefetch asks for the page the router will show', async () => {
    expect(await prefetched('/calendar/day', true)).toEqual([pageOf('calendar/day')]);
    expect(await prefetched('/admin/support/3', false)).toEqual([pageOf('admin/support/:id')]);
    expect(await prefetched('/master/anna', false)).toEqual([pageOf('master/:deepLink')]);
    // a device that has not seen the account registered: '/' is the form, a registered page's address that page
    expect(await prefetched('/', false)).toEqual([RegistrationPage]);
    expect(await prefetched('/calendar', false)).toEqual([pageOf('calendar')]);
    expect(await prefetched('/', true)).toEqual([ProfilePage]);
    expect(await prefetched('/nowhere', true)).toEqual([ProfilePage]);
  });
});
