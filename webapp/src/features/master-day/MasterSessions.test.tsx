import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import type { SessionDetailResponse, SessionResponse } from '@api/sessions/sessions.contract';
import { reply, type ApiCall, type Handler } from '../../test/api-mock';
import { appointment, calendarBody } from '../../test/appointment-factory';
import { renderWithApp } from '../../test/render';
import MasterDayPage from './MasterDayPage';

// The signed-in master is user 1; the day is in the past, so attendance can be marked.
const yoga: SessionResponse = {
  id: 31,
  service_id: 9,
  master_id: 1,
  starts_at: '2025-03-05T18:00:00+03:00',
  ends_at: '2025-03-05T19:00:00+03:00',
  capacity: 12,
  seats_taken: 2,
  seats_left: 10,
  series_id: null,
  status: 'scheduled',
};
const seat = (id: number, first: string): AppointmentResponse =>
  appointment({
    id,
    master_id: 1,
    session_id: 31,
    starts_at: yoga.starts_at,
    ends_at: yoga.ends_at,
    service: { id: 9, name: 'Йога', duration_minutes: 60, price: 800 },
    client: { id: id, first_name: first, last_name: null, phone: '+7999000' + id },
  });
const single = appointment({
  id: 11,
  master_id: 1,
  starts_at: '2025-03-05T10:00:00+03:00',
  ends_at: '2025-03-05T11:00:00+03:00',
});

function details(over: Partial<SessionDetailResponse> = {}): SessionDetailResponse {
  return {
    ...yoga,
    attendees: [
      {
        appointment_id: 41,
        client: { id: 41, first_name: 'Ольга', last_name: 'Ким', phone: '+79990000041' },
        status: 'planned',
        deposit: null,
      },
      {
        appointment_id: 42,
        client: { id: 42, first_name: 'Пётр', last_name: null, phone: '+79990000042' },
        status: 'planned',
        deposit: null,
      },
    ],
    ...over,
  };
}

function openDay(api: Record<string, Handler> = {}) {
  const list = [single, seat(41, 'Ольга'), seat(42, 'Пётр')];
  return renderWithApp(<MasterDayPage />, {
    route: '/calendar/day?date=2025-03-05',
    path: '/calendar/day',
    roles: ['master'],
    api: {
      'GET /appointments/calendar': (call: ApiCall) => ({
        body: calendarBody(call.query.get('from'), call.query.get('to'), 'Europe/Moscow', list),
      }),
      'GET /users/me/master-code': { has_master_code: true, booking_link: 'https://t.me/bot?start=master_anna' },
      'GET /public/master/anna': {
        id: 1,
        first_name: 'Анна',
        last_name: null,
        organization: null,
        services: [{ id: 9, name: 'Йога', description: null, duration_minutes: 60, price: 800, deposit: null }],
      },
      'GET /schedules/1/sessions': { sessions: [yoga] },
      'GET /schedules/sessions/31': details(),
      ...api,
    },
  });
}

describe("group sessions on the master's day", { timeout: 20000 }, () => {
  it('shows a session as one block «2/12» instead of a row per seat', async () => {
    const app = openDay();
    const day = await screen.findByRole('region', { name: '05.03.2025' }, { timeout: 5000 });
    const block = await within(day).findByTestId('session-block-31');
    expect(block).toHaveTextContent('Йога');
    expect(block).toHaveTextContent('2/12');
    expect(block).toHaveTextContent('Группа');
    // the seats are inside the block, not rows of their own; the single booking stays
    expect(within(day).queryByText('Ольга')).toBeNull();
    expect(within(day).getByText('Дмитрий Орлов')).toBeInTheDocument();
    const asked = app.api.callsTo('GET /schedules/1/sessions')[0].query;
    expect([asked.get('from'), asked.get('to')]).toEqual(['2025-03-02', '2025-03-10']);
  });

  it('the session sheet lists the attendees and marks one completed, another no-show', async () => {
    const marks: [number, unknown][] = [];
    const mark = (id: number) => (call: ApiCall) => {
      marks.push([id, call.body]);
      return { body: appointment({ id, status: (call.body as { status: 'completed' }).status }) };
    };
    openDay({ 'POST /appointments/41/status': mark(41), 'POST /appointments/42/status': mark(42) });
    fireEvent.click(await screen.findByTestId('session-block-31', {}, { timeout: 5000 }));
    const sheet = await screen.findByRole('dialog', { name: 'Йога' });
    const olga = await within(sheet).findByTestId('attendee-41');
    expect(olga).toHaveTextContent('Ольга Ким');
    expect(within(olga).getByRole('link', { name: '+79990000041' })).toHaveAttribute('href', 'tel:+79990000041');
    expect(within(sheet).getByText('Занято 2 из 12')).toBeInTheDocument();
    fireEvent.click(within(olga).getByRole('button', { name: 'Клиент пришёл' }));
    await waitFor(() => expect(marks).toHaveLength(1));
    fireEvent.click(within(within(sheet).getByTestId('attendee-42')).getByRole('button', { name: 'Не пришёл' }));
    await waitFor(() =>
      expect(marks).toEqual([
        [41, { status: 'completed' }],
        [42, { status: 'no_show' }],
      ]),
    );
  });
});

describe('a coming session: capacity and cancel', { timeout: 20000 }, () => {
  const coming = { ...yoga, starts_at: '2099-03-05T18:00:00+03:00', ends_at: '2099-03-05T19:00:00+03:00' };

  function openComing(api: Record<string, Handler>) {
    return renderWithApp(<MasterDayPage />, {
      route: '/calendar/day?date=2099-03-05',
      path: '/calendar/day',
      roles: ['master'],
      api: {
        'GET /appointments/calendar': (call: ApiCall) => ({
          body: calendarBody(call.query.get('from'), call.query.get('to'), 'Europe/Moscow', []),
        }),
        'GET /users/me/master-code': { has_master_code: false, booking_link: null },
        'GET /schedules/1/sessions': { sessions: [coming] },
        'GET /schedules/sessions/31': details(coming),
        ...api,
      },
    });
  }

  it('changes the capacity from the sheet', async () => {
    let asked: unknown = null;
    openComing({
      'PATCH /schedules/sessions/31': (call: ApiCall) => {
        asked = call.body;
        return { body: { ...coming, capacity: 13 } };
      },
    });
    fireEvent.click(await screen.findByTestId('session-block-31', {}, { timeout: 5000 }));
    const sheet = await screen.findByRole('dialog', { name: 'Групповое занятие' });
    const stepper = await within(sheet).findByLabelText('Изменить число мест');
    fireEvent.click(within(stepper).getAllByRole('button')[1]); // +1
    fireEvent.click(within(sheet).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(asked).toEqual({ capacity: 13 }));
  });

  it('cancels the session after a confirmation', async () => {
    const cancel = reply(200, { ...coming, status: 'cancelled' });
    const app = openComing({ 'POST /schedules/sessions/31/cancel': cancel });
    fireEvent.click(await screen.findByTestId('session-block-31', {}, { timeout: 5000 }));
    const sheet = await screen.findByRole('dialog', { name: 'Групповое занятие' });
    fireEvent.click(await within(sheet).findByRole('button', { name: 'Отменить занятие' }));
    expect(await screen.findByText(/Все записи на него будут отменены/)).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Отменить занятие' }).at(-1)!);
    await waitFor(() => expect(app.api.callsTo('POST /schedules/sessions/31/cancel')).toHaveLength(1));
  });
});

describe('the session form', { timeout: 20000 }, () => {
  it('creates weekly sessions of a service with its own capacity', async () => {
    let asked: unknown = null;
    openDay({
      'POST /schedules/1/sessions': (call: ApiCall) => {
        asked = call.body;
        return { status: 201, body: { sessions: [yoga], conflicts: [] } };
      },
    });
    const add = await screen.findByRole('button', { name: /Групповое занятие/ }, { timeout: 5000 });
    await waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add);
    const form = await screen.findByRole('dialog', { name: 'Новое групповое занятие' });
    await within(form).findByText('Йога'); // the only service is chosen by itself
    const [date, time] = form.querySelectorAll('input');
    fireEvent.change(date, { target: { value: '2025-03-12' } });
    fireEvent.change(time, { target: { value: '18:00' } });
    fireEvent.click(within(form).getByText('Каждую неделю'));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Мест' }), { target: { value: '8' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Создать' }));
    await waitFor(() =>
      expect(asked).toEqual({
        service_id: 9,
        starts_at: '2025-03-12T18:00:00+03:00',
        rrule: 'FREQ=WEEKLY;COUNT=10',
        capacity: 8,
      }),
    );
  });
});
