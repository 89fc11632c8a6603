import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyOrganizationResponse } from '@api/organizations/organizations.contract';
import { reply, type ApiCall, type Handler } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import ManagementPage from './ManagementPage';

const my: MyOrganizationResponse = {
  exists: true,
  role: 'owner',
  organization: {
    id: 7,
    name: 'Салон Лето',
    description: null,
    phone: null,
    email: null,
    address: null,
    latitude: null,
    longitude: null,
    category: null,
    deep_link: 'leto',
    deep_link_code: 'leto',
    booking_link: 'https://t.me/bot?start=org_leto',
    owner_id: 1,
    created_at: '2026-01-10T10:00:00Z',
  },
};

async function openMyData(api: Record<string, Handler> = {}) {
  const view = renderWithApp(<ManagementPage />, {
    route: '/management',
    roles: ['organization'],
    me: { first_name: 'Анна', last_name: 'Иванова', phone: '+79991234567', email: 'anna@example.com' },
    api: {
      'GET /organizations/my/organization': my,
      'GET /users/me/master-code': { has_master_code: false, booking_link: null },
      ...api,
    },
  });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.click(await screen.findByText('Мои данные', {}, { timeout: 3000 }));
  return { ...view, user };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('management: my data', { timeout: 15000 }, () => {
  it('edits the owner data: first name needed, empty optional fields sent as null, success message', async () => {
    const { user, api } = await openMyData({
      'PUT /users/me': (call: ApiCall) => ({
        body: {
          ...(call.body as object),
          user_id: 1,
          telegram_id: 1001,
          phone_verified: false,
          user_type: 'organization',
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Редактировать' }));
    await user.clear(field('Имя'));
    expect(screen.getByText('Имя не может быть пустым')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();

    await user.type(field('Имя'), '  Анна  ');
    await user.clear(field('Email'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.callsTo('PUT /users/me')).toHaveLength(1));
    expect(api.callsTo('PUT /users/me')[0].body).toEqual({
      first_name: 'Анна',
      last_name: 'Иванова',
      phone: '+79991234567',
      email: null,
    });
    expect(await screen.findByText('Профиль обновлён!')).toBeInTheDocument();
  });

  it("shows 'Ошибка при обновлении личных данных' when saving fails without a detail", async () => {
    const { user } = await openMyData({ 'PUT /users/me': reply(500, {}) });
    await user.click(await screen.findByRole('button', { name: 'Редактировать' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('❌ Ошибка при обновлении личных данных')).toBeInTheDocument();
  });

  it("copies the owner's booking link", async () => {
    const { user } = await openMyData();
    await user.click(await screen.findByRole('button', { name: 'Скопировать ссылку' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('https://t.me/bot?start=org_leto'));
    expect(await screen.findByText('Скопировано!')).toBeInTheDocument();
  });
});
