import type { World, Visitor } from './world';

/** One screen to open: where to go, where the spec says the person ends up, and the title they see there. */
export interface Screen {
  /** File name of the screenshot (artifacts/smoke/<theme>/<role>/<name>.png). */
  name: string;
  path: string;
  /** Expected pathname + search once the app has settled (redirects included). */
  expect: string;
  /** The page title (NavBar) the person sees. */
  title: string;
  /** Registered shell: the bottom navigation must be there. */
  shell: boolean;
  /** Data from the world the person must see on this screen (it shows data, not an empty state). */
  shows?: string[];
}

/** Titles of the registered routes, in Russian (the words the product promises). */
const REGISTERED_TITLES: Record<string, string> = {
  profile: 'Профиль',
  management: 'Управление',
  statistics: 'Статистика',
  tariff: 'Тариф',
  records: 'Записи организации',
  'search-services': 'Поиск услуг',
  'map-search': 'Поиск на карте',
  'my-records': 'Мои записи',
  favorites: 'Избранное',
  calendar: 'Календарь',
  'master-services': 'Мои услуги',
  'salon-appointments': 'Записи салона',
  'organization-services': 'Услуги организации',
  team: 'Команда',
  dashboard: 'Главная',
  organizations: 'Организации',
  appointments: 'Мои записи',
  services: 'Услуги',
};

export const REGISTERED_ROUTES = Object.keys(REGISTERED_TITLES);

/** Bottom navigation per current role: labels in order, and where each leads. */
export const NAVIGATION: Record<string, Array<[label: string, path: string]>> = {
  organization: [
    ['Профиль', '/profile'],
    ['Управление', '/management'],
    ['Статистика', '/statistics'],
    ['Тариф', '/tariff'],
    ['Записи', '/records'],
  ],
  client: [
    ['Профиль', '/profile'],
    ['Поиск услуг', '/search-services'],
    ['Карта', '/map-search'],
    ['Мои записи', '/my-records'],
    ['Избранное', '/favorites'],
  ],
  organization_admin: [
    ['Профиль', '/profile'],
    ['Записи салона', '/salon-appointments'],
    ['Услуги организации', '/organization-services'],
    ['Команда', '/team'],
    ['Статистика', '/statistics'],
  ],
  // Labels and paths crossed on purpose (spec: "preserve this as observed").
  master: [
    ['Профиль', '/profile'],
    ['Календарь', '/calendar'],
    ['Мои записи', '/master-services'],
    ['Услуги', '/my-records'],
    ['Тариф', '/tariff'],
  ],
  organization_master: [
    ['Профиль', '/profile'],
    ['Календарь', '/calendar'],
    ['Мои записи', '/master-services'],
    ['Услуги', '/my-records'],
  ],
};

function publicScreens(world: World): Screen[] {
  return [
    {
      name: 'public-organization',
      path: `/organization/${world.organizationLink}`,
      expect: `/organization/${world.organizationLink}`,
      title: 'Салон «Лаванда»',
      shell: false,
      shows: ['Анна Волкова', 'Мария Соколова'],
    },
    {
      name: 'public-master',
      path: `/master/${world.masterLink}`,
      expect: `/master/${world.masterLink}`,
      title: 'Специалист',
      shell: false,
      shows: ['Сергей Петров', 'Мужская стрижка', '1 800 ₽'],
    },
    {
      name: 'public-organization-master',
      path: `/organization-master/${world.masterCode}`,
      expect: `/organization-master/${world.masterCode}`,
      title: 'Специалист',
      shell: false,
      shows: ['Анна Волкова', 'Женская стрижка'],
    },
  ];
}

/** Every registered route (all of them may be opened directly), the redirects, and the public pages. */
function registeredScreens(world: World, shows: Record<string, string[]> = {}): Screen[] {
  return [
    ...REGISTERED_ROUTES.map((r) => ({
      name: r,
      path: `/${r}`,
      expect: `/${r}`,
      title: REGISTERED_TITLES[r],
      shell: true,
      shows: shows[r],
    })),
    {
      name: 'appointments-today',
      path: '/appointments/today',
      expect: '/appointments/today',
      title: 'Записи на сегодня',
      shell: true,
    },
    {
      name: 'appointments-month',
      path: '/appointments/month',
      expect: '/appointments/month',
      title: 'Записи за месяц',
      shell: true,
    },
    // The index and unknown paths lead to the profile; /admin sends a registered non-admin to / (then /profile).
    { name: 'index-redirect', path: '/', expect: '/profile', title: 'Профиль', shell: true },
    { name: 'unknown-redirect', path: '/no-such-page', expect: '/profile', title: 'Профиль', shell: true },
    { name: 'admin-denied', path: '/admin', expect: '/profile', title: 'Профиль', shell: true },
  ];
}

export interface RoleRun {
  /** Folder name under artifacts/smoke/<theme>/. */
  role: string;
  visitor: (w: World) => Visitor;
  screens: (w: World) => Screen[];
  /** Current role whose navigation the shell must show (registered roles). */
  nav?: keyof typeof NAVIGATION;
}

export const ROLE_RUNS: RoleRun[] = [
  {
    role: 'anonymous',
    visitor: (w) => w.anonymous,
    screens: (w) => [
      ...publicScreens(w),
      { name: 'index', path: '/', expect: '/', title: 'Регистрация', shell: false },
      { name: 'admin-denied', path: '/admin', expect: '/register', title: 'Регистрация', shell: false },
    ],
  },
  {
    role: 'unregistered',
    visitor: (w) => w.unregistered,
    screens: (w) => [
      { name: 'index', path: '/', expect: '/', title: 'Регистрация', shell: false },
      { name: 'register', path: '/register', expect: '/register', title: 'Регистрация', shell: false },
      {
        name: 'register-organization-master',
        path: `/register-organization-master?invitation_id=${w.invitationId}&code=${w.invitationCode}`,
        expect: `/register-organization-master?invitation_id=${w.invitationId}&code=${w.invitationCode}`,
        title: 'Присоединение к организации',
        shell: false,
        shows: ['Салон «Лаванда»'],
      },
      {
        name: 'register-organization-master-no-id',
        path: '/register-organization-master',
        expect: '/register-organization-master',
        title: 'Присоединение к организации',
        shell: false,
        shows: ['Отсутствует ID приглашения'],
      },
      // Any other path leads to / (the registration screen); /admin to /register.
      { name: 'profile-redirect', path: '/profile', expect: '/', title: 'Регистрация', shell: false },
      { name: 'management-redirect', path: '/management', expect: '/', title: 'Регистрация', shell: false },
      { name: 'unknown-redirect', path: '/no-such-page', expect: '/', title: 'Регистрация', shell: false },
      { name: 'admin-denied', path: '/admin', expect: '/register', title: 'Регистрация', shell: false },
      ...publicScreens(w),
    ],
  },
  {
    role: 'client',
    visitor: (w) => w.client,
    nav: 'client',
    screens: (w) => [...registeredScreens(w, { profile: ['Дмитрий', 'Клиент'] }), ...publicScreens(w)],
  },
  {
    role: 'master',
    visitor: (w) => w.master,
    nav: 'master',
    screens: (w) => [
      ...registeredScreens(w, {
        profile: ['Сергей', 'Специалист'],
        // The schedule editor.
        calendar: ['Рабочее время', 'Сохранить расписание', 'Особые дни'],
      }),
      ...publicScreens(w),
    ],
  },
  {
    role: 'organization',
    visitor: (w) => w.owner,
    nav: 'organization',
    screens: (w) => [
      ...registeredScreens(w, {
        profile: ['Ольга', 'Владелец'],
        management: ['Салон «Лаванда»', 'lavanda-salon'],
        team: ['Ирина Козлова', 'Анна Волкова', 'Мария Соколова'],
        services: ['Женская стрижка', '2 500 ₽'],
      }),
      ...publicScreens(w),
    ],
  },
  {
    role: 'organization_admin',
    visitor: (w) => w.orgAdmin,
    nav: 'organization_admin',
    screens: (w) =>
      registeredScreens(w, { profile: ['Ирина', 'Админ'], team: ['Ирина Козлова', 'Анна Волкова', 'Мария Соколова'] }),
  },
  {
    role: 'organization_master',
    visitor: (w) => w.orgMaster,
    nav: 'organization_master',
    screens: (w) =>
      registeredScreens(w, {
        profile: ['Анна', 'Специалист в салоне'],
        calendar: ['Рабочее время', 'Сохранить расписание', 'Особые дни'],
      }),
  },
  {
    role: 'super_admin',
    visitor: (w) => w.superAdmin,
    nav: 'client',
    screens: () => [
      {
        name: 'admin',
        path: '/admin',
        expect: '/admin',
        title: 'Панель администратора',
        shell: false,
        shows: ['Дмитрий', 'Ольга'],
      },
      { name: 'profile', path: '/profile', expect: '/profile', title: 'Профиль', shell: true },
    ],
  },
];

/**
 * API refusals (4xx) a screen may meet. The browser logs every 4xx fetch as a console error ("Failed to
 * load resource"); those console lines are judged here, by the call behind them, instead of failing
 * blindly. Any other 4xx, and any 4xx on another screen, is a problem. `shows` is what the person must
 * then see (the server's detail: the app shows the API's words).
 */
export interface AcceptedRefusal {
  roles: string[];
  /** Screen paths, or '*' for every screen of those roles. */
  paths: string[] | '*';
  call: string;
  shows?: string;
  why: string;
}

const WITHOUT_ORGANIZATION = ['client', 'master', 'organization_master'];

export const ACCEPTED_REFUSALS: AcceptedRefusal[] = [
  {
    roles: WITHOUT_ORGANIZATION,
    paths: ['/statistics', '/dashboard'],
    call: 'GET /api/organizations/my/stats 403',
    shows: 'Доступ запрещён',
    why: 'a registered user outside any organization administration opens the statistics directly (spec 2: every registered route opens)',
  },
  {
    roles: WITHOUT_ORGANIZATION,
    paths: ['/team'],
    call: 'GET /api/organizations/my/team 403',
    shows: 'Доступ запрещён',
    why: 'the same for the team page',
  },
  {
    roles: ['client', 'organization', 'organization_admin'],
    paths: ['/calendar'],
    call: 'GET /api/schedules/me 403',
    shows: 'Доступ запрещён',
    why: 'the calendar is the schedule editor of a master; someone who is not one opens it directly',
  },
];

export function acceptedRefusals(role: string, path: string): AcceptedRefusal[] {
  return ACCEPTED_REFUSALS.filter((r) => r.roles.includes(role) && (r.paths === '*' || r.paths.includes(path)));
}
