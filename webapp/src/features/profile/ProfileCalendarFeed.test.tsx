import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { rememberRole } from '../../test/remembered-role';

describe('profile: the calendar subscription', { timeout: 20000 }, () => {
  it.each([['master'], ['organization_master']] as const)('shows in the %s mode, with the feed link', async (role) => {
    rememberRole(role);
    const app = renderWithApp(null, {
      route: '/profile',
      roles: [role],
      userType: role === 'master' ? 'master' : 'client',
    });
    expect(await screen.findByText('Календарь в Google и Apple')).toBeInTheDocument();
    expect(await screen.findByTestId('calendar-feed-url')).toHaveTextContent(
      'https://app.example.test/api/calendar-feed/feed-token.ics',
    );
    expect(app.api.callsTo('GET /calendar-feed')).toHaveLength(1);
  });

  it('a client (even one with a master role, in client mode) sees no feed and asks for none', async () => {
    rememberRole('client');
    const app = renderWithApp(null, { route: '/profile', roles: ['client', 'master'], userType: 'client' });
    expect(await screen.findByText('Личные данные')).toBeInTheDocument();
    expect(screen.queryByText('Календарь в Google и Apple')).toBeNull();
    expect(app.api.callsTo('GET /calendar-feed')).toHaveLength(0);
  });
});
