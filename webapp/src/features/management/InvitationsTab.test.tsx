import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationResponse } from '@api/invitations/invitations.contract';
import type { MyOrganizationResponse } from '@api/organizations/organizations.contract';
import { confirm } from '../../lib/telegram';
import { setLanguage } from '../../lib/i18n';
import { reply, type ApiCall } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import ManagementPage from './ManagementPage';

// Telegram's showConfirm (or its browser fallback) answers as each test says.
vi.mock('../../lib/telegram', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/telegram')>()),
  confirm: vi.fn(),
}));
const PROMPT = 'Вы уверены, что хотите отменить это приглашение?';

const organization: MyOrganizationResponse = {
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

function invitation(
  id: number,
  status: InvitationResponse['status'],
  role: InvitationResponse['role'] = 'master',
): InvitationResponse {
  return {
    id,
    organization_id: 7,
    organization_name: 'Салон Лето',
    role,
    status,
    deep_link: `code${id}`,
    deep_link_code: `code${id}`,
    invitation_link: `https://t.me/bot?start=invite_code${id}`,
    invited_user_id: null,
    invited_user_name: null,
    created_at: '2026-03-05T10:00:00Z',
  };
}

const all = [
  invitation(1, 'pending'),
  invitation(2, 'confirmed', 'admin'),
  invitation(3, 'accepted'),
  invitation(4, 'rejected'),
];

async function openInvitations(api: Record<string, unknown>) {
  const view = renderWithApp(<ManagementPage />, {
    route: '/management',
    roles: ['organization'],
    api: { 'GET /organizations/my/organization': organization, ...api },
  });
  // antd-mobile dialogs animate in with pointer-events: none; clicks land once they are shown.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.click(await screen.findByText('Приглашения'));
  await screen.findByTestId('invitation-1');
  return { ...view, user };
}

describe('management: invitations', () => {
  it('labels every status in Russian, rejected as Отменено, and offers cancel only for pending and confirmed', async () => {
    await openInvitations({ 'GET /invitations/my': { invitations: all } });

    const row = (id: number) => within(screen.getByTestId(`invitation-${id}`));
    expect(row(1).getByText('Ожидает')).toBeInTheDocument();
    expect(row(2).getByText('Подтверждено')).toBeInTheDocument();
    expect(row(3).getByText('Принято')).toBeInTheDocument();
    expect(row(4).getByText('Отменено')).toBeInTheDocument();
    expect(row(4).queryByText('rejected')).not.toBeInTheDocument();

    expect(row(1).getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
    expect(row(2).getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
    expect(row(3).queryByRole('button', { name: 'Отменить' })).not.toBeInTheDocument();
    expect(row(4).queryByRole('button', { name: 'Отменить' })).not.toBeInTheDocument();
    expect(row(2).getByText('Администратор')).toBeInTheDocument();
  });

  it('cancels after the confirm prompt and reloads the list', async () => {
    let cancelled = false;
    const { user, api } = await openInvitations({
      'GET /invitations/my': () => ({
        body: { invitations: cancelled ? [invitation(1, 'rejected')] : [invitation(1, 'pending')] },
      }),
      'DELETE /invitations/1': () => {
        cancelled = true;
        return { status: 200, body: { message: 'ok' } };
      },
    });

    vi.mocked(confirm).mockResolvedValue(true);
    await user.click(within(screen.getByTestId('invitation-1')).getByRole('button', { name: 'Отменить' }));
    expect(confirm).toHaveBeenCalledWith(PROMPT);

    await waitFor(() => expect(api.callsTo('DELETE /invitations/1')).toHaveLength(1));
    expect(await within(screen.getByTestId('invitation-1')).findByText('Отменено')).toBeInTheDocument();
    expect(api.callsTo('GET /invitations/my').length).toBeGreaterThanOrEqual(2);
  });

  it('does nothing when the prompt is declined', async () => {
    const { user, api } = await openInvitations({ 'GET /invitations/my': { invitations: [invitation(1, 'pending')] } });

    vi.mocked(confirm).mockResolvedValue(false);
    await user.click(within(screen.getByTestId('invitation-1')).getByRole('button', { name: 'Отменить' }));

    await waitFor(() => expect(confirm).toHaveBeenCalledWith(PROMPT));
    expect(api.callsTo('DELETE /invitations/1')).toHaveLength(0);
    expect(within(screen.getByTestId('invitation-1')).getByText('Ожидает')).toBeInTheDocument();
  });

  it("shows 'Ошибка при отмене приглашения' when the server gives no detail, and the detail when it does", async () => {
    const { user, api } = await openInvitations({
      'GET /invitations/my': { invitations: [invitation(1, 'pending'), invitation(2, 'pending')] },
      'DELETE /invitations/1': reply(500, {}),
      'DELETE /invitations/2': reply(409, { detail: 'Приглашение уже принято' }),
    });

    vi.mocked(confirm).mockResolvedValue(true);
    await user.click(within(screen.getByTestId('invitation-1')).getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText('Ошибка при отмене приглашения')).toBeInTheDocument();

    await user.click(within(screen.getByTestId('invitation-2')).getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText('Приглашение уже принято')).toBeInTheDocument();
    expect(api.callsTo('DELETE /invitations/2')).toHaveLength(1);
  });

  it("shows 'Ошибка при создании приглашения' when creating fails without a detail", async () => {
    const { user } = await openInvitations({
      'GET /invitations/my': { invitations: all },
      'POST /invitations': reply(500, {}),
    });
    await user.click(screen.getByRole('button', { name: 'Пригласить мастера' }));
    expect(await screen.findByText('Ошибка при создании приглашения')).toBeInTheDocument();
  });

  it('copies the link of an open invitation', async () => {
    const { user } = await openInvitations({ 'GET /invitations/my': { invitations: all } });
    await user.click(within(screen.getByTestId('invitation-2')).getByRole('button', { name: 'Скопировать ссылку' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('https://t.me/bot?start=invite_code2'));
    expect(
      within(screen.getByTestId('invitation-3')).queryByRole('button', { name: 'Скопировать ссылку' }),
    ).not.toBeInTheDocument();
  });

  it('creates an admin invitation for the organization', async () => {
    const { user, api } = await openInvitations({
      'GET /invitations/my': { invitations: all },
      'POST /invitations': invitation(5, 'pending', 'admin'),
    });
    await user.click(screen.getByRole('button', { name: 'Пригласить администратора' }));
    await waitFor(() => expect(api.callsTo('POST /invitations')).toHaveLength(1));
    expect(api.callsTo('POST /invitations')[0].body).toEqual({ organization_id: 7, role: 'admin' });
  });
  it('shows the first page of invitations and loads more on demand (Show more in English)', async () => {
    const page = (offset: string | null) =>
      offset === '2'
        ? { invitations: [invitation(3, 'accepted')], has_more: false, next_offset: null }
        : { invitations: [invitation(1, 'pending'), invitation(2, 'confirmed')], has_more: true, next_offset: 2 };
    const { user, api } = await openInvitations({
      'GET /invitations/my': (call: ApiCall) => ({ body: page(call.query.get('offset')) }),
    });
    expect(screen.queryByTestId('invitation-3')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByTestId('invitation-3')).toBeInTheDocument();
    expect(screen.getByTestId('invitation-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /invitations/my').map((c) => c.query.get('offset'))).toEqual([null, '2']);
  });

  it('after a cancel on the second page, reloads both pages (the list keeps its length)', async () => {
    let cancelled = false;
    const page = (offset: string | null) =>
      offset === '2'
        ? { invitations: [invitation(3, cancelled ? 'rejected' : 'pending')], has_more: false, next_offset: null }
        : { invitations: [invitation(1, 'pending'), invitation(2, 'confirmed')], has_more: true, next_offset: 2 };
    const { user, api } = await openInvitations({
      'GET /invitations/my': (call: ApiCall) => ({ body: page(call.query.get('offset')) }),
      'DELETE /invitations/3': () => {
        cancelled = true;
        return { status: 200, body: { message: 'ok' } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    vi.mocked(confirm).mockResolvedValue(true);
    await user.click(within(await screen.findByTestId('invitation-3')).getByRole('button', { name: 'Отменить' }));
    expect(await within(screen.getByTestId('invitation-3')).findByText('Отменено')).toBeInTheDocument();
    expect(screen.getByTestId('invitation-1')).toBeInTheDocument();
    expect(api.callsTo('GET /invitations/my').map((c) => c.query.get('offset'))).toEqual([null, '2', null, '2']);
  });

  it('says Show more in English', async () => {
    await setLanguage('en');
    try {
      renderWithApp(<ManagementPage />, {
        route: '/management',
        roles: ['organization'],
        api: {
          'GET /organizations/my/organization': organization,
          'GET /invitations/my': { invitations: [invitation(1, 'pending')], has_more: true, next_offset: 1 },
        },
      });
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      await user.click(await screen.findByText('Invitations'));
      expect(await screen.findByRole('button', { name: 'Show more' })).toBeInTheDocument();
    } finally {
      await setLanguage('ru');
    }
  });
});
