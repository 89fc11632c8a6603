import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatisticsReportResponse, StatisticsTotals } from '@api/statistics/statistics.contract';
import { renderWithApp } from '../../test/render';
import StatisticsPage from './StatisticsPage';

const stats = { appointments_today: 4, appointments_month: 37, services_count: 9, masters_count: 3, admins_count: 1 };

const totals = (over: Partial<StatisticsTotals> = {}): StatisticsTotals => ({
  bookings: 10,
  visits: 8,
  cancelled: 1,
  no_show: 1,
  revenue: 12000,
  average_check: 1500,
  cancellation_rate: 0.1,
  no_show_rate: 0.1111,
  occupancy: 0.425,
  new_clients: 3,
  returning_clients: 4,
  lost_clients: 1,
  ...over,
});

const report = (from: string, to: string): StatisticsReportResponse => ({
  from,
  to,
  time_zone: 'Europe/Moscow',
  previous: { from: '2026-10-01', to: '2026-10-31' },
  totals: totals(),
  previous_totals: totals({ revenue: 8000, visits: 10 }),
  by_master: [{ master_id: 5, name: 'Анна Петрова', ...totals({ occupancy: 0.5 }) }],
  by_service: [{ service_id: 9, name: 'Маникюр', visits: 8, revenue: 12000 }],
  by_day: [
    { date: from, bookings: 2, visits: 2, revenue: 3000 },
    { date: to, bookings: 0, visits: 0, revenue: 0 },
  ],
});

const reportHandler = {
  'GET /statistics/report': (c: { query: URLSearchParams }) => ({
    body: report(c.query.get('from')!, c.query.get('to')!),
  }),
};

describe('statistics page', () => {
  it('shows the five counters and disabled integrations marked Скоро', async () => {
    renderWithApp(<StatisticsPage />, {
      route: '/statistics',
      roles: ['organization'],
      api: { 'GET /organizations/my/stats': stats, 'GET /statistics/digest': { enabled: false }, ...reportHandler },
    });
    expect(await screen.findByTestId('stat-appointments_month', {}, { timeout: 3000 })).toHaveTextContent('37');
    expect(screen.getByTestId('stat-appointments_today')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-services_count')).toHaveTextContent('9');
    expect(screen.getByTestId('stat-masters_count')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-admins_count')).toHaveTextContent('1');

    const tax = screen.getByText('Интеграция с налоговой службой').closest('.adm-list-item') as HTMLElement;
    expect(tax).toHaveClass('adm-list-item-disabled');
    expect(screen.getAllByText('Скоро')).toHaveLength(2);
  });

  it('shows the month’s KPIs against the month before, the chart, masters with occupancy and services', async () => {
    const { api } = renderWithApp(<StatisticsPage />, {
      route: '/statistics',
      roles: ['organization'],
      api: { 'GET /organizations/my/stats': stats, 'GET /statistics/digest': { enabled: false }, ...reportHandler },
    });
    const revenue = await screen.findByTestId('kpi-revenue', {}, { timeout: 3000 });
    expect(revenue).toHaveTextContent('12 000 ₽');
    // 12 000 against 8 000, 8 visits against 10
    expect(revenue.parentElement).toHaveTextContent('+50 %');
    expect(screen.getByTestId('kpi-visits').parentElement).toHaveTextContent('−20 %');
    expect(screen.getByTestId('kpi-occupancy')).toHaveTextContent('42,5 %');
    // no deposit kept in the period: no card for it
    expect(screen.queryByTestId('kpi-deposits_retained')).not.toBeInTheDocument();
    expect(screen.getByTestId('revenue-chart').querySelectorAll('rect')).toHaveLength(2);
    expect(screen.getByText('Анна Петрова').closest('.adm-list-item')).toHaveTextContent('загрузка 50 %');
    expect(screen.getByText('Маникюр')).toBeInTheDocument();
    const first = api.callsTo('GET /statistics/report')[0].query;
    expect(first.get('from')!.endsWith('-01')).toBe(true);

    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByText('Неделя'));
    await waitFor(() => expect(api.callsTo('GET /statistics/report')).toHaveLength(2));
    const week = api.callsTo('GET /statistics/report')[1].query;
    const days = (Date.parse(week.get('to')!) - Date.parse(week.get('from')!)) / 86_400_000;
    expect(days).toBe(6);
  });

  it('shows the deposits kept without a visit as a card when there are some', async () => {
    renderWithApp(<StatisticsPage />, {
      route: '/statistics',
      roles: ['master'],
      api: {
        'GET /statistics/digest': { enabled: false },
        'GET /statistics/report': (c: { query: URLSearchParams }) => {
          const r = report(c.query.get('from')!, c.query.get('to')!);
          return {
            body: {
              ...r,
              deposits_retained: 1500,
              previous_deposits_retained: 1000,
            },
          };
        },
      },
    });
    const kept = await screen.findByTestId('kpi-deposits_retained', {}, { timeout: 3000 });
    expect(kept).toHaveTextContent('1 500 ₽');
    expect(kept.closest('.adm-card')).toHaveTextContent('Удержано предоплат');
    expect(kept.parentElement).toHaveTextContent('+50 %');
  });

  it('gives a master their report without the organization’s counters, and leads to the clients', async () => {
    const { api, currentPath } = renderWithApp(<StatisticsPage />, {
      route: '/statistics',
      roles: ['master'],
      api: { 'GET /statistics/digest': { enabled: false }, ...reportHandler },
    });
    expect(await screen.findByTestId('kpi-revenue', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByTestId('stat-appointments_month')).not.toBeInTheDocument();
    expect(api.callsTo('GET /organizations/my/stats')).toHaveLength(0);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(within(screen.getByTestId('report')).getByRole('button', { name: 'Клиенты' }));
    await waitFor(() => expect(currentPath()).toBe('/clients'));
  });

  it('asks nothing of a client: no report, no files', async () => {
    const { api } = renderWithApp(<StatisticsPage />, { route: '/statistics', roles: ['client'], api: {} });
    expect(await screen.findByText('Интеграция с налоговой службой')).toBeInTheDocument();
    expect(screen.queryByTestId('report')).not.toBeInTheDocument();
    expect(screen.queryByTestId('export-card')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/statistics'))).toEqual([]);
  });
});
