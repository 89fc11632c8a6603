// The booking links of the bot's notices: /my-records?appointment=N[&action=reschedule] for the client,
// /calendar/day?appointment=N for the master, and the salon's records for an owner or admin.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import type { RoleType } from '@api/additional-roles/additional-roles.contract';
import { addDays, todayIn } from '../lib/zoned-time';
import type { ApiCall } from '../test/api-mock';
import { appointment, calendarBody } from '../test/appointment-factory';
import { renderWithApp } from '../test/render';
import MasterDayPage from '../features/master-day/MasterDayPage';
import MyRecordsPage from '../features/my-records/MyRecordsPage';
import SalonPage from '../features/salon-board/SalonPage';
import { rememberRole } from '../test/remembered-role';

const scrolled = vi.fn();
beforeEach(() => {
  scrolled.mockClear();
  Element.prototype.scrollIntoView = scrolled;
});

describe("a client's notice link: /my-records?appointment=", { timeout: 20000 }, () => {
  const other = appointment({ id: 4, starts_at: '2030-01-14T10:00:00+03:00', ends_at: '2030-01-14T11:00:00+03:00' });
  const soon = appointment({
    id: 5,
    master: { ...appointment().master, master_code: 'anna1' },
    organization_id: 2,
  });
  const done = appointment({ id: 6, status: 'completed', starts_at: '2029-12-01T18:30:00+03:00' });
  const cancelled = appointment({ id: 7, status: 'cancelled', cancelled_by: 'master', cancel_reason: 'Болею' });

  function open(route: string, roles: RoleType[] = ['client']) {
    return renderWithApp(<MyRecordsPage />, {
      route,
      path: '/my-records',
      roles,
      api: {
        'GET /appointments/my': (call: ApiCall) => ({
          body: { appointments: call.query.get('scope') === 'past' ? [done, cancelled] : [other, soon] },
        }),
        'GET /public/organization-master/anna1/slots': {
          master_id: 7,
          time_zone: 'Europe/Moscow',
          configured: true,
          service: { id: 3, duration_minutes: 60 },
          days: [{ date: '2030-01-17', slots: ['2030-01-17T09:00:00+03:00'] }],
        },
      },
    });
  }

  const item = (id: number) => screen.getByTestId(`record-${id}`).closest('[role="listitem"]') as HTMLElement;

  it('shows the booking highlighted among the upcoming ones and scrolls to it; the history is not asked', async () => {
    const app = open('/my-records?appointment=5');
    await screen.findByTestId('record-5');
    await waitFor(() => expect(item(5)).toHaveAttribute('aria-current', 'true'));
    expect(item(4)).not.toHaveAttribute('aria-current');
    expect(scrolled).toHaveBeenCalled();
    expect(within(screen.getByTestId('record-5')).getByText(/Анна Волкова/)).toBeInTheDocument();
    expect(app.api.callsTo('GET /appointments/my').map((c) => c.query.get('scope'))).toEqual(['upcoming']);
    expect(screen.queryByRole('dialog', { name: 'Перенос записи' })).not.toBeInTheDocument();
  });

  it('a past booking: the history tab opens on it', async () => {
    open('/my-records?appointment=6');
    const card = await screen.findByTestId('record-6');
    expect(within(card).getByText('Завершена')).toBeInTheDocument();
    await waitFor(() => expect(item(6)).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByRole('tab', { name: 'История' })).toHaveAttribute('aria-selected', 'true');
  });

  it('&action=reschedule opens the move at once, and the address forgets the action', async () => {
    const app = open('/my-records?appointment=5&action=reschedule');
    const popup = await screen.findByRole('dialog', { name: 'Перенос записи' });
    expect(await within(popup).findByText('17.01')).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe('/my-records?appointment=5'));
  });

  it('&action=reschedule on a booking that can no longer move says why, with no picker', async () => {
    open('/my-records?appointment=7&action=reschedule');
    expect(await screen.findByRole('alert')).toHaveTextContent('Эта запись отменена — перенести её нельзя');
    expect(screen.queryByRole('dialog', { name: 'Перенос записи' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('record-7')).toBeInTheDocument();
  });

  it('a completed one: it has started or is over', async () => {
    open('/my-records?appointment=6&action=reschedule');
    expect(await screen.findByRole('alert')).toHaveTextContent('уже началась или прошла');
  });

  it('a booking that is not theirs (or gone) is said to be not found', async () => {
    const app = open('/my-records?appointment=99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Запись не найдена');
    expect(app.api.callsTo('GET /appointments/my').map((c) => c.query.get('scope'))).toEqual(['upcoming', 'past']);
  });

  it("a master's /my-records is their board, but a client notice's link shows their bookings as a client", async () => {
    rememberRole('master');
    open('/my-records?appointment=5', ['master']);
    expect(await screen.findByTestId('record-5')).toBeInTheDocument();
    await waitFor(() => expect(item(5)).toHaveAttribute('aria-current', 'true'));
  });
});

describe("a master's notice link: /calendar/day?appointment=", { timeout: 20000 }, () => {
  const today = todayIn('Europe/Moscow');
  const at = (date: string, time: string) => `${date}T${time}:00+03:00`;
  const booking = (id: number, date: string, over: Partial<AppointmentResponse> = {}) =>
    appointment({ id, master_id: 1, starts_at: at(date, '12:00'), ends_at: at(date, '13:00'), ...over });
  const thisWeek = booking(31, today, { comment: 'Эта неделя' });
  const later = booking(32, addDays(today, 20), {
    client: { id: 2, first_name: 'Ольга', last_name: null, phone: '+79990002233' },
  });
  const longAgo = booking(33, addDays(today, -200), { status: 'completed' });

  function calendarOf(list: AppointmentResponse[]) {
    return (call: ApiCall) => {
      const [from, to] = [call.query.get('from')!, call.query.get('to')!];
      const appointments = list.filter((a) => a.starts_at.slice(0, 10) >= from && a.starts_at.slice(0, 10) <= to);
      return { body: calendarBody(from, to, 'Europe/Moscow', appointments) };
    };
  }

  function openDay(route: string, roles: RoleType[] = ['master']) {
    return renderWithApp(<MasterDayPage />, {
      route,
      path: '/calendar/day',
      roles,
      api: {
        'GET /appointments/calendar': calendarOf([thisWeek, later, longAgo]),
        'GET /users/me/master-code': { has_master_code: false, booking_link: null },
      },
    });
  }

  const tz = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Europe/Moscow';
  });
  afterEach(() => {
    process.env.TZ = tz;
  });

  it('a booking in the week on screen opens in details at once, on its day; nothing more is asked', async () => {
    const app = openDay(`/calendar/day?appointment=31`);
    const details = await screen.findByRole('dialog', { name: 'Стрижка' });
    expect(within(details).getByText('Эта неделя')).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe(`/calendar/day?date=${today}`));
    expect(app.api.callsTo('GET /appointments/calendar')).toHaveLength(1);
  });

  it('a booking weeks ahead is looked for, and its day is shown with it open', async () => {
    const app = openDay('/calendar/day?appointment=32');
    const details = await screen.findByRole('dialog', { name: 'Стрижка' });
    expect(within(details).getByText('Ольга')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '+79990002233' })).toHaveAttribute('href', 'tel:+79990002233');
    const day = addDays(today, 20);
    await waitFor(() => expect(app.currentPath()).toBe(`/calendar/day?date=${day}`));
    const search = app.api.callsTo('GET /appointments/calendar')[1].query;
    expect([search.get('from'), search.get('to'), search.get('master_id')]).toEqual([
      addDays(today, -7),
      addDays(today, 54),
      '1',
    ]);
  });

  it('a date in the link opens that day directly, even long ago', async () => {
    const app = openDay(`/calendar/day?appointment=33&date=${addDays(today, -200)}`);
    const details = await screen.findByRole('dialog', { name: 'Стрижка' });
    expect(within(details).getByText('Завершена')).toBeInTheDocument();
    expect(app.api.callsTo('GET /appointments/calendar')).toHaveLength(1);
  });

  it('a booking found nowhere is said to be not found, after the three windows', async () => {
    const app = openDay('/calendar/day?appointment=99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Запись не найдена');
    expect(app.api.callsTo('GET /appointments/calendar')).toHaveLength(4);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a master who runs a salon too is offered the salon records for a booking not theirs', async () => {
    const app = openDay('/calendar/day?appointment=99', ['master', 'organization']);
    await screen.findByRole('alert');
    await app.user.click(screen.getByRole('button', { name: 'Открыть в записях салона' }));
    expect(app.currentPath()).toBe('/records?appointment=99');
  });

  it('an admin who is not a master is taken to the salon records with the link', async () => {
    const app = openDay('/calendar/day?appointment=31', ['client', 'organization_admin']);
    await waitFor(() => expect(app.currentPath()).toBe('/salon-appointments?appointment=31'));
  });

  it("the salon's records open a linked booking of any of its masters", async () => {
    const app = renderWithApp(<SalonPage />, {
      route: '/salon-appointments?appointment=32',
      path: '/salon-appointments',
      roles: ['organization_admin'],
      api: {
        'GET /organizations/my/team': { admins: [], masters: [] },
        'GET /appointments/calendar': calendarOf([thisWeek, later]),
      },
    });
    const details = await screen.findByRole('dialog', { name: 'Стрижка' });
    expect(within(details).getByText('Ольга')).toBeInTheDocument();
    expect(app.api.callsTo('GET /appointments/calendar').every((c) => c.query.get('master_id') === null)).toBe(true);
  });
});
