import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import DashboardPage from './DashboardPage';

const stats = { appointments_today: 4, appointments_month: 37, services_count: 9, masters_count: 3, admins_count: 1 };

describe('dashboard', () => {
  it.each([
    ['Записей сегодня', '4', '/appointments/today'],
    ['Записей за месяц', '37', '/appointments/month'],
    ['Услуг', '9', '/services'],
  ])('the card %s shows %s and opens %s', async (label, value, path) => {
    const { currentPath } = renderWithApp(<DashboardPage />, {
      route: '/dashboard',
      roles: ['organization'],
      api: { 'GET /organizations/my/stats': stats },
    });
    const user = userEvent.setup();
    const title = await screen.findByText(label, {}, { timeout: 3000 });
    const card = title.closest('.adm-card') as HTMLElement;
    expect(await screen.findByText(value)).toBeInTheDocument();
    await user.click(card);
    expect(currentPath()).toBe(path);
  });
});
