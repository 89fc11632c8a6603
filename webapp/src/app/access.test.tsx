import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';

describe('access groups', () => {
  it('registered: the index and unknown paths go to /profile', async () => {
    const app = renderWithApp(null, { route: '/', roles: ['client'] });
    await waitFor(() => expect(app.currentPath()).toBe('/profile'));
    expect(await screen.findByText('Личные данные')).toBeInTheDocument();
  });

  it('registered: /register and unknown paths go to /profile', async () => {
    const app = renderWithApp(null, { route: '/no-such-page', roles: ['client'] });
    await waitFor(() => expect(app.currentPath()).toBe('/profile'));
  });

  it('unregistered: /register-organization-master is open, other paths go to /', async () => {
    const app = renderWithApp(null, { route: '/register-organization-master' });
    expect(await screen.findByText('Отсутствует ID приглашения')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/register-organization-master');
  });

  it('public pages are outside the registration gate', async () => {
    const app = renderWithApp(null, {
      route: '/organization/salon',
      api: {
        'GET /public/organization/salon': {
          name: 'Салон Лотос',
          category: null,
          description: null,
          address: null,
          phone: null,
          email: null,
          deep_link: 'salon',
          masters: [],
          services: [],
        },
      },
    });
    expect(await screen.findAllByText('Салон Лотос')).not.toHaveLength(0);
    expect(app.currentPath()).toBe('/organization/salon');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('/admin: unregistered -> /register', async () => {
    const app = renderWithApp(null, { route: '/admin' });
    await waitFor(() => expect(app.currentPath()).toBe('/register'));
  });

  it('/admin: registered without the admin role -> / (then /profile)', async () => {
    const app = renderWithApp(null, { route: '/admin', roles: ['client'] });
    await waitFor(() => expect(app.currentPath()).toBe('/profile'));
  });

  it('/admin: the super admin stays', async () => {
    const app = renderWithApp(null, {
      route: '/admin',
      roles: ['client', 'admin'],
      api: {
        'GET /admin/stats': {
          total_users: 3,
          new_today: 1,
          owners: 1,
          masters: 1,
          clients: 1,
          appointments_today: 0,
          notifications: { pending: 0, sent: 0, failed: 0, undeliverable: 0 },
        },
        'GET /admin/users': { users: [], total: 0, page: 1, total_pages: 1 },
        'GET /admin/appointments/today': { appointments: [] },
      },
    });
    await waitFor(() => expect(app.api.callsTo('GET /additional-roles/my-roles').length).toBeGreaterThan(0));
    await waitFor(() => expect(app.api.callsTo('GET /admin/stats').length).toBeGreaterThan(0));
    expect(app.currentPath()).toBe('/admin');
  });

  it('/admin: the super admin opens the panel before registering; elsewhere they still see the registration', async () => {
    const adminApi = {
      'GET /registration/check': { exists: false, is_super_admin: true },
      'GET /admin/stats': {
        total_users: 3,
        new_today: 1,
        owners: 1,
        masters: 1,
        clients: 1,
        appointments_today: 0,
        notifications: { pending: 0, sent: 0, failed: 0, undeliverable: 0 },
      },
      'GET /admin/users': { users: [], total: 0, page: 1, total_pages: 1 },
      'GET /admin/appointments/today': { appointments: [] },
    };
    const app = renderWithApp(null, { route: '/admin', api: adminApi });
    await waitFor(() => expect(app.api.callsTo('GET /admin/stats').length).toBeGreaterThan(0));
    expect(app.currentPath()).toBe('/admin');
    // not registered: no registered-only calls were made
    expect(app.api.callsTo('GET /additional-roles/my-roles')).toHaveLength(0);
    app.unmount();

    const home = renderWithApp(null, { route: '/', api: adminApi });
    expect(await screen.findByText('Выберите, как вы будете пользоваться приложением')).toBeInTheDocument();
    expect(home.currentPath()).toBe('/');
  });

  it('sends the Telegram init data with every call', async () => {
    const app = renderWithApp(null, { route: '/profile', roles: ['client'] });
    await screen.findByText('Личные данные');
    const apiCalls = app.api.calls.filter((c) => c.path !== '/logs/error');
    expect(apiCalls.length).toBeGreaterThan(2);
    for (const call of apiCalls) expect(call.headers['x-telegram-init-data']).toContain('user=');
  });
});

describe('app start', () => {
  it('shows only the page area (no navigation) while the roles load', async () => {
    let release: () => void = () => undefined;
    renderWithApp(null, {
      route: '/profile',
      roles: ['client'],
      api: {
        'GET /additional-roles/my-roles': () =>
          new Promise((resolve) => {
            release = () =>
              resolve({
                body: {
                  roles: [{ role_type: 'client', organization_id: null, organization_name: null, is_primary: true }],
                },
              });
          }),
      },
    });
    expect(await screen.findByText('Личные данные')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    release();
    expect(await screen.findByRole('navigation')).toBeInTheDocument();
  });

  describe('splash', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('stays at least 2 s even when the check answers at once', async () => {
      vi.useFakeTimers();
      renderWithApp(null, { route: '/register', splash: { minMs: 2000, maxMs: 5000 } });
      await act(() => vi.advanceTimersByTimeAsync(1900));
      expect(screen.getByText('Онлайн-запись')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.queryByText('Онлайн-запись')).toBeNull();
    });

    it('counts its 2 s from when index.html painted it, not from when the code of the app arrived', async () => {
      vi.useFakeTimers();
      window.__splashShownAt = performance.now() - 1500; // the code took 1.5 s to load on a slow phone
      try {
        renderWithApp(null, { route: '/register', splash: { minMs: 2000, maxMs: 5000 } });
        await act(() => vi.advanceTimersByTimeAsync(400));
        expect(screen.getByText('Онлайн-запись')).toBeInTheDocument();
        await act(() => vi.advanceTimersByTimeAsync(200));
        expect(screen.queryByText('Онлайн-запись')).toBeNull();
      } finally {
        delete window.__splashShownAt;
      }
    });

    it('ends after 5 s even when the check never answers (then unregistered)', async () => {
      vi.useFakeTimers();
      const app = renderWithApp(null, {
        route: '/profile',
        splash: { minMs: 2000, maxMs: 5000 },
        api: { 'GET /registration/check': () => new Promise(() => undefined) },
      });
      await act(() => vi.advanceTimersByTimeAsync(4900));
      expect(screen.getByText('Онлайн-запись')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.queryByText('Онлайн-запись')).toBeNull();
      expect(app.currentPath()).toBe('/');
    });
  });

  it('a failed registration check means unregistered', async () => {
    const app = renderWithApp(null, {
      route: '/profile',
      api: { 'GET /registration/check': () => ({ status: 500, body: { detail: 'down' } }) },
    });
    expect(await screen.findByText('Владелец организации')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
  });
});
