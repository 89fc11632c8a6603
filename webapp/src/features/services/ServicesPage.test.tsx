import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceResponse } from '@api/services/services.contract';
import { confirm } from '../../lib/telegram';
import { reply, type ApiCall, type Handler } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import ServicesPage from './ServicesPage';

vi.mock('../../lib/telegram', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/telegram')>()),
  confirm: vi.fn(),
}));

const haircut: ServiceResponse = {
  id: 3,
  name: 'Стрижка',
  description: 'Мужская',
  duration_minutes: 45,
  price: 1500,
  deposit: null,
  category: null,
  organization_id: 7,
  master_id: null,
  capacity: null,
  min_participants: null,
  min_check_hours: 12,
};
const consult: ServiceResponse = {
  ...haircut,
  id: 4,
  name: 'Консультация',
  description: null,
  duration_minutes: null,
  price: null,
};

async function open(api: Record<string, Handler> = {}) {
  const view = renderWithApp(<ServicesPage />, {
    route: '/services',
    roles: ['organization'],
    api: { 'GET /services/my': [haircut, consult], ...api },
  });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByText('Стрижка', {}, { timeout: 3000 });
  return { ...view, user };
}

const field = (name: string) => within(screen.getByRole('dialog')).getByRole('textbox', { name });
const dialogButton = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name });

describe('services page', { timeout: 15000 }, () => {
  it('lists services with the price in roubles and the duration in minutes; no price shows nothing', async () => {
    await open();
    expect(screen.getByText('1 500 ₽')).toBeInTheDocument();
    expect(screen.getByText('Мужская · 45 мин')).toBeInTheDocument();
    expect(screen.queryByText(/null|NaN/)).not.toBeInTheDocument();
  });

  it("requires a name: 'Название услуги обязательно', and nothing is sent", async () => {
    const { user, api } = await open();
    await user.click(screen.getByRole('button', { name: 'Добавить услугу' }));
    await user.click(dialogButton('Сохранить'));
    expect(await screen.findByText('Название услуги обязательно')).toBeInTheDocument();
    await user.type(field('Название'), '   ');
    await user.click(dialogButton('Сохранить'));
    expect(screen.getByText('Название услуги обязательно')).toBeInTheDocument();
    expect(api.callsTo('POST /services')).toHaveLength(0);
  });

  it('accepts only whole minutes and a decimal price', async () => {
    const { user, api } = await open({ 'POST /services': { ...haircut, id: 9, name: 'Укладка' } });
    await user.click(screen.getByRole('button', { name: 'Добавить услугу' }));
    await user.type(field('Название'), 'Укладка');
    await user.type(field('Длительность, мин'), '30.5');
    await user.type(field('Цена, ₽'), 'дорого');
    await user.click(dialogButton('Сохранить'));
    expect(screen.getByText('Длительность должна быть целым числом минут')).toBeInTheDocument();
    expect(screen.getByText('Цена должна быть числом')).toBeInTheDocument();
    expect(api.callsTo('POST /services')).toHaveLength(0);

    await user.clear(field('Длительность, мин'));
    await user.type(field('Длительность, мин'), '30');
    await user.clear(field('Цена, ₽'));
    await user.type(field('Цена, ₽'), '999,50');
    await user.click(dialogButton('Сохранить'));
    await waitFor(() => expect(api.callsTo('POST /services')).toHaveLength(1));
    expect(api.callsTo('POST /services')[0].body).toEqual({
      name: 'Укладка',
      description: null,
      duration_minutes: 30,
      price: 999.5,
      category: null,
    });
  });

  it('edits a service with its values filled in', async () => {
    const { user, api } = await open({ 'PUT /services/3': { ...haircut, price: 1800 } });
    const row = screen.getByText('Стрижка').closest('.adm-list-item') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Редактировать' }));
    expect(field('Название')).toHaveValue('Стрижка');
    expect(field('Цена, ₽')).toHaveValue('1500');
    await user.clear(field('Цена, ₽'));
    await user.type(field('Цена, ₽'), '1800');
    await user.click(dialogButton('Сохранить'));
    await waitFor(() => expect(api.callsTo('PUT /services/3')).toHaveLength(1));
    expect(api.callsTo('PUT /services/3')[0].body).toMatchObject({
      name: 'Стрижка',
      price: 1800,
      duration_minutes: 45,
    });
  });

  it("shows 'Ошибка при сохранении услуги' when saving fails without a detail", async () => {
    const { user } = await open({ 'POST /services': reply(500, {}) });
    await user.click(screen.getByRole('button', { name: 'Добавить услугу' }));
    await user.type(field('Название'), 'Укладка');
    await user.click(dialogButton('Сохранить'));
    expect(await screen.findByText('Ошибка при сохранении услуги')).toBeInTheDocument();
  });

  it('shows a validation array from the server as "Ошибка валидации: field: msg"', async () => {
    const { user } = await open({
      'POST /services': reply(422, { detail: [{ loc: ['body', 'price'], msg: 'Цена слишком большая' }] }),
    });
    await user.click(screen.getByRole('button', { name: 'Добавить услугу' }));
    await user.type(field('Название'), 'Укладка');
    await user.click(dialogButton('Сохранить'));
    expect(await screen.findByText('Ошибка валидации: price: Цена слишком большая')).toBeInTheDocument();
  });

  it('deletes only after the confirmation, and reports a failure', async () => {
    const { user, api } = await open({ 'DELETE /services/3': reply(500, {}) });
    const row = () => screen.getByText('Стрижка').closest('.adm-list-item') as HTMLElement;

    vi.mocked(confirm).mockResolvedValue(false);
    await user.click(within(row()).getByRole('button', { name: 'Удалить' }));
    expect(confirm).toHaveBeenCalledWith('Удалить услугу «Стрижка»?');
    expect(api.callsTo('DELETE /services/3')).toHaveLength(0);

    vi.mocked(confirm).mockResolvedValue(true);
    await user.click(within(row()).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(api.callsTo('DELETE /services/3')).toHaveLength(1));
    expect(await screen.findByText('Ошибка при удалении услуги')).toBeInTheDocument();
  });

  it('removes the service from the list after a successful delete', async () => {
    let deleted = false;
    const { user } = await open({
      'GET /services/my': () => ({ body: deleted ? [consult] : [haircut, consult] }),
      'DELETE /services/3': () => {
        deleted = true;
        return { status: 200, body: { message: 'ok' } };
      },
    });
    vi.mocked(confirm).mockResolvedValue(true);
    const row = screen.getByText('Стрижка').closest('.adm-list-item') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByText('Стрижка')).not.toBeInTheDocument());
    expect(screen.getByText('Консультация')).toBeInTheDocument();
  });
  it('shows the first page and loads the next on Показать ещё; the button goes once the last page is in', async () => {
    const { user, api } = await open({
      'GET /services/my': (call: ApiCall) =>
        call.query.get('offset') === '1'
          ? { body: [consult], headers: { 'x-has-more': 'false' } }
          : { body: [haircut], headers: { 'x-has-more': 'true', 'x-next-offset': '1' } },
    });
    expect(screen.queryByText('Консультация')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Консультация')).toBeInTheDocument();
    expect(screen.getByText('Стрижка')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /services/my').map((c) => c.query.get('offset'))).toEqual([null, '1']);
  });

  it('offers no Показать ещё when the list fits in one page', async () => {
    await open();
    expect(screen.getByText('Консультация')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });
});
