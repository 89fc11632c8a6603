import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { InvitationActionResponse, InvitationByIdResponse } from '@api/invitations/invitations.contract';
import i18n from '../../lib/i18n';
import { reply, type ApiCall, type Handler } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';

const invitation: InvitationByIdResponse = {
  id: 12,
  organization_id: 7,
  organization_name: 'Салон Лето',
  role: 'admin',
  status: 'pending',
};

const CODE = 'k7mq2xw9pabc';
const LINK = `/register-organization-master?invitation_id=12&code=${CODE}`;

const accepted: InvitationActionResponse = {
  message: 'Приглашение принято, ожидайте подтверждения владельца',
  invitation: {
    ...invitation,
    status: 'confirmed',
    deep_link: 'x',
    deep_link_code: CODE,
    invitation_link: `https://t.me/bot?start=invite_${CODE}`,
    invited_user_id: 1,
    invited_user_name: 'Анна Иванова',
    created_at: '2026-11-20T10:00:00Z',
  },
};

/** The whole app, as a registered client opening the bot's invitation button. */
function open(api: Record<string, Handler> = {}, route = LINK) {
  return renderWithApp(null, {
    route,
    roles: ['client'],
    api: {
      'GET /invitations/by-id/12': (call: ApiCall) =>
        call.query.get('code') === CODE
          ? { body: invitation }
          : { status: 404, body: { detail: 'Неверная ссылка приглашения' } },
      ...api,
    },
  });
}

const acceptButton = () => screen.findByRole('button', { name: 'Принять приглашение' });

describe('invitation page for a registered user', () => {
  it('stays on the page and shows the organization and the role instead of the registration form', async () => {
    const app = open();
    expect(await screen.findByText('Салон Лето')).toBeInTheDocument();
    expect(screen.getByText('Роль: Администратор')).toBeInTheDocument();
    expect(await acceptButton()).toBeEnabled();
    expect(screen.queryByRole('textbox', { name: 'Телефон' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Присоединиться' })).not.toBeInTheDocument();
    expect(app.currentPath()).toBe(LINK);
    expect(app.api.callsTo('GET /invitations/by-id/12')[0].query.get('code')).toBe(CODE);
  });

  it('accepts with the id and the code, says the owner must confirm, then goes to /profile', async () => {
    const app = open({ 'POST /invitations/accept': accepted });
    await app.user.click(await acceptButton());

    expect(await screen.findByText('Приглашение принято. Ожидайте подтверждения владельца.')).toBeInTheDocument();
    expect(app.api.callsTo('POST /invitations/accept').map((c) => c.body)).toEqual([
      { invitation_id: 12, invitation_code: CODE },
    ]);
    expect(screen.queryByRole('button', { name: 'Принять приглашение' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'В профиль' }));
    await waitFor(() => expect(app.currentPath()).toBe('/profile'));
  });

  it("shows the server's detail when accepting fails, and the button stays for another try", async () => {
    const app = open({
      'POST /invitations/accept': reply(422, { detail: 'Владелец не может принять собственное приглашение' }),
    });
    await app.user.click(await acceptButton());
    expect(await screen.findByText('Владелец не может принять собственное приглашение')).toBeInTheDocument();
    expect(screen.queryByText('Приглашение принято. Ожидайте подтверждения владельца.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Принять приглашение' })).toBeEnabled();
  });

  it("says 'Ошибка при принятии приглашения' when the server gives no detail", async () => {
    const app = open({ 'POST /invitations/accept': reply(500, {}) });
    await app.user.click(await acceptButton());
    expect(await screen.findByText('Ошибка при принятии приглашения')).toBeInTheDocument();
  });

  it("shows the server's detail for a code that does not fit, with no accept button", async () => {
    const app = open({}, '/register-organization-master?invitation_id=12&code=wrongcode123');
    expect(await screen.findByText('Неверная ссылка приглашения')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Принять приглашение' })).not.toBeInTheDocument();
    expect(app.api.callsTo('POST /invitations/accept')).toHaveLength(0);
  });

  it('speaks English when en is chosen', async () => {
    await i18n.changeLanguage('en');
    try {
      const app = open({ 'POST /invitations/accept': accepted });
      await app.user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
      expect(await screen.findByText("Invitation accepted. Wait for the owner's confirmation.")).toBeInTheDocument();
      expect(screen.getByText('Role: Administrator')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('ru');
    }
  });
});
