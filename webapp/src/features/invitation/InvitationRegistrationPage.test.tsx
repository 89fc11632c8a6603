import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationByIdResponse } from '@api/invitations/invitations.contract';
import { reply, type ApiCall, type Handler } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import InvitationRegistrationPage from './InvitationRegistrationPage';

// what the server shows someone holding the code: no code, link or invitee
const invitation: InvitationByIdResponse = {
  id: 12,
  organization_id: 7,
  organization_name: 'Салон Лето',
  role: 'master',
  status: 'pending',
};

const CODE = 'k7mq2xw9pabc';
const LINK = `/register-organization-master?invitation_id=12&code=${CODE}`;

function open(route: string, api: Record<string, Handler> = {}, tgUser?: null) {
  const view = renderWithApp(<InvitationRegistrationPage />, {
    route,
    path: '/register-organization-master',
    tgUser,
    api: {
      // the server refuses the id without its code exactly like an unknown id
      'GET /invitations/by-id/12': (call: ApiCall) =>
        call.query.get('code') === CODE
          ? { body: invitation }
          : { status: 404, body: { detail: 'Неверная ссылка приглашения' } },
      ...api,
    },
  });
  return { ...view, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('invitation registration page', { timeout: 15000 }, () => {
  it("says 'Отсутствует ID приглашения' without an id, and Back goes to /register", async () => {
    const { user, api, currentPath } = open('/register-organization-master');
    expect(await screen.findByText('Отсутствует ID приглашения', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/invitations'))).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Присоединиться' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(currentPath()).toBe('/register');
  });

  it("says 'Неверная ссылка приглашения' for an id that is not a number", async () => {
    open('/register-organization-master?invitation_id=abc');
    expect(await screen.findByText('Неверная ссылка приглашения', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("says 'Неверная ссылка приглашения' for an id without its code, and asks the server nothing", async () => {
    for (const route of [
      '/register-organization-master?invitation_id=12',
      '/register-organization-master?invitation_id=12&code=',
    ]) {
      const { api, unmount } = open(route);
      expect(await screen.findByText('Неверная ссылка приглашения', {}, { timeout: 3000 })).toBeInTheDocument();
      expect(screen.queryByText('Салон Лето')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Присоединиться' })).not.toBeInTheDocument();
      expect(
        api.calls.filter((c) => c.path.startsWith('/invitations') || c.path.startsWith('/registration/register')),
      ).toHaveLength(0);
      unmount();
    }
  });

  it("shows the server's 'Неверная ссылка приглашения' for a code that does not fit", async () => {
    const { api } = open('/register-organization-master?invitation_id=12&code=wrongcode123');
    expect(await screen.findByText('Неверная ссылка приглашения', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Салон Лето')).not.toBeInTheDocument();
    expect(api.callsTo('GET /invitations/by-id/12')[0].query.get('code')).toBe('wrongcode123');
  });

  it("says 'Ошибка загрузки приглашения' when the invitation cannot be loaded", async () => {
    open(`/register-organization-master?invitation_id=13&code=${CODE}`, {
      'GET /invitations/by-id/13': reply(500, {}),
    });
    expect(await screen.findByText('Ошибка загрузки приглашения', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows the organization name and prefills the name from Telegram', async () => {
    open(LINK);
    expect(await screen.findByText('Салон Лето', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(field('Имя')).toHaveValue('Анна');
    expect(field('Фамилия')).toHaveValue('Иванова');
  });

  it('checks first name, phone and email with the messages of the spec', async () => {
    const { user, api } = open(LINK);
    await screen.findByText('Салон Лето', {}, { timeout: 3000 });
    await user.clear(field('Имя'));
    await user.type(field('Имя'), 'А');
    await user.type(field('Телефон'), '12345');
    await user.type(field('Email'), 'anna@mail');
    await user.click(screen.getByRole('button', { name: 'Присоединиться' }));
    expect(screen.getByText('Имя должно содержать минимум 2 символа')).toBeInTheDocument();
    expect(screen.getByText('Неверный формат номера телефона')).toBeInTheDocument();
    expect(screen.getByText('Неверный формат email')).toBeInTheDocument();
    expect(api.callsTo('POST /registration/register-organization-master')).toHaveLength(0);
  });

  it('joins, rechecks the registration and goes to /', async () => {
    let registered = false;
    const { user, api, currentPath } = open(LINK, {
      'GET /registration/check': () => ({
        body: registered ? { exists: true, user_type: 'client' } : { exists: false },
      }),
      'POST /registration/register-organization-master': () => {
        registered = true;
        return { status: 201, body: { message: 'ok', booking_link: 'https://t.me/bot?start=org_master_x' } };
      },
    });
    await screen.findByText('Салон Лето', {}, { timeout: 3000 });
    await user.type(field('Телефон'), '+7 999 123-45-67');
    await user.click(screen.getByRole('button', { name: 'Присоединиться' }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(api.callsTo('GET /invitations/by-id/12')[0].query.get('code')).toBe(CODE);
    expect(api.callsTo('POST /registration/register-organization-master')[0].body).toEqual({
      invitation_id: 12,
      invitation_code: CODE,
      first_name: 'Анна',
      last_name: 'Иванова',
      phone: '+7 999 123-45-67',
      email: null,
    });
    expect(api.callsTo('GET /registration/check').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's detail when joining fails", async () => {
    const { user } = open(LINK, {
      'POST /registration/register-organization-master': reply(409, { detail: 'Пользователь уже зарегистрирован' }),
    });
    await screen.findByText('Салон Лето', {}, { timeout: 3000 });
    await user.type(field('Телефон'), '+79991234567');
    await user.click(screen.getByRole('button', { name: 'Присоединиться' }));
    expect(await screen.findByText('Пользователь уже зарегистрирован')).toBeInTheDocument();
  });

  it("without Telegram user data says 'Ошибка: нет данных Telegram пользователя'", async () => {
    const { user, api } = open(LINK, {}, null);
    await screen.findByText('Салон Лето', {}, { timeout: 3000 });
    await user.type(field('Имя'), 'Анна');
    await user.type(field('Телефон'), '+79991234567');
    await user.click(screen.getByRole('button', { name: 'Присоединиться' }));
    expect(await screen.findByText('Ошибка: нет данных Telegram пользователя')).toBeInTheDocument();
    expect(api.callsTo('POST /registration/register-organization-master')).toHaveLength(0);
  });
});
