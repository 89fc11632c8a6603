import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyOrganizationResponse, OrganizationResponse } from '@api/organizations/organizations.contract';
import { reply, type ApiCall } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import ManagementPage from './ManagementPage';

const organization: OrganizationResponse = {
  id: 7,
  name: 'Салон Лето',
  description: 'Стрижки и укладки',
  phone: '+79991234567',
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
};
const my: MyOrganizationResponse = { exists: true, role: 'owner', organization };

function availability(taken: string[]) {
  return (call: ApiCall) => ({ body: { available: !taken.includes(call.query.get('deep_link') ?? '') } });
}

async function startEditing(api: Record<string, unknown> = {}) {
  const view = renderWithApp(<ManagementPage />, {
    route: '/management',
    roles: ['organization'],
    api: {
      'GET /organizations/my/organization': my,
      'GET /registration/check-deep-link-availability': availability(['taken-link']),
      ...api,
    },
  });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.click(await screen.findByRole('button', { name: 'Редактировать' }, { timeout: 3000 }));
  return { ...view, user };
}

/** antd-mobile puts aria-label on the wrapper too: look for the text box itself. */
const field = (name: string) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });

describe('management: organization information', { timeout: 15000 }, () => {
  it('asks for a ticked confirmation before saving a changed deep link', async () => {
    const { user, api } = await startEditing({
      'PUT /organizations/7': (call: ApiCall) => ({
        body: { ...organization, deep_link: (call.body as { deep_link: string }).deep_link },
      }),
    });
    const link = field('Deep link');
    await user.clear(link);
    await user.type(link, 'Leto-New');
    expect(link).toHaveValue('leto-new');
    expect(await screen.findByText('Ссылка доступна', {}, { timeout: 3000 })).toBeInTheDocument();

    await user.click(saveButton());
    const confirmButton = await screen.findByRole('button', { name: 'Изменить и сохранить' });
    expect(confirmButton).toBeDisabled();
    expect(api.callsTo('PUT /organizations/7')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox'));
    expect(confirmButton).toBeEnabled();
    await user.click(confirmButton);

    await waitFor(() => expect(api.callsTo('PUT /organizations/7')).toHaveLength(1));
    expect(api.callsTo('PUT /organizations/7')[0].body).toEqual({
      name: 'Салон Лето',
      description: 'Стрижки и укладки',
      phone: '+79991234567',
      email: null,
      address: null,
      category: null,
      deep_link: 'leto-new',
    });
    expect(await screen.findByText('Организация успешно обновлена!')).toBeInTheDocument();
  });

  it('does not save when the confirmation is cancelled', async () => {
    const { user, api } = await startEditing();
    const link = field('Deep link');
    await user.clear(link);
    await user.type(link, 'leto-two');
    await screen.findByText('Ссылка доступна', {}, { timeout: 3000 });
    await user.click(saveButton());
    await user.click(await screen.findByRole('checkbox'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Изменить и сохранить' })).not.toBeInTheDocument());
    expect(api.callsTo('PUT /organizations/7')).toHaveLength(0);
  });

  it('saves at once when the link is unchanged, sending empty optional fields as null', async () => {
    const { user, api } = await startEditing({ 'PUT /organizations/7': organization });
    // antd-mobile's TextArea takes no aria-label: the form's only text area is the description.
    await user.clear(document.querySelector('textarea') as HTMLTextAreaElement);
    await user.click(saveButton());
    await waitFor(() => expect(api.callsTo('PUT /organizations/7')).toHaveLength(1));
    expect(api.callsTo('PUT /organizations/7')[0].body).toMatchObject({ description: null, deep_link: 'leto' });
    expect(screen.queryByRole('button', { name: 'Изменить и сохранить' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /registration/check-deep-link-availability')).toHaveLength(0);
  });

  it('blocks saving while the name is empty, the link is taken or the phone or email is invalid', async () => {
    const { user } = await startEditing();

    const name = field('Название');
    await user.clear(name);
    expect(screen.getByText('Название организации обязательно')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.type(name, 'Салон Зима');
    expect(saveButton()).toBeEnabled();

    const phone = field('Телефон');
    await user.clear(phone);
    await user.type(phone, '12345');
    expect(screen.getByText('Неверный формат номера телефона')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.clear(phone);
    expect(saveButton()).toBeEnabled();

    const email = field('Email');
    await user.type(email, 'mail@host');
    expect(screen.getByText('Неверный формат email')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.type(email, '.ru');
    expect(saveButton()).toBeEnabled();

    const link = field('Deep link');
    await user.clear(link);
    await user.type(link, 'taken-link');
    expect(await screen.findByText('Deep link недоступен или некорректный', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it("shows the server's detail, or 'Ошибка при обновлении организации', when saving fails", async () => {
    const { user, api } = await startEditing({ 'PUT /organizations/7': reply(500, {}) });
    await user.click(saveButton());
    expect(await screen.findByText('Ошибка при обновлении организации')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    api.set({ 'PUT /organizations/7': reply(409, { detail: 'Запись уже существует' }) });
    await user.click(saveButton());
    expect(await screen.findByText('Запись уже существует')).toBeInTheDocument();
  });

  it('offers the create form with a warning when the owner has no organization', async () => {
    const created = { ...organization, id: 9, name: 'Новый салон', deep_link: 'novyi' };
    let exists = false;
    const view = renderWithApp(<ManagementPage />, {
      route: '/management',
      roles: ['organization'],
      api: {
        'GET /organizations/my/organization': () => ({
          body: exists ? { exists: true, organization: created } : { exists: false, organization: null },
        }),
        'GET /registration/check-deep-link-availability': availability([]),
        'POST /organizations': () => {
          exists = true;
          return { status: 201, body: created };
        },
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    expect(await screen.findByText('У вас ещё нет организации', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.type(field('Название'), 'Новый салон');
    await user.click(screen.getByRole('button', { name: 'Создать организацию' }));
    await waitFor(() => expect(view.api.callsTo('POST /organizations')).toHaveLength(1));
    expect(view.api.callsTo('POST /organizations')[0].body).toEqual({
      name: 'Новый салон',
      description: null,
      phone: null,
      email: null,
      address: null,
      category: null,
      deep_link: null,
    });
    expect(await screen.findByText('Информация')).toBeInTheDocument();
  });
});
