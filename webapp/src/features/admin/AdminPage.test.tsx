import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminStatsResponse, AdminUserDetails, AdminUserRow } from '@api/admin/admin.contract';
import { confirm } from '../../lib/telegram';
import { reply, type ApiCall, type Handler } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import AdminPage from './AdminPage';

vi.mock('../../lib/telegram', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/telegram')>()),
  confirm: vi.fn(),
}));

const stats: AdminStatsResponse = {
  total_users: 42,
  new_today: 3,
  owners: 5,
  masters: 11,
  clients: 26,
  appointments_today: 8,
  notifications: { pending: 1, sent: 120, failed: 2, undeliverable: 4 },
};

function row(id: number, first: string, extra: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id,
    telegram_id: 5000 + id,
    first_name: first,
    last_name: null,
    phone: null,
    email: null,
    user_type: 'client',
    is_blocked: false,
    created_at: '2026-02-01T10:00:00Z',
    appointments_count: 0,
    organization_name: null,
    ...extra,
  };
}

function details(u: AdminUserRow): AdminUserDetails {
  return {
    ...u,
    organization: null,
    master_deep_link: null,
    master_category: null,
    master_specialization: null,
    master_address: null,
    total_appointments: 4,
    completed_appointments: 3,
    cancelled_appointments: 1,
    total_spent: 4500,
    total_earned: 0,
    personal_appointments_count: 0,
    personal_services_count: 0,
    org_appointments_count: 0,
    org_services_count: 0,
  };
}

/** The paged table's calls (limit 20), not the owner/master/client lists (limit 100). */
const tableCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/admin/users' && c.query.get('limit') === '20');

function usersHandler(call: ApiCall) {
  if (call.query.get('limit') === '100') {
    const type = call.query.get('user_type');
    return { body: { users: [row(900, `Список ${type}`)], total: 1, page: 1, total_pages: 1 } };
  }
  const page = Number(call.query.get('page'));
  return { body: { users: [row(page * 10, `Пользователь стр. ${page}`)], total: 45, page, total_pages: 3 } };
}

async function open(api: Record<string, Handler> = {}) {
  const view = renderWithApp(<AdminPage />, {
    route: '/admin',
    roles: ['client', 'admin'],
    api: {
      'GET /admin/stats': stats,
      'GET /admin/users': usersHandler,
      'GET /admin/appointments/today': { appointments: [] },
      ...api,
    },
  });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByText('Пользователь стр. 1', {}, { timeout: 3000 });
  return { ...view, user };
}

describe('admin panel', { timeout: 15000 }, () => {
  it('shows the stat cards including the bot notification counts', async () => {
    await open();
    expect(await screen.findByTestId('admin-stat-total_users')).toHaveTextContent('42');
    expect(screen.getByTestId('admin-stat-appointments_today')).toHaveTextContent('8');
    expect(screen.getByTestId('admin-stat-notifications-failed')).toHaveTextContent('2');
    expect(screen.getByTestId('admin-stat-notifications-undeliverable')).toHaveTextContent('4');
  });

  it("shows 'Ошибка загрузки статистики' and 'Ошибка загрузки пользователей' when those loads fail", async () => {
    renderWithApp(<AdminPage />, {
      route: '/admin',
      roles: ['client', 'admin'],
      api: {
        'GET /admin/stats': reply(500, {}),
        'GET /admin/users': reply(500, {}),
        'GET /admin/appointments/today': { appointments: [] },
      },
    });
    expect(await screen.findByText('Ошибка загрузки статистики', {}, { timeout: 3000 })).toBeInTheDocument();
    // The table and the owners list both say so.
    expect((await screen.findAllByText('Ошибка загрузки пользователей')).length).toBeGreaterThanOrEqual(1);
  });

  it('pages through users 20 at a time', async () => {
    const { user, api } = await open();
    expect(tableCalls(api.calls)[0].query.get('page')).toBe('1');
    expect(screen.getByText('Страница 1 из 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(await screen.findByText('Пользователь стр. 2')).toBeInTheDocument();
    expect(tableCalls(api.calls).at(-1)?.query.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(await screen.findByText('Страница 3 из 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Вперёд' })).toBeDisabled();
  });

  it('filters by user type, blocked state and search text, starting again at page 1', async () => {
    const { user, api } = await open();
    await user.click(screen.getByRole('button', { name: 'Вперёд' }));
    await screen.findByText('Страница 2 из 3');

    await user.click(screen.getByText('Мастер', { selector: '.adm-selector-item *, .adm-selector-item' }));
    await waitFor(() => expect(tableCalls(api.calls).at(-1)?.query.get('user_type')).toBe('master'));
    expect(tableCalls(api.calls).at(-1)?.query.get('page')).toBe('1');

    await user.click(screen.getByText('Заблокированные'));
    await waitFor(() => expect(tableCalls(api.calls).at(-1)?.query.get('is_blocked')).toBe('true'));
    expect(tableCalls(api.calls).at(-1)?.query.get('user_type')).toBe('master');

    await user.type(screen.getByRole('searchbox'), 'Иван');
    await waitFor(() => expect(tableCalls(api.calls).at(-1)?.query.get('search')).toBe('Иван'));
    expect(tableCalls(api.calls).at(-1)?.query.get('is_blocked')).toBe('true');
  });

  it('blocks a user only after the confirmation and unblocks without one', async () => {
    let blocked = false;
    const target = () => row(10, 'Пользователь стр. 1', { is_blocked: blocked });
    const { user, api } = await open({
      'GET /admin/users/10': () => ({ body: details(target()) }),
      'POST /admin/users/10/block': () => {
        blocked = true;
        return { body: { message: 'Пользователь заблокирован', is_blocked: true } };
      },
      'POST /admin/users/10/unblock': () => {
        blocked = false;
        return { body: { message: 'Пользователь разблокирован', is_blocked: false } };
      },
    });

    await user.click(screen.getByText('Пользователь стр. 1'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('4 500 ₽')).toBeInTheDocument();

    vi.mocked(confirm).mockResolvedValue(false);
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    expect(confirm).toHaveBeenCalledWith('Заблокировать пользователя Пользователь стр. 1?');
    expect(api.callsTo('POST /admin/users/10/block')).toHaveLength(0);

    vi.mocked(confirm).mockResolvedValue(true);
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() => expect(api.callsTo('POST /admin/users/10/block')).toHaveLength(1));
    const unblock = await within(dialog).findByRole('button', { name: 'Разблокировать' });

    vi.mocked(confirm).mockClear();
    await user.click(unblock);
    await waitFor(() => expect(api.callsTo('POST /admin/users/10/unblock')).toHaveLength(1));
    expect(confirm).not.toHaveBeenCalled();
  });

  it("shows 'Ошибка загрузки деталей пользователя' when the details fail, and the detail of a failed block", async () => {
    const { user } = await open({
      'GET /admin/users/10': reply(500, {}),
      'GET /admin/users/20': () => ({ body: details(row(20, 'Пользователь стр. 2')) }),
      'POST /admin/users/20/block': reply(400, { detail: 'Нельзя заблокировать самого себя' }),
    });
    await user.click(screen.getByText('Пользователь стр. 1'));
    expect(await screen.findByText('Ошибка загрузки деталей пользователя')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Закрыть' }));

    await user.click(screen.getByRole('button', { name: 'Вперёд' }));
    await user.click(await screen.findByText('Пользователь стр. 2'));
    vi.mocked(confirm).mockResolvedValue(true);
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Заблокировать' }));
    expect(await screen.findByText('Нельзя заблокировать самого себя')).toBeInTheDocument();
  });

  it("lists owners, masters and clients up to 100 each, and today's appointments with their status", async () => {
    const { user, api } = await open({
      'GET /admin/appointments/today': {
        appointments: [
          {
            id: 1,
            appointment_date: '2026-03-05T10:00:00',
            client_name: 'Ольга',
            client_phone: null,
            master_name: 'Мария',
            status: 'confirmed',
            price: 2000,
          },
          {
            id: 2,
            appointment_date: '2026-03-05T12:00:00',
            client_name: 'Пётр',
            client_phone: null,
            master_name: 'Мария',
            status: 'cancelled',
            price: null,
          },
        ],
      },
    });
    expect(await screen.findByText('Список organization')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Клиенты' }));
    expect(await screen.findByText('Список client')).toBeInTheDocument();
    const lists = api.calls.filter((c) => c.path === '/admin/users' && c.query.get('limit') === '100');
    expect(lists.map((c) => c.query.get('user_type'))).toEqual(expect.arrayContaining(['organization', 'client']));

    expect(screen.getByText('05.03.2026 10:00')).toBeInTheDocument();
    expect(screen.getByText('Запланирована')).toBeInTheDocument();
    expect(screen.getByText('Отменена')).toBeInTheDocument();
    expect(screen.getByText('2 000 ₽')).toBeInTheDocument();
  });
});
