import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { BookingRequest } from '@api/appointments/appointments.contract';
import type { PublicMasterResponse, PublicOrganizationResponse } from '@api/public/public.contract';
import type { MasterSlotsResponse, OrganizationSlotsResponse } from '@api/schedules/schedules.contract';
import { setLanguage } from '../../lib/i18n';
import { addDays, daysBetween, localDateOf } from '../../lib/zoned-time';
import { appointment } from '../../test/appointment-factory';
import { reply, type ApiCall, type Handler } from '../../test/api-mock';
import { renderWithApp, type RenderOptions } from '../../test/render';
import { fakeWebApp } from '../../test/telegram-fake';
import PublicMasterPage from './PublicMasterPage';
import PublicOrganizationPage from './PublicOrganizationPage';

/** Two days from today (the picker asks from yesterday on), on the master's clock in Moscow. */
const DAY = addDays(localDateOf(new Date()), 2);
const AT_9 = `${DAY}T09:00:00+03:00`;
const AT_10 = `${DAY}T10:00:00+03:00`;
/** The server's signed address of booking 77's .ics (GET /appointments/77/ics-link). */
const ICS_LINK = {
  url: 'https://app.example.test/api/appointments/ics/77.c.1900000000.signature',
  file_name: 'booking-77.ics',
  expires_at: '2030-01-01T00:15:00+03:00',
};

const master: PublicMasterResponse = {
  rating: null,
  reviews_count: 0,
  id: 5,
  first_name: 'Ольга',
  last_name: 'Ким',
  category: 'Красота',
  specialization: null,
  address: 'Москва, Арбат 10',
  latitude: null,
  longitude: null,
  about: null,
  phone: '+79990001122',
  email: null,
  organization: null,
  services: [{ id: 11, name: 'Маникюр', description: null, duration_minutes: 60, price: 1500, deposit: null }],
};

const datesOf = (call: ApiCall) => {
  const from = call.query.get('from')!;
  return Array.from({ length: daysBetween(from, call.query.get('to')!) + 1 }, (_, i) => addDays(from, i));
};

/** The master's free starts (a later call can be given fewer: a time taken meanwhile). */
function masterSlots(...answers: string[][]): Handler {
  let calls = 0;
  return (call: ApiCall): { body: MasterSlotsResponse } => {
    const free = answers[Math.min(calls++, answers.length - 1)];
    return {
      body: {
        master_id: 5,
        time_zone: 'Europe/Moscow',
        configured: true,
        service: { id: 11, duration_minutes: 60 },
        days: datesOf(call).map((date) => ({ date, slots: free.filter((s) => s.startsWith(date)) })),
      },
    };
  };
}

/** POST /appointments answering each call in turn (the last answer repeats). */
function booking(...answers: Array<{ status: number; body?: unknown } | 'ok'>): Handler {
  let calls = 0;
  return (call: ApiCall) => {
    const answer = answers[Math.min(calls++, answers.length - 1)];
    if (answer !== 'ok') return answer;
    const body = call.body as BookingRequest;
    return {
      status: 201,
      body: appointment({
        id: 77,
        master_id: body.master_id,
        service_id: body.service_id,
        starts_at: body.starts_at,
        ends_at: body.starts_at.replace('T09:', 'T10:'),
        time_zone: 'Europe/Moscow',
        comment: body.comment ?? null,
        master: { ...appointment().master, id: 5, first_name: 'Ольга', last_name: 'Ким', phone: '+79990001122' },
        service: { id: 11, name: 'Маникюр', duration_minutes: 60, price: 1500 },
        price: 1500,
      }),
    };
  };
}

function renderMaster(api: Record<string, Handler>, opts: RenderOptions = { roles: ['client'] }) {
  return renderWithApp(<PublicMasterPage />, {
    ...opts,
    route: '/master/olga',
    path: '/master/:deepLink',
    api: {
      'GET /public/master/olga': master,
      'GET /public/master/olga/slots': masterSlots([AT_9, AT_10]),
      'GET /appointments/77/ics-link': ICS_LINK,
      ...api,
    },
  });
}

const confirmScreen = () => screen.findByRole('region', { name: 'Подтверждение записи' });

describe('booking from a master page', { timeout: 20000 }, () => {
  const browserZone = process.env.TZ;
  beforeAll(() => {
    // the visitor's browser is in New York: the confirmation still speaks the master's clock
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = browserZone;
  });
  beforeEach(() => fakeWebApp.HapticFeedback.notificationOccurred.mockClear());

  it('time -> confirmation -> one POST with the comment and a key -> success with an .ics file and My records', async () => {
    const { user, api, currentPath } = renderMaster({ 'POST /appointments': booking('ok') });
    await user.click(await screen.findByRole('button', { name: '09:00' }));

    const confirm = await confirmScreen();
    for (const text of ['Маникюр', 'Ольга Ким', 'Москва, Арбат 10', '1 500 ₽', '60 мин', '09:00'])
      expect(within(confirm).getByText(text)).toBeInTheDocument();
    expect(within(confirm).getByText(/по часовому поясу мастера \(UTC\+3\)/)).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Пожелания мастеру'), 'Короткие ногти');
    const button = screen.getByRole('button', { name: 'Подтвердить запись' });
    await user.dblClick(button);

    expect(await screen.findByText('Вы записаны!')).toBeInTheDocument();
    const posts = api.callsTo('POST /appointments');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      master_id: 5,
      service_id: 11,
      starts_at: AT_9,
      comment: 'Короткие ногти',
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
    expect(fakeWebApp.HapticFeedback.notificationOccurred).toHaveBeenCalledWith('success');

    // the file is the server's (GET /appointments/77/ics), through its short-lived signed address
    const calendar = await screen.findByRole('link', { name: 'Добавить в календарь' });
    expect(calendar).toHaveAttribute('href', ICS_LINK.url);
    expect(calendar).toHaveAttribute('download', 'booking-77.ics');
    expect(api.callsTo('GET /appointments/77/ics-link')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Мои записи' }));
    expect(currentPath()).toBe('/my-records');
  });

  it("Telegram's BackButton on the confirmation returns to the times, on the same page; on the times it leaves", async () => {
    fakeWebApp.BackButton.onClick.mockClear();
    const { user, api, currentPath } = renderMaster({ 'POST /appointments': booking('ok') });
    await user.click(await screen.findByRole('button', { name: '09:00' }));
    await confirmScreen();
    const clicks = fakeWebApp.BackButton.onClick.mock.calls;
    expect(clicks.length).toBeGreaterThan(0);
    const pressBack = clicks[clicks.length - 1][0] as () => void;
    act(() => pressBack());

    expect(await screen.findByRole('button', { name: '10:00' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Подтверждение записи' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/master/olga');
    expect(api.callsTo('POST /appointments')).toHaveLength(0);

    // the same again, through the page's own arrow (outside Telegram), then the booking goes on as before
    await user.click(screen.getByRole('button', { name: '10:00' }));
    await confirmScreen();
    await user.click(document.querySelector('.adm-nav-bar-back') as HTMLElement);
    expect(await screen.findByRole('button', { name: '09:00' })).toBeInTheDocument();
    expect(currentPath()).toBe('/master/olga');

    // on the times, Back is the page's own again: it leaves the page
    act(() => pressBack());
    await waitFor(() => expect(currentPath()).not.toBe('/master/olga'));
  });

  // taken by someone else (409), or no longer offered: it began while the client read the confirmation (422)
  it.each([
    [409, 'slot_taken', 'Это время уже занято', 'Это время уже занято'],
    [422, 'slot_unavailable', 'Это время недоступно для записи', 'Это время больше недоступно — выберите другое'],
  ])(
    'a time lost meanwhile (%i %s): the note, fresh times, and a new key for the next try',
    async (status, code, detail, note) => {
      const { user, api } = renderMaster({
        'GET /public/master/olga/slots': masterSlots([AT_9, AT_10], [AT_10]),
        'POST /appointments': booking({ status, body: { detail, code } }, 'ok'),
      });
      await user.click(await screen.findByRole('button', { name: '09:00' }));
      await user.click(await screen.findByRole('button', { name: 'Подтвердить запись' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(note);
      expect(fakeWebApp.HapticFeedback.notificationOccurred).toHaveBeenCalledWith('error');
      await waitFor(() => expect(screen.queryByRole('button', { name: '09:00' })).not.toBeInTheDocument());
      expect(screen.queryByRole('region', { name: 'Подтверждение записи' })).not.toBeInTheDocument();
      expect(api.callsTo('GET /public/master/olga/slots')).toHaveLength(2);

      // the fresh times arrive after the lost one is gone
      await user.click(await screen.findByRole('button', { name: '10:00' }));
      await user.click(await screen.findByRole('button', { name: 'Подтвердить запись' }));
      expect(await screen.findByText('Вы записаны!')).toBeInTheDocument();
      const [first, second] = api.callsTo('POST /appointments').map((c) => c.body as BookingRequest);
      expect(second.starts_at).toBe(AT_10);
      expect(second.idempotency_key).not.toBe(first.idempotency_key);
    },
  );

  it('no phone in the profile: a phone field, saved to the profile, then the same booking again', async () => {
    const { user, api } = renderMaster({
      'PUT /users/me': (call) => ({ body: { ...(call.body as object), user_id: 1, user_type: 'client' } }),
      'POST /appointments': booking(
        { status: 422, body: { detail: 'Укажите номер телефона в профиле', code: 'phone_required' } },
        'ok',
      ),
    });
    await user.click(await screen.findByRole('button', { name: '09:00' }));
    await user.click(await screen.findByRole('button', { name: 'Подтвердить запись' }));
    expect(await screen.findByText('Укажите номер телефона: без него записаться нельзя')).toBeInTheDocument();

    const phone = screen.getByPlaceholderText('+7 999 123-45-67');
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: 'Подтвердить запись' }));
    expect(await screen.findByText('Неверный формат номера телефона')).toBeInTheDocument();
    expect(api.callsTo('PUT /users/me')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '8 916 555-44-33');
    await user.click(screen.getByRole('button', { name: 'Подтвердить запись' }));
    expect(await screen.findByText('Вы записаны!')).toBeInTheDocument();
    expect(api.callsTo('PUT /users/me')[0].body).toMatchObject({ first_name: 'Анна', phone: '+79165554433' });
    const [first, second] = api.callsTo('POST /appointments').map((c) => c.body as BookingRequest);
    expect(second.idempotency_key).toBe(first.idempotency_key);
  });

  it("any other refusal shows the server's detail on the confirmation", async () => {
    const { user } = renderMaster({
      'POST /appointments': reply(422, { detail: 'Нельзя записаться к самому себе' }),
    });
    await user.click(await screen.findByRole('button', { name: '09:00' }));
    await user.click(await screen.findByRole('button', { name: 'Подтвердить запись' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Нельзя записаться к самому себе');
    expect(screen.getByRole('region', { name: 'Подтверждение записи' })).toBeInTheDocument();
  });

  it("decides on the answer's code, never on its text", async () => {
    // the phone's words without its code are an ordinary refusal: shown, no phone field
    const plain = renderMaster({ 'POST /appointments': reply(422, { detail: 'Укажите номер телефона в профиле' }) });
    await plain.user.click(await screen.findByRole('button', { name: '09:00' }));
    await plain.user.click(await screen.findByRole('button', { name: 'Подтвердить запись' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Укажите номер телефона в профиле');
    expect(screen.queryByPlaceholderText('+7 999 123-45-67')).not.toBeInTheDocument();
    plain.unmount();

    // the code with other words asks for the phone; a taken time's code returns to fresh times
    const coded = renderMaster({
      'PUT /users/me': (call) => ({ body: { ...(call.body as object), user_id: 1, user_type: 'client' } }),
      'GET /public/master/olga/slots': masterSlots([AT_9, AT_10], [AT_10]),
      'POST /appointments': booking(
        { status: 422, body: { detail: 'другие слова', code: 'phone_required' } },
        { status: 409, body: { detail: 'другие слова', code: 'slot_taken' } },
      ),
    });
    await coded.user.click(await screen.findByRole('button', { name: '09:00' }));
    await coded.user.click(await screen.findByRole('button', { name: 'Подтвердить запись' }));
    expect(await screen.findByText('Укажите номер телефона: без него записаться нельзя')).toBeInTheDocument();
    await coded.user.type(screen.getByPlaceholderText('+7 999 123-45-67'), '8 916 555-44-33');
    await coded.user.click(screen.getByRole('button', { name: 'Подтвердить запись' }));
    expect(await screen.findByRole('button', { name: '10:00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '09:00' })).not.toBeInTheDocument();
  });

  it('not registered: the choice is kept and registration comes first; back, the same time is on the confirmation', async () => {
    const first = renderMaster({}, { roles: [] });
    await first.user.click(await screen.findByRole('button', { name: '10:00' }));
    await waitFor(() => expect(first.currentPath()).toBe('/'));
    expect(localStorage.getItem('pendingBooking')).toBe('master_olga');
    expect(JSON.parse(sessionStorage.getItem('pendingBookingChoice')!)).toEqual({
      link: 'master_olga',
      serviceId: 11,
      startsAt: AT_10,
      masterId: null,
    });
    first.unmount();

    // registered now, the app brings them back to the page
    const back = renderMaster({ 'POST /appointments': booking('ok') });
    const confirm = await confirmScreen();
    expect(within(confirm).getByText('10:00')).toBeInTheDocument();
    expect(sessionStorage.getItem('pendingBookingChoice')).toBeNull();
    await back.user.click(screen.getByRole('button', { name: 'Подтвердить запись' }));
    expect(await screen.findByText('Вы записаны!')).toBeInTheDocument();
    expect((back.api.callsTo('POST /appointments')[0].body as BookingRequest).starts_at).toBe(AT_10);
  });

  it('back from registration, a page drawn again before its check settles still opens the same time', async () => {
    sessionStorage.setItem(
      'pendingBookingChoice',
      JSON.stringify({ link: 'master_olga', serviceId: 11, startsAt: AT_10, masterId: null }),
    );
    // the registration settling redraws the route: the first page goes while it still waits for its times
    const first = renderMaster({ 'GET /public/master/olga/slots': () => new Promise<never>(() => undefined) });
    await screen.findByText('Маникюр');
    first.unmount();
    renderMaster({});
    const confirm = await confirmScreen();
    expect(within(confirm).getByText('10:00')).toBeInTheDocument();
    expect(sessionStorage.getItem('pendingBookingChoice')).toBeNull();
  });

  it('back from registration to a time taken meanwhile: fresh times with a note', async () => {
    sessionStorage.setItem(
      'pendingBookingChoice',
      JSON.stringify({ link: 'master_olga', serviceId: 11, startsAt: AT_10, masterId: null }),
    );
    renderMaster({ 'GET /public/master/olga/slots': masterSlots([AT_9]) });
    expect(await screen.findByText('Выбранное время уже занято — выберите другое')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '09:00' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Подтверждение записи' })).not.toBeInTheDocument();
  });

  it('speaks English, the taken time too', async () => {
    await setLanguage('en');
    const { user } = renderMaster({
      'POST /appointments': reply(409, { detail: 'Это время уже занято', code: 'slot_taken' }),
    });
    await user.click(await screen.findByRole('button', { name: '09:00' }));
    expect(await screen.findByRole('region', { name: 'Confirm the booking' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This time is already taken');
    await setLanguage('ru');
  });
});

const organization: PublicOrganizationResponse = {
  rating: null,
  reviews_count: 0,
  id: 7,
  name: 'Салон Лето',
  category: 'Красота',
  description: null,
  address: 'Москва, Тверская 1',
  latitude: null,
  longitude: null,
  phone: null,
  email: null,
  deep_link: 'leto',
  masters: [
    {
      id: 7,
      first_name: 'Анна',
      last_name: 'Волкова',
      specialization: null,
      master_code: 'anna7',
      rating: null,
      reviews_count: 0,
    },
    {
      id: 8,
      first_name: 'Мария',
      last_name: 'Соколова',
      specialization: null,
      master_code: 'maria8',
      rating: null,
      reviews_count: 0,
    },
  ],
  services: [{ id: 21, name: 'Стрижка', description: null, duration_minutes: 45, price: 2000, deposit: null }],
};

/** 09:00: both masters free; 10:00: only Мария. */
function organizationSlots(call: ApiCall): { body: OrganizationSlotsResponse } {
  const free = [
    { starts_at: AT_9, master_ids: [7, 8] },
    { starts_at: AT_10, master_ids: [8] },
  ];
  return {
    body: {
      time_zone: 'Europe/Moscow',
      service: { id: 21, duration_minutes: 45 },
      masters: organization.masters.map(({ id, first_name, last_name, master_code }) => ({
        id,
        first_name,
        last_name,
        master_code,
      })),
      days: datesOf(call).map((date) => ({ date, slots: free.filter((s) => s.starts_at.startsWith(date)) })),
    },
  };
}

describe('booking from an organization page', { timeout: 20000 }, () => {
  function renderOrganization() {
    return renderWithApp(<PublicOrganizationPage />, {
      route: '/organization/leto',
      path: '/organization/:deepLink',
      roles: ['client'],
      api: {
        'GET /public/organization/leto': organization,
        'GET /public/organization/leto/slots': organizationSlots,
        'POST /appointments': booking('ok'),
      },
    });
  }

  it('a service, any master, a time free for two: the client picks one, and that master is booked', async () => {
    const { user, api } = renderOrganization();
    const service = (await screen.findByText('Стрижка')).closest('.adm-list-item') as HTMLElement;
    await user.click(within(service).getByRole('button', { name: 'Записаться' }));

    const masters = await screen.findByRole('group', { name: 'Выбор мастера' });
    expect(within(masters).getByRole('button', { name: 'Любой мастер' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('GET /public/organization/leto/slots')[0].query.get('service_id')).toBe('21');
    await user.click(await screen.findByRole('button', { name: '09:00' }));

    const confirm = await confirmScreen();
    expect(within(confirm).getByText('Салон Лето')).toBeInTheDocument();
    expect(within(confirm).getByText('45 мин')).toBeInTheDocument();
    const free = within(confirm).getByRole('group', { name: 'Выбор мастера' });
    expect(
      within(free)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Анна Волкова', 'Мария Соколова']);
    await user.click(within(free).getByRole('button', { name: 'Мария Соколова' }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить запись' }));

    expect(await screen.findByText('Вы записаны!')).toBeInTheDocument();
    expect(api.callsTo('POST /appointments')[0].body).toMatchObject({ master_id: 8, service_id: 21, starts_at: AT_9 });
  });

  it('choosing a master narrows the times to theirs, and books them', async () => {
    const { user, api } = renderOrganization();
    const service = (await screen.findByText('Стрижка')).closest('.adm-list-item') as HTMLElement;
    await user.click(within(service).getByRole('button', { name: 'Записаться' }));
    await screen.findByRole('button', { name: '10:00' });
    await user.click(screen.getByRole('button', { name: 'Анна Волкова' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '10:00' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '09:00' }));
    const confirm = await confirmScreen();
    expect(within(confirm).getByText('Анна Волкова')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подтвердить запись' }));
    expect(await screen.findByText('Вы записаны!')).toBeInTheDocument();
    expect(api.callsTo('POST /appointments')[0].body).toMatchObject({ master_id: 7 });
  });
});
