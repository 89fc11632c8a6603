import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSupportConversation, AdminSupportThreadResponse } from '@api/support/support.contract';
import { renderWithApp } from '../../test/render';
import { SupportInbox } from './SupportInbox';

const row = (over: Partial<AdminSupportConversation>): AdminSupportConversation => ({
  id: 1,
  user: { id: 10, telegram_id: 555, name: 'Ольга', username: null },
  business: { kind: 'organization', id: 7, name: 'Сеть Эталон' },
  priority: null,
  awaiting_reply: true,
  last_message_at: '2026-12-01T06:00:00.000Z',
  last_text: 'Вопрос',
  manager: null,
  ...over,
});

describe('the support inbox in /admin', () => {
  it('lists conversations in the server order with the plan tags; a tap opens one', async () => {
    const app = renderWithApp(<SupportInbox />, {
      roles: ['client', 'admin'],
      api: {
        'GET /admin/support/conversations': {
          conversations: [
            row({ id: 1, priority: 'enterprise', user: { id: 1, telegram_id: 1, name: 'Ольга', username: null } }),
            row({ id: 2, priority: 'pro', user: { id: 2, telegram_id: 2, name: 'Пётр', username: 'petr' } }),
            row({
              id: 3,
              awaiting_reply: false,
              business: null,
              user: { id: 3, telegram_id: 3, name: 'Анна', username: null },
            }),
          ],
          has_more: false,
          next_offset: null,
        },
      },
    });
    const rows = await screen.findAllByTestId('support-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Enterprise Ольга/),
      expect.stringMatching(/^Pro Пётр \(@petr\)/),
      expect.stringMatching(/^ ?Анна/),
    ]);
    expect(within(rows[0]).getByText('Ждёт ответа')).toBeInTheDocument();
    expect(within(rows[2]).queryByText('Ждёт ответа')).toBeNull();
    await app.user.click(rows[1]);
    await waitFor(() => expect(app.currentPath()).toBe('/admin/support/2'));
  });
});

describe('a support conversation in /admin', () => {
  it('sends a reply and names the personal manager', async () => {
    let thread: AdminSupportThreadResponse = {
      conversation: row({ id: 5, priority: 'enterprise' }),
      messages: [{ id: 1, author: 'user', text: 'Вопрос', created_at: '2026-12-01T06:00:00.000Z' }],
    };
    const app = renderWithApp(null, {
      route: '/admin/support/5',
      roles: ['client', 'admin'],
      api: {
        'GET /admin/support/conversations': { conversations: [], has_more: false, next_offset: null },
        'GET /admin/support/conversations/5': () => ({ body: thread }),
        'POST /admin/support/conversations/5/reply': (call) => {
          const text = (call.body as { text: string }).text;
          thread = {
            conversation: { ...thread.conversation, awaiting_reply: false },
            messages: [...thread.messages, { id: 2, author: 'support', text, created_at: '2026-12-01T07:00:00.000Z' }],
          };
          return { body: thread };
        },
        'PUT /admin/support/managers/organization/7': (call) => {
          const id = (call.body as { telegram_id: number }).telegram_id;
          const manager = { name: 'Мария', username: 'maria', telegram_id: id };
          thread = { ...thread, conversation: { ...thread.conversation, manager } };
          return { body: { business: thread.conversation.business, manager } };
        },
      },
    });
    expect(await screen.findByText('Вопрос')).toBeInTheDocument();
    await app.user.type(screen.getByPlaceholderText('Ваше сообщение'), 'Ответ поддержки');
    await app.user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Ответ поддержки')).toBeInTheDocument();
    expect(app.api.callsTo('POST /admin/support/conversations/5/reply')[0].body).toEqual({ text: 'Ответ поддержки' });

    const form = screen.getByTestId('support-manager-form');
    expect(within(form).getByText('не назначен')).toBeInTheDocument();
    await app.user.type(within(form).getByPlaceholderText('Telegram ID'), '4242');
    await app.user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Мария (@maria)')).toBeInTheDocument();
    expect(app.api.callsTo('PUT /admin/support/managers/organization/7')[0].body).toEqual({ telegram_id: 4242 });
  });
});
