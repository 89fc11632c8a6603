import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ClientCardResponse, ClientRow } from '@api/clients/clients.contract';
import type { ApiCall } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import ClientsPage from './ClientsPage';

const row = (over: Partial<ClientRow>): ClientRow => ({
  key: 'k1',
  client_id: 1,
  name: 'Анна Смирнова',
  phone: '+79160000001',
  visits: 3,
  no_shows: 0,
  cancelled: 0,
  total_spent: 4500,
  first_visit: '2026-09-01T12:00:00+03:00',
  last_visit: '2026-11-20T12:00:00+03:00',
  next_booking: null,
  note: null,
  tags: [],
  ...over,
});

const anna = row({ key: 'a', tags: ['VIP'] });
const boris = row({ key: 'b', client_id: 2, name: 'Борис Орлов', phone: '+79160000002', visits: 1, no_shows: 1 });
const vera = row({ key: 'v', client_id: null, name: 'Вера Гостева', phone: '+79031112233', visits: 1 });

function list(call: ApiCall) {
  const segment = call.query.get('segment');
  if (call.query.get('q')) return { body: { items: [vera], next_cursor: null } };
  if (segment === 'no_show') return { body: { items: [boris], next_cursor: null } };
  if (call.query.get('cursor') === 'p2') return { body: { items: [vera], next_cursor: null } };
  return { body: { items: [anna, boris], next_cursor: 'p2' } };
}

const card: ClientCardResponse = {
  ...anna,
  note: 'Любит кофе',
  history: [
    {
      appointment_id: 11,
      starts_at: '2026-11-20T12:00:00+03:00',
      status: 'completed',
      price: 2000,
      service: { id: 3, name: 'Стрижка' },
      master: { id: 5, first_name: 'Мария', last_name: 'Петрова' },
    },
  ],
};

describe('client base', { timeout: 20000 }, () => {
  it('lists, pages, filters by segment and searches', async () => {
    const { api, user } = renderWithApp(<ClientsPage />, {
      route: '/clients',
      roles: ['organization'],
      api: { 'GET /clients': list },
    });
    expect(await screen.findByText('Анна Смирнова', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Борис Орлов')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Вера Гостева')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();

    await user.click(screen.getByText('Неявки'));
    await waitFor(() => expect(screen.queryByText('Анна Смирнова')).not.toBeInTheDocument());
    expect(screen.getByText('Борис Орлов')).toBeInTheDocument();
    expect(api.callsTo('GET /clients').at(-1)!.query.get('segment')).toBe('no_show');

    await user.type(screen.getByPlaceholderText('Имя или телефон'), '903{Enter}');
    expect(await screen.findByText('Вера Гостева')).toBeInTheDocument();
    expect(api.callsTo('GET /clients').at(-1)!.query.get('q')).toBe('903');
  });

  it('opens a card with history, saves the note and tags, and books the client', async () => {
    const { api, user, currentPath } = renderWithApp(<ClientsPage />, {
      route: '/clients',
      roles: ['organization'],
      api: {
        'GET /clients': list,
        'GET /clients/a': card,
        'PUT /clients/a/note': (c) => ({ body: { ...anna, ...(c.body as object) } }),
      },
    });
    await user.click(await screen.findByText('Анна Смирнова', {}, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Карточка клиента' });
    expect(await within(dialog).findByText(/Стрижка · Мария Петрова/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('client-figures')).toHaveTextContent('Визитов: 3');
    const note = within(dialog).getByPlaceholderText('Заметка');
    expect(note).toHaveValue('Любит кофе');
    await user.clear(note);
    await user.type(note, 'Только по утрам');
    const tags = within(dialog).getByPlaceholderText('Теги через запятую');
    await user.clear(tags);
    await user.type(tags, 'VIP, утро ,');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.callsTo('PUT /clients/a/note')).toHaveLength(1));
    expect(api.callsTo('PUT /clients/a/note')[0].body).toEqual({ note: 'Только по утрам', tags: ['VIP', 'утро'] });

    await user.click(within(dialog).getByRole('button', { name: 'Записать' }));
    await waitFor(() =>
      expect(currentPath()).toBe(
        `/records?book_name=${encodeURIComponent('Анна Смирнова').replace(/%20/g, '+')}&book_phone=%2B79160000001`,
      ),
    );
  });

  it('on Basic says the client base is a Pro feature and leads to the plans', async () => {
    renderWithApp(<ClientsPage />, {
      route: '/clients',
      roles: ['organization'],
      api: {
        'GET /clients': () => ({ status: 403, body: { detail: 'Доступно на тарифе Pro', code: 'plan_required' } }),
      },
    });
    expect(await screen.findByTestId('plan-required', {}, { timeout: 3000 })).toHaveTextContent(
      'Доступно на тарифе Pro',
    );
    expect(await screen.findByTestId('plan-required-sheet')).toBeInTheDocument();
    expect(screen.queryByText('Анна Смирнова')).not.toBeInTheDocument();
  });
});
