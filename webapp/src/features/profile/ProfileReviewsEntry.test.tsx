import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserType } from '@api/users/users.contract';
import { renderWithApp } from '../../test/render';
import { rememberRole } from '../../test/remembered-role';

// an organization's admin or master registered as a client and holds the role on top
const userTypeOf = (role: UserType | 'organization_admin' | 'organization_master'): UserType =>
  role === 'organization_admin' || role === 'organization_master' ? 'client' : role;

describe("profile: the way to the reviews of one's work", { timeout: 20000 }, () => {
  it.each([['master'], ['organization_master'], ['organization'], ['organization_admin']] as const)(
    'the %s mode has «Отзывы», which opens the reviews to answer',
    async (role) => {
      rememberRole(role);
      const app = renderWithApp(null, {
        route: '/profile',
        roles: role === userTypeOf(role) ? [role] : ['client', role],
        userType: userTypeOf(role),
        api: { 'GET /reviews/my': { items: [], next_cursor: null } },
      });
      await app.user.click(await screen.findByText('Отзывы'));
      await waitFor(() => expect(app.currentPath()).toBe('/my-reviews'));
      expect(await screen.findByText('Отзывов пока нет', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(app.api.callsTo('GET /reviews/my')).toHaveLength(1);
    },
  );

  it('a client (even one with a master role, in client mode) has no such entry', async () => {
    rememberRole('client');
    renderWithApp(null, { route: '/profile', roles: ['client', 'master'], userType: 'client' });
    expect(await screen.findByText('Личные данные')).toBeInTheDocument();
    expect(screen.queryByText('Отзывы')).toBeNull();
  });
});
