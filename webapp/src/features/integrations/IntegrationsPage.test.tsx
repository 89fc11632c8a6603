import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiKeyResponse } from '@api/api-keys/api-keys.contract';
import type { WebhookResponse } from '@api/webhooks/webhooks.contract';
import { renderWithApp } from '../../test/render';
import { rememberRole } from '../../test/remembered-role';

const KEY = 'bk_0123456789abcdefghijklmnopqrstuv';
const SECRET = 'whsec_c2VjcmV0LXNpZ25pbmcta2V5LTI0Ynl0ZXM=';

describe('«API и вебхуки»', { timeout: 20000 }, () => {
  it('the profile of an owner leads there; a new key is shown once with copy, then only its prefix is listed', async () => {
    rememberRole('organization');
    let keys: ApiKeyResponse[] = [];
    const app = renderWithApp(null, {
      route: '/profile',
      roles: ['organization'],
      api: {
        'GET /api-keys': () => ({ body: { items: keys } }),
        'GET /webhooks': { items: [] },
        'POST /api-keys': (call) => {
          const { name, scopes } = call.body as { name: string; scopes: ApiKeyResponse['scopes'] };
          const made = {
            id: 7,
            name,
            prefix: KEY.slice(0, 11),
            scopes,
            last_used_at: null,
            created_at: '2026-12-01T06:00:00.000Z',
          };
          keys = [made];
          return { status: 201, body: { ...made, key: KEY } };
        },
      },
    });
    await app.user.click(await screen.findByText('API и вебхуки'));
    await waitFor(() => expect(app.currentPath()).toBe('/integrations'));
    expect(await screen.findByText('Ключей пока нет')).toBeInTheDocument();

    await app.user.type(screen.getByPlaceholderText('Например, CRM'), 'CRM');
    await app.user.click(screen.getByText('Запись'));
    await app.user.click(screen.getByRole('button', { name: 'Создать ключ' }));
    expect(app.api.callsTo('POST /api-keys')[0].body).toEqual({ name: 'CRM', scopes: ['read', 'write'] });
    expect(await screen.findByTestId('secret-value')).toHaveTextContent(KEY);
    await app.user.click(within(screen.getByTestId('secret-once')).getByRole('button', { name: 'Скопировать' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(KEY));

    const row = await screen.findByTestId('api-key');
    expect(row).toHaveTextContent('CRM');
    expect(row).toHaveTextContent(`${KEY.slice(0, 11)}…`);
    expect(row).not.toHaveTextContent(KEY);
    await app.user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(screen.queryByTestId('secret-once')).toBeNull();
    expect(screen.queryByText(KEY)).toBeNull();
  });

  it('a webhook is added with its events; its signing secret shows once; its delivery log shows status, time and code', async () => {
    let hooks: WebhookResponse[] = [];
    const app = renderWithApp(null, {
      route: '/integrations',
      roles: ['master'],
      api: {
        'GET /api-keys': { items: [] },
        'GET /webhooks': () => ({ body: { items: hooks } }),
        'POST /webhooks': (call) => {
          const { url, events } = call.body as { url: string; events: WebhookResponse['events'] };
          const made = { id: 3, url, events, enabled: true, created_at: '2026-12-01T06:00:00.000Z', disabled_at: null };
          hooks = [made];
          return { status: 201, body: { ...made, secret: SECRET } };
        },
        'GET /webhooks/3/deliveries': {
          items: [
            {
              id: 11,
              event: 'booking.created',
              status: 'delivered',
              attempts: 1,
              created_at: '2026-12-01T06:00:00.000Z',
              last_attempt_at: '2026-12-01T06:00:01.000Z',
              response_code: 200,
            },
          ],
        },
      },
    });
    expect(await screen.findByText('Вебхуков пока нет')).toBeInTheDocument();
    const url = screen.getByPlaceholderText('Адрес (https://…)');
    await app.user.clear(url);
    await app.user.type(url, 'https://crm.example.com/hooks');
    await app.user.click(screen.getByText('Отзыв'));
    await app.user.click(screen.getByRole('button', { name: 'Добавить вебхук' }));
    expect(app.api.callsTo('POST /webhooks')[0].body).toEqual({
      url: 'https://crm.example.com/hooks',
      events: ['booking.created', 'booking.moved', 'booking.cancelled', 'review.created'],
    });
    expect(await screen.findByTestId('secret-value')).toHaveTextContent(SECRET);
    const row = await screen.findByTestId('webhook');
    expect(row).toHaveTextContent('https://crm.example.com/hooks');
    await app.user.click(within(row).getByRole('button', { name: 'Журнал доставок' }));
    const delivery = await screen.findByTestId('delivery');
    expect(delivery).toHaveTextContent('Новая запись · доставлено');
    expect(delivery).toHaveTextContent('код 200');
  });

  it('a business below Enterprise sees «Доступно на тарифе Enterprise» and the way to the plans', async () => {
    const refusal = { status: 403, body: { detail: 'Доступно на тарифе Enterprise', code: 'plan_required' } };
    renderWithApp(null, {
      route: '/integrations',
      roles: ['organization'],
      api: { 'GET /api-keys': () => refusal, 'GET /webhooks': () => refusal },
    });
    expect(await screen.findByTestId('plan-required')).toHaveTextContent('Доступно на тарифе Enterprise');
  });

  it('a client has no such entry in the profile', async () => {
    rememberRole('client');
    renderWithApp(null, { route: '/profile', roles: ['client'] });
    expect(await screen.findByText('Личные данные')).toBeInTheDocument();
    expect(screen.queryByText('API и вебхуки')).toBeNull();
  });
});
