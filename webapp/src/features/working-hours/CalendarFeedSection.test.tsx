import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RoleType } from '@api/additional-roles/additional-roles.contract';
import type { ScheduleResponse } from '@api/schedules/schedules.contract';
import { renderWithApp } from '../../test/render';
import WorkingHoursPage from './WorkingHoursPage';

const schedule: ScheduleResponse = {
  master_id: 5,
  configured: false,
  time_zone: 'Europe/Moscow',
  pattern: { type: 'weekly', week: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } },
  slot_step_minutes: null,
  min_notice_minutes: 60,
  horizon_days: 60,
  buffer_minutes: 0,
  cancel_cutoff_hours: 3,
  reminder_minutes: [1440, 120],
  agenda_time: null,
};

function renderCalendar(route: string, roles: RoleType[] = ['master']) {
  const master = /master=(\d+)/.exec(route)?.[1] ?? 'me';
  return renderWithApp(<WorkingHoursPage />, {
    route,
    roles,
    api: {
      [`GET /schedules/${master}`]: schedule,
      [`GET /schedules/${master}/overrides`]: { overrides: [] },
      [`GET /schedules/${master}/blocks`]: { blocks: [] },
    },
  });
}

describe('calendar: the subscription link', { timeout: 20000 }, () => {
  it("the master's own calendar shows the feed link", async () => {
    renderCalendar('/calendar');
    expect(await screen.findByTestId('calendar-feed-url')).toHaveTextContent(
      'https://app.example.test/api/calendar-feed/feed-token.ics',
    );
  });

  it.each([
    ['an owner editing a master’s schedule', '/calendar?master=5', ['organization']],
    ['a client who opens /calendar', '/calendar', ['client']],
  ] as const)('%s sees no feed and asks for none', async (_who, route, roles) => {
    const app = renderCalendar(route, [...roles]);
    expect(await screen.findByRole('button', { name: 'Сохранить расписание' })).toBeInTheDocument();
    expect(screen.queryByText('Календарь в Google и Apple')).toBeNull();
    expect(app.api.callsTo('GET /calendar-feed')).toHaveLength(0);
  });
});
