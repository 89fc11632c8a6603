import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { preloadRegistrationForms } from './registration-forms';

// the forms' code, in before the first tap as the role choice's idle preload has it on a phone
beforeAll(() => preloadRegistrationForms());

/** The master's sign-up answered with `next`; the next check says registered. */
function masterRegistered(next: 'calendar_connect' | null) {
  let registered = false;
  return {
    'POST /registration/master': () => {
      registered = true;
      const body = { message: 'ok', user_id: 1, user_type: 'master', booking_link: 'https://t.me/bot', next };
      return { status: 201, body };
    },
    'GET /registration/check': () => ({
      body: registered ? { exists: true, user_type: 'master' } : { exists: false },
    }),
    'GET /additional-roles/my-roles': () => ({
      body: { roles: [{ role_type: 'master', organization_id: null, organization_name: null, is_primary: true }] },
    }),
    'GET /registration/check-deep-link-availability': { available: true },
  };
}

describe('a master who chose Google Calendar at registration', { timeout: 20000 }, () => {
  it('is led to «Календари» (the API answers next: calendar_connect)', async () => {
    const app = renderWithApp(null, { route: '/register', api: masterRegistered('calendar_connect') });
    await app.user.click(await screen.findByText('Мастер / специалист'));
    await app.user.type(screen.getByRole('textbox', { name: 'Телефон' }), '+79991234567');
    await app.user.click(screen.getByRole('button', { name: 'Категория' }));
    await app.user.click(within(await screen.findByRole('listbox', { name: 'Категория' })).getByText('Красота'));
    await app.user.type(screen.getByRole('textbox', { name: 'Ссылка для записи (deep link)' }), 'anna-nails');
    expect(await screen.findByText('Ссылка свободна')).toBeInTheDocument();
    await app.user.click(screen.getByText('Google Календарь'));
    await app.user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(app.api.callsTo('POST /registration/master')).toHaveLength(1));
    expect(app.api.callsTo('POST /registration/master')[0].body).toMatchObject({ calendar_type: 'google' });
    await waitFor(() => expect(app.currentPath()).toBe('/calendar?connect=calendars'), { timeout: 3000 });
    expect(await screen.findByText('Подключить Google')).toBeInTheDocument();
  });
});
