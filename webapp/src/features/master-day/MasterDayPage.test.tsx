import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { reply, type ApiCall } from '../../test/api-mock';
import { appointment, calendarBody } from '../../test/appointment-factory';
import { renderWithApp } from '../../test/render';
import MasterDayPage from './MasterDayPage';
import MyRecordsPage from '../my-records/MyRecordsPage';

// The signed-in master is user 1 (render.tsx's default "me").
const morning = appointment({
  id: 11,
  master_id: 1,
  starts_at: '2025-03-05T10:00:00+03:00',
  ends_at: '2025-03-05T11:00:00+03:00',
  comment: 'Покороче',
});
const nextDay = appointment({
  id: 12,
  master_id: 1,
  starts_at: '2025-03-06T15:00:00+03:00',
  ends_at: '2025-03-06T16:00:00+03:00',
  service: { id: 4, name: 'Окрашивание', duration_minutes: 60, price: 3000 },
  client: { id: 2, first_name: 'Ольга', last_name: null, phone: '+79990002233' },
});
const future = appointment({ id: 13, master_id: 1, starts_at: '2099-03-05T10:00:00+03:00' });

function masterApi(list: AppointmentResponse[]) {
  return {
    'GET /appointments/calendar': (call: ApiCall) => ({
      body: calendarBody(call.query.get('from'), call.query.get('to'), 'Europe/Moscow', list),
    }),
    'GET /users/me/master-code': { has_master_code: true, booking_link: 'https://t.me/bot?start=master_anna' },
    'GET /public/master/anna': {
      id: 1,
      first_name: 'Анна',
      last_name: null,
      category: null,
      specialization: null,
      address: null,
      phone: null,
      email: null,
      organization: null,
      services: [{ id: 3, name: 'Стрижка', description: null, duration_minutes: 60, price: 1500 }],
    },
  };
}

function openDay(route: string, list: AppointmentResponse[], api = {}) {
  return renderWithApp(<MasterDayPage />, {
    route,
    path: '/calendar/day',
    roles: ['master'],
    api: { ...masterApi(list), ...api },
  });
}

describe("the master's day", () => {
  it("shows the day's bookings and marks one completed", async () => {
    const list = [morning, nextDay];
    const app = openDay('/calendar/day?date=2025-03-05', list, {
      'POST /appointments/11/status': (call: ApiCall) => {
        list[0] = { ...morning, status: (call.body as { status: 'completed' }).status };
        return { body: list[0] };
      },
    });
    const day = await screen.findByRole('region', { name: '05.03.2025' });
    expect(within(day).getByText('Стрижка')).toBeInTheDocument();
    expect(within(day).getByText('10:00')).toBeInTheDocument();
    expect(within(day).getByText('Дмитрий Орлов')).toBeInTheDocument();
    expect(screen.queryByText('Окрашивание')).not.toBeInTheDocument();
    // the master's own calendar, the week around the day
    const asked = app.api.callsTo('GET /appointments/calendar')[0].query;
    expect([asked.get('from'), asked.get('to'), asked.get('master_id')]).toEqual(['2025-03-02', '2025-03-10', '1']);

    await app.user.click(within(day).getByText('Стрижка'));
    const details = await screen.findByRole('dialog', { name: 'Стрижка' });
    expect(within(details).getByRole('link', { name: '+79995556677' })).toHaveAttribute('href', 'tel:+79995556677');
    expect(within(details).getByText('Покороче')).toBeInTheDocument();
    await app.user.click(within(details).getByRole('button', { name: 'Клиент пришёл' }));

    await waitFor(() => expect(app.api.callsTo('POST /appointments/11/status')).toHaveLength(1));
    expect(app.api.callsTo('POST /appointments/11/status')[0].body).toEqual({ status: 'completed' });
    expect(await within(details).findByText('Завершена')).toBeInTheDocument();
    await waitFor(() => expect(within(day).getByText('Завершена')).toBeInTheDocument());
  });

  it('shows the working hours over the day: the hours, a band, the free time; a day off; each day of the week', async () => {
    const workday: [string, string][] = [['09:00', '18:00']];
    const app = openDay('/calendar/day?date=2025-03-05', [morning, nextDay], {
      'GET /schedules/me': {
        master_id: 1,
        configured: true,
        time_zone: 'Europe/Moscow',
        pattern: {
          type: 'weekly',
          week: { mon: workday, tue: workday, wed: workday, thu: workday, fri: workday, sat: [], sun: [] },
        },
        slot_step_minutes: null,
        min_notice_minutes: 0,
        horizon_days: 30,
        buffer_minutes: 0,
        cancel_cutoff_hours: 0,
      },
      'GET /schedules/me/overrides': { overrides: [{ date: '2025-03-06', intervals: [] }] },
      'GET /schedules/me/blocks': {
        blocks: [{ id: 1, starts_at: '2025-03-05T16:00:00+03:00', ends_at: '2025-03-05T17:00:00+03:00', note: null }],
      },
    });
    const hours = await screen.findByRole('region', { name: 'Рабочее время' });
    expect(hours).toHaveTextContent('Рабочее время: 09:00–18:00');
    expect(hours).toHaveTextContent('Свободно: 09:00–10:00, 11:00–16:00, 17:00–18:00');
    const band = [...hours.querySelectorAll('[data-kind]')].map((p) => p.getAttribute('data-kind'));
    expect(band).toEqual(['free', 'booked', 'free', 'blocked', 'free']);
    // the week's overrides and blocks, from the Sunday before (an overnight shift) to Sunday
    const asked = app.api.callsTo('GET /schedules/me/overrides')[0].query;
    expect([asked.get('from'), asked.get('to')]).toEqual(['2025-03-02', '2025-03-09']);

    await app.user.click(screen.getByRole('button', { name: '06.03.2025' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Рабочее время' })).toHaveTextContent('Выходной'));
    expect(screen.getByRole('region', { name: 'Рабочее время' })).toHaveTextContent('особый день');
    expect(screen.getByRole('region', { name: 'Рабочее время' })).not.toHaveTextContent('Свободно');

    await app.user.click(screen.getByText('Неделя'));
    expect(await screen.findByRole('region', { name: 'Ср, 05.03.2025' })).toHaveTextContent('09:00–18:00');
    expect(screen.getByRole('region', { name: 'Чт, 06.03.2025' })).toHaveTextContent('Выходной');
    expect(screen.getByRole('region', { name: 'Сб, 08.03.2025' })).toHaveTextContent('Выходной');
    expect(screen.queryByRole('region', { name: 'Рабочее время' })).not.toBeInTheDocument();
  });

  it('shows the week day by day', async () => {
    const app = openDay('/calendar/day?date=2025-03-05', [morning, nextDay]);
    await screen.findByRole('region', { name: '05.03.2025' });
    await app.user.click(screen.getByText('Неделя'));
    expect(await screen.findByRole('region', { name: 'Чт, 06.03.2025' })).toHaveTextContent('Окрашивание');
    expect(screen.getByRole('region', { name: 'Ср, 05.03.2025' })).toHaveTextContent('Стрижка');
    expect(screen.getByRole('region', { name: 'Пн, 03.03.2025' })).toHaveTextContent('На этот день записей нет');
  });

  it('offers no visit marks before the start, only the cancel', async () => {
    const app = openDay('/calendar/day?date=2099-03-05', [future]);
    await app.user.click(await screen.findByText('Стрижка'));
    const details = await screen.findByRole('dialog', { name: 'Стрижка' });
    expect(within(details).queryByRole('button', { name: 'Клиент пришёл' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Не пришёл' })).not.toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Отменить запись' })).toBeInTheDocument();
  });

  it('books a walk-in client for the master', async () => {
    const app = openDay('/calendar/day?date=2025-03-05', [], {
      'POST /appointments/manual': (call: ApiCall) => ({ status: 201, body: { ...morning, ...(call.body as object) } }),
    });
    await app.user.click(await screen.findByRole('button', { name: /Записать клиента/ }));
    const form = await screen.findByRole('dialog', { name: 'Запись клиента' });
    await app.user.click(await within(form).findByText(/Стрижка/));
    await app.user.type(within(form).getByLabelText('Время'), '18:15');
    await app.user.type(within(form).getByRole('textbox', { name: 'Имя клиента' }), 'Пётр');
    await app.user.type(within(form).getByRole('textbox', { name: 'Телефон' }), '12345');
    await app.user.click(within(form).getByRole('button', { name: 'Записать' }));
    expect(await within(form).findByText('Неверный формат номера телефона')).toBeInTheDocument();
    expect(app.api.callsTo('POST /appointments/manual')).toHaveLength(0);

    await app.user.clear(within(form).getByRole('textbox', { name: 'Телефон' }));
    await app.user.type(within(form).getByRole('textbox', { name: 'Телефон' }), '8 999 123-45-67');
    await app.user.click(within(form).getByRole('button', { name: 'Записать' }));
    await waitFor(() => expect(app.api.callsTo('POST /appointments/manual')).toHaveLength(1));
    expect(app.api.callsTo('POST /appointments/manual')[0].body).toEqual({
      master_id: 1,
      service_id: 3,
      starts_at: '2025-03-05T18:15:00+03:00',
      client_name: 'Пётр',
      client_phone: '+79991234567',
      comment: null,
    });
  });

  it('books a client from the client base: the form opens with their name and phone', async () => {
    const app = openDay('/calendar/day?date=2025-03-05&book_name=Вера+Гостева&book_phone=%2B79031112233', [], {
      'POST /appointments/manual': (call: ApiCall) => ({ status: 201, body: { ...morning, ...(call.body as object) } }),
    });
    const form = await screen.findByRole('dialog', { name: 'Запись клиента' });
    expect(within(form).getByRole('textbox', { name: 'Имя клиента' })).toHaveValue('Вера Гостева');
    expect(within(form).getByRole('textbox', { name: 'Телефон' })).toHaveValue('+79031112233');
    await app.user.click(await within(form).findByText(/Стрижка/));
    await app.user.type(within(form).getByLabelText('Время'), '18:15');
    await app.user.click(within(form).getByRole('button', { name: 'Записать' }));
    await waitFor(() => expect(app.api.callsTo('POST /appointments/manual')).toHaveLength(1));
    expect(app.api.callsTo('POST /appointments/manual')[0].body).toMatchObject({
      client_name: 'Вера Гостева',
      client_phone: '+79031112233',
    });
  });

  it("is a master's /my-records too (the crossed tab), and a client's records for a client", async () => {
    renderWithApp(<MyRecordsPage />, {
      route: '/my-records?date=2025-03-05',
      roles: ['master'],
      api: masterApi([morning]),
    });
    expect(await screen.findByRole('region', { name: '05.03.2025' })).toHaveTextContent('Стрижка');
  });

  it('tells a non-master the board is for masters, asking nothing', async () => {
    const app = renderWithApp(<MasterDayPage />, {
      route: '/calendar/day',
      path: '/calendar/day',
      roles: ['client'],
      api: { 'GET /appointments/calendar': reply(403, { detail: 'Доступ запрещён' }) },
    });
    expect(await screen.findByText('Расписание записей доступно мастерам')).toBeInTheDocument();
    expect(app.api.callsTo('GET /appointments/calendar')).toHaveLength(0);
  });
});
