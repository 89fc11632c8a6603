import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { calendarBody } from '../test/appointment-factory';

// The whole app: each route shows its screen from the one lazy chunk of booking screens.
describe('booking screens in the app', () => {
  it.each([
    ['/my-records', 'client' as const, 'Предстоящие'],
    ['/records', 'organization' as const, 'Записи организации'],
    ['/calendar/day', 'master' as const, 'Записать клиента'],
    ['/appointments/today', 'organization' as const, 'Записи на сегодня'],
  ])('%s as %s', async (route, role, text) => {
    renderWithApp(null, {
      route,
      roles: [role],
      api: {
        'GET /appointments/my': { appointments: [] },
        'GET /appointments/calendar': calendarBody('', '', 'Europe/Moscow', []),
        'GET /organizations/my/team': { admins: [], masters: [] },
        'GET /users/me/master-code': { has_master_code: false, booking_link: null },
      },
    });
    expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
