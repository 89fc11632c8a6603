// What the app asks at start-up depends on the account that opens it, not on whoever used the device before.
import { render, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/api-mock';
import { defaultHandlers, TEST_USER } from '../test/render';
import { rememberRole } from '../test/remembered-role';
import { fakeTelegram } from '../test/telegram-fake';
import { initData } from '../lib/telegram';
import { AppProviders, startLoading } from './App';
import { RegistrationProvider, useRegistration } from '../session/registration';

const SUPER_ADMIN = { id: 999000, first_name: 'Супер' };

function Status() {
  const { status } = useRegistration();
  return <p>Статус: {status}</p>;
}

/** Renders the registration provider, which takes the check startLoading() sent, and waits for its answer. */
async function settle(client: QueryClient, status: string) {
  render(
    <AppProviders queryClient={client} splash={{ minMs: 0, maxMs: 5000 }}>
      <MemoryRouter>
        <RegistrationProvider>
          <Status />
        </RegistrationProvider>
      </MemoryRouter>
    </AppProviders>,
  );
  expect(await screen.findByText(`Статус: ${status}`)).toBeInTheDocument();
}

describe("start-up requests follow the launching account's own remembered role", () => {
  it('an unregistered super admin, after an owner on the same device, asks nothing that would answer 403', async () => {
    rememberRole('organization', TEST_USER.id); // the owner used this phone before
    localStorage.setItem('currentRole', 'organization'); // and so did an earlier version, for no one in particular
    fakeTelegram.setUser(SUPER_ADMIN);
    const api = mockApi({ 'GET /registration/check': { exists: false, is_super_admin: true } });
    await settle(startLoading(), 'unregistered');
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /registration/check']);
  });

  it('a returning registered account has its session loaded together with the check', async () => {
    rememberRole('organization', TEST_USER.id);
    fakeTelegram.setUser(TEST_USER);
    const api = mockApi(defaultHandlers({ roles: ['organization'] }));
    await settle(startLoading(), 'registered');
    await waitFor(() => expect(api.callsTo('GET /additional-roles/my-roles')).toHaveLength(1));
    expect(api.callsTo('GET /users/me')).toHaveLength(1);
  });

  it("a registered account on a device that has not seen it: its session and its page's data follow the check at once", async () => {
    fakeTelegram.setUser(TEST_USER);
    const api = mockApi(defaultHandlers({ roles: ['organization'] }));
    await settle(startLoading(), 'registered'); // no page is rendered here: the requests are start-up's own
    await waitFor(() => expect(api.callsTo('GET /users/me/master-code')).toHaveLength(1));
    expect(api.callsTo('GET /additional-roles/my-roles')).toHaveLength(1);
    expect(api.callsTo('GET /users/me')).toHaveLength(1);
  });

  it("the check index.html sent has answered 'registered': the session and the page's data leave with start-up, the check is not asked again", async () => {
    fakeTelegram.setUser(TEST_USER);
    const api = mockApi(defaultHandlers({ roles: ['organization'] }));
    const body = { exists: true, user_type: 'organization' as const };
    window.__startCheck = { initData: initData(), answer: Promise.resolve(body), body };
    const client = startLoading();
    // before anything renders or any answer is awaited
    expect(api.callsTo('GET /users/me/master-code')).toHaveLength(1);
    expect(api.callsTo('GET /additional-roles/my-roles')).toHaveLength(1);
    await settle(client, 'registered');
    expect(api.callsTo('GET /registration/check')).toHaveLength(0);
    expect(window.__startCheck).toBeUndefined();
  });

  it('a check index.html sent for other init data is not taken: the app asks its own', async () => {
    fakeTelegram.setUser(TEST_USER);
    const api = mockApi(defaultHandlers({ roles: ['organization'] }));
    const body = { exists: true, user_type: 'organization' as const };
    window.__startCheck = { initData: 'user=someone-else', answer: Promise.resolve(body), body };
    await settle(startLoading(), 'registered');
    expect(api.callsTo('GET /registration/check')).toHaveLength(1);
    window.__startCheck = undefined;
  });

  it("a master's public page asks for its reviews and group sessions with the page, and a member's favorites", async () => {
    window.history.pushState({}, '', '/master/anna-1');
    try {
      fakeTelegram.setUser(TEST_USER);
      const api = mockApi({
        ...defaultHandlers({ roles: ['client'] }),
        'GET /public/master/anna-1': { id: 1, services: [] },
        'GET /public/master/anna-1/reviews': { items: [], next_cursor: null },
        'GET /public/master/anna-1/sessions': { items: [] },
        'GET /favorites': { masters: [], organizations: [] },
      });
      await settle(startLoading(), 'registered');
      await waitFor(() => expect(api.callsTo('GET /favorites')).toHaveLength(1));
      expect(api.callsTo('GET /public/master/anna-1/reviews')).toHaveLength(1);
      expect(api.callsTo('GET /public/master/anna-1/sessions')).toHaveLength(1);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
