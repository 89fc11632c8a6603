import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import type { ApiCall } from '../../test/api-mock';
import { appointment, calendarBody } from '../../test/appointment-factory';
import { renderWithApp } from '../../test/render';
import AppointmentsPage from './AppointmentsPage';
import { addDays, browserZone, formatDay, todayIn, isoInZone } from '../../lib/zoned-time';

const ZONE = 'Europe/Moscow';
const today = todayIn(ZONE, Date.now());

function at(date: string, time: string, over: Partial<AppointmentResponse> = {}) {
  return appointment({
    starts_at: isoInZone(date, time, ZONE),
    ends_at: isoInZone(date, `${Number(time.slice(0, 2)) + 1}${time.slice(2)}`, ZONE),
    ...over,
  });
}

function calendarOf(list: AppointmentResponse[]) {
  return (call: ApiCall) => ({
    body: calendarBody(call.query.get('from'), call.query.get('to'), ZONE, list),
  });
}

function open(route: string, roles: ('organization' | 'master' | 'client')[], api: Record<string, unknown>) {
  return renderWithApp(<AppointmentsPage />, {
    route,
    path: route === '/appointments' ? '/appointments' : '/appointments/:period',
    roles,
    api: api as never,
  });
}

describe('appointments of a period (the dashboard cards)', () => {
  it.each([
    ['/appointments', 'Мои записи'],
    ['/appointments/today', 'Записи на сегодня'],
    ['/appointments/month', 'Записи за месяц'],
  ])("%s shows '%s' with the empty state 'Записей пока нет'", async (route, title) => {
    open(route, ['organization'], { 'GET /appointments/calendar': calendarOf([]) });
    expect(await screen.findByText(title, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Записей пока нет')).toBeInTheDocument();
  });

  it("today's list holds the organization's bookings of today only, with their masters", async () => {
    const app = open('/appointments/today', ['organization'], {
      'GET /appointments/calendar': calendarOf([
        at(today, '10:00', { organization_id: 2 }),
        at(addDays(today, 1), '11:00', { service: { id: 9, name: 'Завтрашняя', duration_minutes: 60, price: null } }),
      ]),
    });
    const list = await screen.findByRole('region', { name: formatDay(today) });
    expect(list).toHaveTextContent('Стрижка');
    expect(list).toHaveTextContent('Анна Волкова');
    expect(screen.queryByText('Завтрашняя')).not.toBeInTheDocument();
    const q = app.api.callsTo('GET /appointments/calendar')[0].query;
    expect(q.get('master_id')).toBeNull();
    // asked around the device's today (a day either side covers the salon's zone), shown by the salon's today
    const deviceToday = todayIn(browserZone(), Date.now());
    expect([q.get('from'), q.get('to')]).toEqual([addDays(deviceToday, -1), addDays(deviceToday, 1)]);
  });

  it("a master's month is their own calendar", async () => {
    const app = open('/appointments/month', ['master'], {
      'GET /appointments/calendar': calendarOf([at(today, '09:30')]),
    });
    expect(await screen.findByRole('region', { name: formatDay(today) })).toHaveTextContent('Стрижка');
    expect(app.api.callsTo('GET /appointments/calendar')[0].query.get('master_id')).toBe('1');
  });

  it("a client's today: their own bookings of the day", async () => {
    const app = open('/appointments/today', ['client'], {
      'GET /appointments/my': (call: ApiCall) => ({
        body: {
          appointments:
            call.query.get('scope') === 'upcoming'
              ? [at(today, '23:00', { id: 31 }), at(addDays(today, 3), '10:00', { id: 32 })]
              : [],
        },
      }),
    });
    expect(await screen.findByTestId('record-31')).toBeInTheDocument();
    expect(screen.queryByTestId('record-32')).not.toBeInTheDocument();
    await waitFor(() => expect(app.api.callsTo('GET /appointments/calendar')).toHaveLength(0));
  });
});
