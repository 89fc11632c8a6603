import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import AppointmentsPage from './AppointmentsPage';

describe('my appointments', () => {
  it.each([
    ['/appointments', 'Мои записи'],
    ['/appointments/today', 'Записи на сегодня'],
    ['/appointments/month', 'Записи за месяц'],
  ])("%s shows '%s' with the empty state 'Записей пока нет'", async (route, title) => {
    renderWithApp(<AppointmentsPage />, {
      route,
      path: route === '/appointments' ? '/appointments' : '/appointments/:period',
      roles: ['organization'],
    });
    expect(await screen.findByText(title, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Записей пока нет')).toBeInTheDocument();
  });
});
