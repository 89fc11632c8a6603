import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { ErrorLogRequest } from '@api/logs/logs.contract';
import { mockApi, reply } from '../test/api-mock';
import { fakeTelegram } from '../test/telegram-fake';
import { api, ApiError } from './api-client';

const CODE = 'k7mq2xw9pabc';

function reports(mock: ReturnType<typeof mockApi>): ErrorLogRequest[] {
  return mock.callsTo('POST /logs/error').map((c) => c.body as ErrorLogRequest);
}

describe('api client', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends the init data and returns the body', async () => {
    fakeTelegram.setUser({ id: 1001, first_name: 'Анна' });
    const mock = mockApi({ 'GET /users/me': { user_id: 1 } });
    await expect(api('GET', '/users/me')).resolves.toEqual({ user_id: 1 });
    expect(mock.calls[0].headers['x-telegram-init-data']).toContain('user=');
  });

  it("reports a failure with the status and the server's detail, naming the path without its query (no secret code)", async () => {
    // the invitation page's own address carries the code too
    window.history.replaceState(null, '', `/register-organization-master?invitation_id=12&code=${CODE}`);
    const mock = mockApi({ 'GET /invitations/by-id/12': reply(404, { detail: 'Неверная ссылка приглашения' }) });

    const failure = api('GET', `/invitations/by-id/12?code=${CODE}`, undefined, {
      errorDefault: 'Ошибка загрузки приглашения',
    });
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Неверная ссылка приглашения' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    expect(mock.callsTo('GET /invitations/by-id/12')[0].query.get('code')).toBe(CODE);

    await waitFor(() => expect(reports(mock)).toHaveLength(1));
    const [report] = reports(mock);
    expect(report).toMatchObject({
      message: 'GET /invitations/by-id/12: 404 Неверная ссылка приглашения',
      context: 'api',
      status: 404,
      response: { detail: 'Неверная ссылка приглашения' },
      url: `${window.location.origin}/register-organization-master`,
    });
    expect(JSON.stringify(report)).not.toContain(CODE);
  });

  it('reports a network failure without the query either, and answers with the caller default', async () => {
    const mock = mockApi({
      'GET /invitations/by-id/12': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(
      api('GET', `/invitations/by-id/12?code=${CODE}`, undefined, { errorDefault: 'Ошибка загрузки приглашения' }),
    ).rejects.toMatchObject({
      status: 0,
      message: 'Ошибка загрузки приглашения',
    });
    await waitFor(() => expect(reports(mock)).toHaveLength(1));
    expect(reports(mock)[0].message).toBe('GET /invitations/by-id/12: Failed to fetch');
    expect(JSON.stringify(reports(mock)[0])).not.toContain(CODE);
  });

  it('keeps a path without a query as it is, and a silent call reports nothing', async () => {
    const mock = mockApi({
      'POST /organizations': reply(422, { detail: [{ loc: ['body', 'phone'], msg: 'Неверный формат' }] }),
      'GET /organizations/my': reply(500, {}),
    });
    await expect(api('POST', '/organizations', { name: 'x' })).rejects.toMatchObject({
      message: 'Ошибка валидации: phone: Неверный формат',
    });
    await expect(api('GET', '/organizations/my', undefined, { silent: true })).rejects.toMatchObject({ status: 500 });
    await waitFor(() => expect(reports(mock)).toHaveLength(1));
    expect(reports(mock)[0].message).toBe('POST /organizations: 422 Ошибка валидации: phone: Неверный формат');
  });

  it("ignores the report's own failure", async () => {
    const mock = mockApi({ 'POST /logs/error': reply(500, {}), 'GET /users/me': reply(500, {}) });
    await expect(api('GET', '/users/me', undefined, { errorDefault: 'Ошибка' })).rejects.toMatchObject({
      message: 'Ошибка',
    });
    await waitFor(() => expect(mock.callsTo('POST /logs/error')).toHaveLength(1));
  });
});
