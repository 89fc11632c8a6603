import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { WaitlistEntryResponse } from '@api/waitlist/waitlist.contract';
import { reply } from '../../test/api-mock';
import { clickAndConfirm } from '../../test/confirm';
import { renderWithApp } from '../../test/render';
import MyRecordsPage from './MyRecordsPage';

const salonEntry: WaitlistEntryResponse = {
  id: 3,
  status: 'active',
  from: '2030-01-15',
  to: '2030-01-17',
  time_zone: 'Asia/Vladivostok',
  created_at: '2030-01-10T12:00:00+10:00',
  master: {
    id: 7,
    first_name: 'Анна',
    last_name: 'Волкова',
    specialization: 'Мастер маникюра',
    deep_link: null,
    master_code: 'anna7',
  },
  service: { id: 21, name: 'Маникюр', duration_minutes: 60, price: 2000 },
  organization: { id: 2, name: 'Салон «Лаванда»' },
  session_id: null,
};
const ownEntry: WaitlistEntryResponse = {
  ...salonEntry,
  id: 4,
  from: '2030-02-01',
  to: '2030-02-01',
  time_zone: 'Europe/Moscow',
  master: {
    ...salonEntry.master,
    id: 8,
    first_name: 'Ольга',
    last_name: 'Ким',
    specialization: null,
    deep_link: 'olga',
    master_code: null,
  },
  service: { id: 22, name: 'Стрижка', duration_minutes: 60, price: 1500 },
  organization: null,
};

function open(list: { waitlist: WaitlistEntryResponse[] }, api = {}) {
  return renderWithApp(<MyRecordsPage />, {
    route: '/my-records',
    roles: ['client'],
    api: { 'GET /appointments/my': { appointments: [] }, 'GET /waitlist/my': () => ({ body: list }), ...api },
  });
}

describe('my records: the waitlist', { timeout: 20000 }, () => {
  it('lists each entry: service, dates (the master’s), master, salon, and a way to the master’s page', async () => {
    const app = open({ waitlist: [salonEntry, ownEntry] });
    const section = await screen.findByRole('region', { name: 'Лист ожидания' });
    const salon = within(section).getByTestId('waitlist-3');
    expect(within(salon).getByText('Маникюр')).toBeInTheDocument();
    expect(within(salon).getByText('15.01.2030 – 17.01.2030')).toBeInTheDocument();
    expect(within(salon).getByText('Время мастера (Asia/Vladivostok)')).toBeInTheDocument();
    expect(within(salon).getByText(/Анна Волкова · Мастер маникюра/)).toBeInTheDocument();
    expect(within(salon).getByText('Салон «Лаванда»')).toBeInTheDocument();
    const own = within(section).getByTestId('waitlist-4');
    expect(within(own).getByText('01.02.2030')).toBeInTheDocument();
    await app.user.click(within(own).getByRole('button', { name: 'Страница мастера' }));
    await waitFor(() => expect(app.currentPath()).toBe('/master/olga'));
  });

  it('leaves an entry after the confirm; the list is read again', async () => {
    const list = { waitlist: [salonEntry, ownEntry] };
    const app = open(list, {
      'DELETE /waitlist/3': () => {
        list.waitlist = [ownEntry];
        return { body: { message: 'Вы вышли из листа ожидания' } };
      },
    });
    const card = await screen.findByTestId('waitlist-3');
    await clickAndConfirm(app.user, within(card).getByRole('button', { name: 'Выйти из листа' }), () =>
      expect(app.api.callsTo('DELETE /waitlist/3')).toHaveLength(0),
    );
    await waitFor(() => expect(app.api.callsTo('DELETE /waitlist/3')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('waitlist-3')).not.toBeInTheDocument());
    expect(screen.getByTestId('waitlist-4')).toBeInTheDocument();
    expect(app.api.callsTo('GET /waitlist/my').length).toBeGreaterThanOrEqual(2);
  });

  it('a failed leave keeps the entry', async () => {
    const app = open(
      { waitlist: [salonEntry] },
      { 'DELETE /waitlist/3': reply(404, { detail: 'Запись в листе ожидания не найдена' }) },
    );
    const card = await screen.findByTestId('waitlist-3');
    await clickAndConfirm(app.user, within(card).getByRole('button', { name: 'Выйти из листа' }));
    expect(await screen.findByText('Запись в листе ожидания не найдена')).toBeInTheDocument();
    expect(screen.getByTestId('waitlist-3')).toBeInTheDocument();
  });

  it('an empty waitlist shows nothing', async () => {
    const app = open({ waitlist: [] });
    expect(await screen.findByText('Записей пока нет')).toBeInTheDocument();
    await waitFor(() => expect(app.api.callsTo('GET /waitlist/my')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Лист ожидания' })).not.toBeInTheDocument();
  });
});
