import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CalendarConnectionResponse } from '@api/calendar-sync/calendar-sync.contract';
import { reply, type Handler } from '../../test/api-mock';
import { clickAndConfirm } from '../../test/confirm';
import { renderWithApp } from '../../test/render';
import { CalendarSyncCard } from './CalendarSyncCard';

const yandex = (over: Partial<CalendarConnectionResponse> = {}): CalendarConnectionResponse => ({
  id: 7,
  provider: 'caldav',
  account: 'anna@yandex.ru',
  calendars: [
    { id: 'cal-work', name: 'Работа', blocks_time: true, receives_bookings: true },
    { id: 'cal-home', name: 'Личное', blocks_time: false, receives_bookings: false },
  ],
  status: 'ok',
  last_synced_at: '2026-12-05T10:30:00+03:00',
  ...over,
});

const renderCard = (api: Record<string, Handler> = {}) =>
  renderWithApp(<CalendarSyncCard />, {
    roles: ['master'],
    api: { 'GET /calendar-sync': { connections: [] }, ...api },
  });

describe('«Календари»: the master’s outside calendars', { timeout: 20000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('connects a Yandex calendar with a login and an app password, then lists it', async () => {
    const { user, api } = renderCard({ 'POST /calendar-sync/caldav': () => ({ status: 201, body: yandex() }) });
    expect(await screen.findByText('Календари не подключены')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подключить Яндекс, iCloud или другой' }));
    await user.type(screen.getByLabelText('Логин', { selector: 'input' }), 'anna@yandex.ru');
    await user.type(screen.getByLabelText('Пароль приложения', { selector: 'input' }), 'app-pass');
    api.set({ 'GET /calendar-sync': { connections: [yandex()] } });
    await user.click(screen.getByRole('button', { name: 'Подключить' }));

    await waitFor(() => expect(api.callsTo('POST /calendar-sync/caldav')).toHaveLength(1));
    expect(api.callsTo('POST /calendar-sync/caldav')[0].body).toEqual({
      server_url: 'https://caldav.yandex.ru',
      username: 'anna@yandex.ru',
      password: 'app-pass',
    });
    const item = await screen.findByRole('region', { name: 'anna@yandex.ru' });
    expect(item).toHaveTextContent('Работает');
    expect(item).toHaveTextContent('Синхронизировано: 5 дек. 10:30');
  });

  it('another server takes its address; a refused login shows the server’s reason', async () => {
    const { user, api } = renderCard({
      'POST /calendar-sync/caldav': reply(422, { detail: 'Сервер не принял логин или пароль', code: 'validation' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Подключить Яндекс, iCloud или другой' }));
    await user.click(screen.getByText('Другой сервер'));
    await user.type(screen.getByLabelText('Адрес сервера', { selector: 'input' }), 'https://dav.example.ru');
    await user.type(screen.getByLabelText('Логин', { selector: 'input' }), 'anna');
    await user.type(screen.getByLabelText('Пароль приложения', { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Подключить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер не принял логин или пароль');
    expect(api.callsTo('POST /calendar-sync/caldav')[0].body).toMatchObject({ server_url: 'https://dav.example.ru' });
  });

  it('connecting Google opens the consent address; Google switched off shows why', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, api } = renderCard({
      'POST /calendar-sync/google/start': { auth_url: 'https://accounts.google.com/o/oauth2/v2/auth?x=1' },
    });
    await user.click(await screen.findByRole('button', { name: 'Подключить Google' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?x=1', '_blank', 'noopener'),
    );
    api.set({
      'POST /calendar-sync/google/start': reply(422, { detail: 'Подключение Google не настроено', code: 'validation' }),
    });
    await user.click(screen.getByRole('button', { name: 'Подключить Google' }));
    expect(await screen.findByText('Подключение Google не настроено')).toBeInTheDocument();
  });

  it('chooses which calendars block time and receive bookings, syncs and disconnects', async () => {
    const { user, api } = renderCard({
      'GET /calendar-sync': { connections: [yandex()] },
      'PUT /calendar-sync/7/calendars': yandex(),
      'POST /calendar-sync/7/sync': () => ({ status: 202, body: { message: 'Синхронизация запущена' } }),
      'DELETE /calendar-sync/7': { message: 'Календарь отключён' },
    });
    const home = await screen.findByRole('group', { name: 'Личное' });
    await user.click(within(home).getByText('Блокирует время'));
    await user.click(screen.getByRole('button', { name: 'Сохранить выбор' }));
    await waitFor(() => expect(api.callsTo('PUT /calendar-sync/7/calendars')).toHaveLength(1));
    expect(api.callsTo('PUT /calendar-sync/7/calendars')[0].body).toEqual({
      calendars: [
        { id: 'cal-work', blocks_time: true, receives_bookings: true },
        { id: 'cal-home', blocks_time: true, receives_bookings: false },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Синхронизировать' }));
    await waitFor(() => expect(api.callsTo('POST /calendar-sync/7/sync')).toHaveLength(1));

    api.set({ 'GET /calendar-sync': { connections: [] } });
    await clickAndConfirm(user, screen.getByRole('button', { name: 'Отключить' }));
    await waitFor(() => expect(api.callsTo('DELETE /calendar-sync/7')).toHaveLength(1));
    expect(await screen.findByText('Календари не подключены')).toBeInTheDocument();
  });

  it('a broken connection says so and offers «Переподключить»', async () => {
    const { user } = renderCard({ 'GET /calendar-sync': { connections: [yandex({ status: 'broken' })] } });
    const item = await screen.findByRole('region', { name: 'anna@yandex.ru' });
    expect(item).toHaveTextContent('Ошибка подключения');
    await user.click(within(item).getByRole('button', { name: 'Переподключить' }));
    expect(screen.getByLabelText('Пароль приложения', { selector: 'input' })).toBeInTheDocument();
  });
});
