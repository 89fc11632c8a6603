import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SupportThreadResponse } from '@api/support/support.contract';
import { renderWithApp } from '../../test/render';

const empty: SupportThreadResponse = { conversation_id: null, messages: [], priority: null, manager: null };

describe('the support thread page', () => {
  it('«Написать в поддержку» in the profile opens it; a message is sent and shows in the thread', async () => {
    let thread = empty;
    const app = renderWithApp(null, {
      route: '/profile',
      roles: ['client'],
      api: {
        'GET /support/conversation': () => ({ body: thread }),
        'POST /support/messages': (call) => {
          const text = (call.body as { text: string }).text;
          thread = {
            ...empty,
            conversation_id: 3,
            messages: [{ id: 1, author: 'user', text, created_at: '2026-12-01T06:00:00.000Z' }],
          };
          return { status: 201, body: thread };
        },
      },
    });
    await app.user.click(await screen.findByText('Написать в поддержку', {}, { timeout: 10_000 }));
    await waitFor(() => expect(app.currentPath()).toBe('/support'));
    expect(await screen.findByText('Сообщений пока нет.')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Отправить' });
    expect(send).toBeDisabled();
    await app.user.type(screen.getByPlaceholderText('Ваше сообщение'), '  Не приходят напоминания ');
    await app.user.click(send);
    const box = await screen.findByTestId('support-thread');
    expect(await within(box).findByText('Не приходят напоминания')).toBeInTheDocument();
    expect(app.api.callsTo('POST /support/messages')[0].body).toEqual({ text: 'Не приходят напоминания' });
  });

  it("shows support's replies, the priority of a paid plan and the personal manager", async () => {
    renderWithApp(null, {
      route: '/support',
      roles: ['organization'],
      api: {
        'GET /support/conversation': {
          conversation_id: 3,
          priority: 'enterprise',
          manager: { name: 'Мария', username: null, telegram_id: 42 },
          messages: [
            { id: 1, author: 'user', text: 'Вопрос', created_at: '2026-12-01T06:00:00.000Z' },
            { id: 2, author: 'support', text: 'Ответ', created_at: '2026-12-01T07:00:00.000Z' },
          ],
        },
      },
    });
    expect(await screen.findByText('Ответ')).toBeInTheDocument();
    expect(screen.getAllByTestId('support-message')).toHaveLength(2);
    expect(screen.getByTestId('support-priority')).toHaveTextContent('Enterprise');
    expect(screen.getByTestId('support-manager')).toHaveTextContent('Ваш персональный менеджер: Мария');
  });

  it('a message over 4000 characters cannot be sent', async () => {
    const app = renderWithApp(null, {
      route: '/support',
      roles: ['client'],
      api: { 'GET /support/conversation': empty },
    });
    const box = await screen.findByPlaceholderText('Ваше сообщение');
    await app.user.click(box);
    await app.user.paste('я'.repeat(4001));
    expect(screen.getByText('Не больше 4000 символов')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
  });
});
