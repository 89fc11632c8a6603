import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PublicMasterResponse } from '@api/public/public.contract';
import type { MasterSlotsResponse } from '@api/schedules/schedules.contract';
import { reply, type ApiCall, type Handler } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import { addDays, daysBetween, formatDayMonth, todayIn } from '../../lib/zoned-time';
import PublicMasterPage from './PublicMasterPage';
import PublicOrganizationPage from './PublicOrganizationPage';

const ZONE = 'Asia/Vladivostok';
const master: PublicMasterResponse = {
  rating: null,
  reviews_count: 0,
  id: 5,
  first_name: 'Ольга',
  last_name: 'Ким',
  category: 'Красота',
  specialization: null,
  address: null,
  latitude: null,
  longitude: null,
  about: null,
  phone: null,
  email: null,
  organization: null,
  services: [{ id: 11, name: 'Маникюр', description: null, duration_minutes: 60, price: 1500, deposit: null }],
};

/** Every asked date empty, or one free time on the master's day after tomorrow. */
function slots(free: boolean) {
  return (call: ApiCall): { body: MasterSlotsResponse } => {
    const from = call.query.get('from') ?? '';
    const to = call.query.get('to') ?? '';
    const inTwoDays = addDays(todayIn(ZONE), 2);
    const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
      const date = addDays(from, i);
      return { date, slots: free && date === inTwoDays ? [`${date}T11:00:00+10:00`] : [] };
    });
    return {
      body: { master_id: 5, time_zone: ZONE, configured: true, service: { id: 11, duration_minutes: 60 }, days },
    };
  };
}

function open(opts: { free?: boolean; join?: Handler; registered?: boolean } = {}) {
  return renderWithApp(<PublicMasterPage />, {
    route: '/master/olga',
    path: '/master/:deepLink',
    roles: opts.registered === false ? [] : ['client'],
    api: {
      'GET /public/master/olga': master,
      'GET /public/master/olga/slots': slots(opts.free ?? false),
      'POST /waitlist': opts.join ?? ((call: ApiCall) => ({ status: 201, body: { id: 1, ...(call.body as object) } })),
    },
  });
}

const dialog = () => screen.getByRole('dialog', { name: 'Сообщить, если освободится' });
const dateInputs = () => dialog().querySelectorAll('input[type="date"]');

describe('public master page: the waitlist', { timeout: 20000 }, () => {
  it('no free time in the coming days: joins the waitlist for a range of the master’s days', async () => {
    const { user, api } = open();
    expect(await screen.findByText('В ближайшие дни свободного времени нет')).toBeInTheDocument();
    expect(screen.getByText('Можно встать в лист ожидания: напишем, когда время освободится')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сообщить, если освободится' }));
    const today = todayIn(ZONE);
    const [from, to] = dateInputs();
    // the master's today (Vladivostok), whatever the browser's clock says
    expect(from).toHaveValue(today);
    expect(to).toHaveValue(today);
    fireEvent.change(to, { target: { value: addDays(today, 3) } });
    await user.click(within(dialog()).getByRole('button', { name: 'Сообщить мне' }));

    await waitFor(() => expect(api.callsTo('POST /waitlist')).toHaveLength(1));
    expect(api.callsTo('POST /waitlist')[0].body).toEqual({
      master_id: 5,
      service_id: 11,
      from: today,
      to: addDays(today, 3),
    });
    const dates = `${formatDayMonth(today, 'ru')} – ${formatDayMonth(addDays(today, 3), 'ru')}`;
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Вы в листе ожидания на ${dates}. Напишем в Telegram, когда время освободится.`,
    );
  });

  it('with free times: offered below them for the chosen day; a second join is told it is there already', async () => {
    const { user, api } = open({
      free: true,
      join: reply(409, { detail: 'Вы уже в листе ожидания к этому мастеру на эти дни' }),
    });
    expect(await screen.findByText('Нет подходящего времени?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сообщить, если освободится' }));
    const chosen = addDays(todayIn(ZONE), 2);
    expect(dateInputs()[0]).toHaveValue(chosen);
    await user.click(within(dialog()).getByRole('button', { name: 'Сообщить мне' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Вы уже в листе ожидания на ${formatDayMonth(chosen, 'ru')}.`,
    );
    expect(api.callsTo('POST /waitlist')[0].body).toMatchObject({ from: chosen, to: chosen });
  });

  it('refused dates: the reason stays in the form', async () => {
    const { user, api } = open({
      join: reply(422, { detail: 'Диапазон не должен превышать 31 день' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Сообщить, если освободится' }));
    const [from, to] = dateInputs();
    fireEvent.change(to, { target: { value: addDays(todayIn(ZONE), 40) } });
    await user.click(within(dialog()).getByRole('button', { name: 'Сообщить мне' }));
    // checked before asking
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Не больше 31 дня');
    fireEvent.change(from, { target: { value: addDays(todayIn(ZONE), 5) } });
    fireEvent.change(to, { target: { value: addDays(todayIn(ZONE), 1) } });
    await user.click(within(dialog()).getByRole('button', { name: 'Сообщить мне' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Дата окончания раньше даты начала');
    fireEvent.change(to, { target: { value: addDays(todayIn(ZONE), 6) } });
    await user.click(within(dialog()).getByRole('button', { name: 'Сообщить мне' }));
    await waitFor(() => expect(api.callsTo('POST /waitlist')).toHaveLength(1));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Диапазон не должен превышать 31 день');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a visitor who is not registered is sent to registration first', async () => {
    const { user, api, currentPath } = open({ registered: false });
    await user.click(await screen.findByRole('button', { name: 'Сообщить, если освободится' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(api.callsTo('POST /waitlist')).toHaveLength(0);
  });

  it('not on an organization’s "any master" times', async () => {
    const { user } = renderWithApp(<PublicOrganizationPage />, {
      route: '/organization/salon',
      path: '/organization/:deepLink',
      roles: ['client'],
      api: {
        'GET /public/organization/salon': {
          name: 'Салон',
          category: 'Красота',
          description: null,
          address: null,
          phone: null,
          email: null,
          deep_link: 'salon',
          masters: [
            {
              id: 7,
              first_name: 'Анна',
              last_name: null,
              specialization: null,
              master_code: 'anna7',
              rating: null,
              reviews_count: 0,
            },
          ],
          rating: null,
          reviews_count: 0,
          services: [{ id: 11, name: 'Маникюр', description: null, duration_minutes: 60, price: 1500, deposit: null }],
        },
        'GET /public/organization/salon/slots': (call: ApiCall) => ({
          body: {
            time_zone: ZONE,
            service: { id: 11, duration_minutes: 60 },
            masters: [{ id: 7, first_name: 'Анна', last_name: null, master_code: 'anna7' }],
            days: [{ date: call.query.get('from'), slots: [] }],
          },
        }),
      },
    });
    const service = (await screen.findByText('Маникюр')).closest('.adm-list-item') as HTMLElement;
    await user.click(within(service).getByRole('button', { name: 'Записаться' }));
    expect(await screen.findByText('В ближайшие дни свободного времени нет')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сообщить, если освободится' })).not.toBeInTheDocument();
  });
});
