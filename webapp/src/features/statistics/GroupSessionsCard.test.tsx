import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type {
  StatisticsGroupSessions,
  StatisticsReportResponse,
  StatisticsTotals,
} from '@api/statistics/statistics.contract';
import { renderWithApp } from '../../test/render';
import StatisticsPage from './StatisticsPage';

const totals: StatisticsTotals = {
  bookings: 12,
  visits: 8,
  cancelled: 1,
  no_show: 1,
  revenue: 5300,
  average_check: 662.5,
  cancellation_rate: 0.0833,
  no_show_rate: 0.1111,
  occupancy: 0.3,
  new_clients: 2,
  returning_clients: 1,
  lost_clients: 0,
};

const groups = (over: Partial<StatisticsGroupSessions> = {}): StatisticsGroupSessions => ({
  sessions: 2,
  seats_offered: 16,
  seats_taken: 10,
  occupancy: 0.625,
  visits: 7,
  revenue: 3800,
  ...over,
});

const report = (from: string, to: string, extra: Partial<StatisticsReportResponse>): StatisticsReportResponse => ({
  from,
  to,
  time_zone: 'Europe/Moscow',
  previous: { from: '2026-10-01', to: '2026-10-31' },
  totals,
  previous_totals: totals,
  by_master: [],
  by_service: [],
  by_day: [{ date: from, bookings: 0, visits: 0, revenue: 0 }],
  ...extra,
});

const open = (extra: Partial<StatisticsReportResponse>) =>
  renderWithApp(<StatisticsPage />, {
    route: '/statistics',
    roles: ['master'],
    api: {
      'GET /statistics/digest': { enabled: false },
      'GET /statistics/report': (c: { query: URLSearchParams }) => ({
        body: report(c.query.get('from')!, c.query.get('to')!, extra),
      }),
    },
  });

describe('statistics: group sessions', () => {
  it('shows how full the sessions were against the period before, their seats, sessions and revenue', async () => {
    open({
      group_sessions: groups(),
      previous_group_sessions: groups({ sessions: 1, seats_offered: 10, seats_taken: 4, occupancy: 0.4 }),
    });
    const card = await screen.findByTestId('group-sessions', {}, { timeout: 3000 });
    expect(card).toHaveTextContent('Групповые занятия');
    expect(screen.getByTestId('group-occupancy')).toHaveTextContent('62,5 %');
    // 0.625 against 0.4
    expect(card).toHaveTextContent('+56 %');
    expect(screen.getByTestId('group-seats')).toHaveTextContent('Занято 10 из 16 мест');
    expect(screen.getByTestId('group-sessions-line')).toHaveTextContent('2 занятия · 7 визитов · 3 800 ₽');
  });

  it('shows no card to a business without group sessions', async () => {
    open({});
    expect(await screen.findByTestId('kpi-revenue', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByTestId('group-sessions')).not.toBeInTheDocument();
  });
});
