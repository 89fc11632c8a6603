import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import StatisticsPage from './StatisticsPage';

const stats = { appointments_today: 4, appointments_month: 37, services_count: 9, masters_count: 3, admins_count: 1 };

describe('statistics page', () => {
  it('shows the five counters, export buttons with a Coming Soon alert and disabled integrations marked Скоро', async () => {
    renderWithApp(<StatisticsPage />, {
      route: '/statistics',
      roles: ['organization'],
      api: { 'GET /organizations/my/stats': stats },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    expect(await screen.findByTestId('stat-appointments_month', {}, { timeout: 3000 })).toHaveTextContent('37');
    expect(screen.getByTestId('stat-appointments_today')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-services_count')).toHaveTextContent('9');
    expect(screen.getByTestId('stat-masters_count')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-admins_count')).toHaveTextContent('1');

    const tax = screen.getByText('Интеграция с налоговой службой').closest('.adm-list-item') as HTMLElement;
    expect(tax).toHaveClass('adm-list-item-disabled');
    expect(screen.getAllByText('Скоро')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Экспорт в PDF' }));
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    // The alert closes on its button (and nothing is left animating when the test ends).
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument());
  });
});
