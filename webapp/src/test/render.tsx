// renderWithApp: the app's providers, a memory router, a fake Telegram user and a mocked API.
//   renderWithApp(null, { route: '/profile', roles: ['master'] })        -> the whole app at /profile
//   renderWithApp(<TeamPage />, { route: "/team", roles: ["organization"] }) -> one page inside the providers
//   renderWithApp(<PublicMasterPage />, { route: "/master/anna", path: "/master/:deepLink" })
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import type { RoleRecord, RoleType } from '@api/additional-roles/additional-roles.contract';
import type { MeResponse, UserType } from '@api/users/users.contract';
import { AppProviders } from '../app/App';
import { createQueryClient } from '../app/query-client';
import { RegistrationProvider } from '../session/registration';
import { RolesProvider } from '../session/roles';
import { AppRoutes } from '../app/router';
import { mockApi, type ApiMock, type Handler } from './api-mock';
import { fakeTelegram, type FakeTelegramUser } from './telegram-fake';

export const TEST_USER: FakeTelegramUser = { id: 1001, first_name: 'Анна', last_name: 'Иванова', username: 'anna' };

export interface RenderOptions {
  /** Initial address, e.g. '/profile' or '/?booking=org_salon'. Default '/'. */
  route?: string;
  /** Route pattern for a single page `ui`, e.g. '/organization/:deepLink'. Default: any path. */
  path?: string;
  /** Telegram user of the launch data; null = opened without Telegram data. */
  tgUser?: FakeTelegramUser | null;
  /** The registered user's roles (first = user_type unless userType is given); [] or omitted = unregistered. */
  roles?: RoleType[];
  userType?: UserType;
  /** /users/me answer (merged over a default). */
  me?: Partial<MeResponse>;
  /** Telegram start parameter (startapp). */
  startParam?: string;
  /** Splash timing; tests default to no minimum. */
  splash?: { minMs: number; maxMs: number };
  /** Extra or overriding API handlers, 'METHOD /path' -> body or (call) => ({ status, body }). */
  api?: Record<string, Handler>;
}

export function defaultHandlers(opts: RenderOptions): Record<string, Handler> {
  const roles = opts.roles ?? [];
  const registered = roles.length > 0 || Boolean(opts.userType);
  const userType: UserType =
    opts.userType ?? roles.find((r) => r === 'client' || r === 'master' || r === 'organization') ?? 'client';
  const tg = opts.tgUser === undefined ? TEST_USER : opts.tgUser;
  const records: RoleRecord[] = roles.map((r) => ({
    role_type: r,
    organization_id: r.startsWith('organization') ? 1 : null,
    organization_name: r.startsWith('organization') ? 'Салон' : null,
    is_primary: r === userType,
  }));
  const me: MeResponse = {
    user_id: 1,
    telegram_id: tg?.id ?? 0,
    first_name: tg?.first_name ?? 'Анна',
    last_name: tg?.last_name ?? null,
    phone: '+79991234567',
    phone_verified: false,
    email: null,
    user_type: userType,
    ...opts.me,
  };
  return {
    'GET /registration/check': registered ? { exists: true, user_type: userType } : { exists: false },
    'GET /additional-roles/my-roles': { roles: records },
    'GET /users/me': me,
    // a master's profile and calendar show the calendar subscription
    'GET /calendar-feed': {
      url: 'https://app.example.test/api/calendar-feed/feed-token.ics',
      webcal_url: 'webcal://app.example.test/api/calendar-feed/feed-token.ics',
      calendar_type: null,
      time_zone: 'Europe/Moscow',
      created_at: '2026-12-01T09:00:00+03:00',
      rotated_at: null,
    },
    // a master's calendar lists their connected outside calendars
    'GET /calendar-sync': { connections: [] },
  };
}

export function renderWithApp(ui: ReactElement | null, opts: RenderOptions = {}) {
  fakeTelegram.setUser(opts.tgUser === undefined ? TEST_USER : opts.tgUser);
  fakeTelegram.setStartParam(opts.startParam);
  const api: ApiMock = mockApi({ ...defaultHandlers(opts), ...opts.api });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, staleTime: Infinity },
  });

  const location: { current: Location | null } = { current: null };
  function LocationSpy() {
    location.current = useLocation();
    return null;
  }
  const content = ui ? (
    <RegistrationProvider>
      <RolesProvider>
        <Routes>
          <Route path={opts.path ?? '*'} element={ui} />
        </Routes>
      </RolesProvider>
    </RegistrationProvider>
  ) : (
    <AppRoutes />
  );
  // antd-mobile's popups animate pointer-events in; jsdom never finishes those animations.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const result = render(
    <AppProviders queryClient={queryClient} splash={opts.splash ?? { minMs: 0, maxMs: 5000 }}>
      <MemoryRouter initialEntries={[opts.route ?? '/']}>
        {content}
        <LocationSpy />
      </MemoryRouter>
    </AppProviders>,
  );
  /** The router's current path (pathname + search). */
  const currentPath = () => (location.current ? `${location.current.pathname}${location.current.search}` : '');
  return { ...result, api, queryClient, user, currentPath };
}
