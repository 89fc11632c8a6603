import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { reply } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import { preloadRegistrationForms } from './registration-forms';

// the forms' code, in before the first tap as the role choice's idle preload has it on a phone
beforeAll(() => preloadRegistrationForms());

type App = ReturnType<typeof renderWithApp>;

/** After a successful registration the next check says registered. */
function registeredAfter(key: string, userType: 'client' | 'master' | 'organization', body: unknown = {}) {
  let registered = false;
  return {
    [key]: () => {
      registered = true;
      return { status: 201, body: { message: 'ok', user_id: 1, user_type: userType, ...(body as object) } };
    },
    'GET /registration/check': () => ({ body: registered ? { exists: true, user_type: userType } : { exists: false } }),
    'GET /additional-roles/my-roles': () => ({
      body: { roles: [{ role_type: userType, organization_id: null, organization_name: null, is_primary: true }] },
    }),
  };
}

async function choose(app: App, role: 'Клиент' | 'Мастер / специалист' | 'Владелец организации') {
  await app.user.click(await screen.findByText(role));
}

const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });

async function fill(app: App, label: string, value: string) {
  const input = field(label);
  await app.user.clear(input);
  if (value) await app.user.type(input, value);
}

const submit = (app: App) => app.user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

describe('registration access', () => {
  it('shows the role choice at / and /register, and sends other paths to /', async () => {
    const app = renderWithApp(null, { route: '/profile' });
    expect(await screen.findByText('Клиент')).toBeInTheDocument();
    expect(screen.getByText('Мастер / специалист')).toBeInTheDocument();
    expect(screen.getByText('Владелец организации')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
  });

  it('without Telegram data the user is unregistered and cannot submit', async () => {
    const app = renderWithApp(null, { route: '/register', tgUser: null });
    expect(await screen.findAllByText('Ошибка: нет данных Telegram пользователя')).not.toHaveLength(0);
    expect(app.api.callsTo('GET /registration/check')).toHaveLength(0);
    await choose(app, 'Клиент');
    await fill(app, 'Имя', 'Анна');
    await fill(app, 'Телефон', '+79991234567');
    await submit(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка: нет данных Telegram пользователя');
    expect(app.api.callsTo('POST /registration/client')).toHaveLength(0);
  });

  it('Back returns to the role choice', async () => {
    const app = renderWithApp(null, { route: '/register' });
    await choose(app, 'Клиент');
    expect(screen.getByText('Регистрация клиента')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await screen.findByText('Владелец организации')).toBeInTheDocument();
  });
});

describe('client registration', () => {
  it('prefills the Telegram name and id', async () => {
    const app = renderWithApp(null, { route: '/register' });
    await choose(app, 'Клиент');
    expect(field('Имя').value).toBe('Анна');
    expect(field('Фамилия').value).toBe('Иванова');
    expect(screen.getByText('1001')).toBeInTheDocument();
  });

  it('shows every validation message and sends nothing', async () => {
    const app = renderWithApp(null, { route: '/register' });
    await choose(app, 'Клиент');
    await fill(app, 'Имя', 'А');
    await fill(app, 'Телефон', '12345');
    await fill(app, 'Email', 'anna@mail');
    await submit(app);
    expect(await screen.findByText('Имя должно содержать минимум 2 символа')).toBeInTheDocument();
    expect(screen.getByText('Неверный формат номера телефона')).toBeInTheDocument();
    expect(screen.getByText('Неверный формат email')).toBeInTheDocument();
    expect(app.api.callsTo('POST /registration/client')).toHaveLength(0);
  });

  it('an empty phone is invalid too; a valid form is sent with nulls for empty optional fields', async () => {
    const app = renderWithApp(null, {
      route: '/register',
      api: registeredAfter('POST /registration/client', 'client'),
    });
    await choose(app, 'Клиент');
    await fill(app, 'Фамилия', '');
    await submit(app);
    expect(await screen.findByText('Неверный формат номера телефона')).toBeInTheDocument();
    await fill(app, 'Телефон', '8 999 123-45-67');
    await submit(app);
    await waitFor(() => expect(app.api.callsTo('POST /registration/client')).toHaveLength(1));
    expect(app.api.callsTo('POST /registration/client')[0].body).toEqual({
      first_name: 'Анна',
      last_name: null,
      phone: '+79991234567',
      email: null,
    });
    // Registered now: the recheck shows the shell at /profile.
    await waitFor(() => expect(app.currentPath()).toBe('/profile'));
    expect(app.api.callsTo('GET /registration/check').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server detail, or the validation list, on failure', async () => {
    const app = renderWithApp(null, {
      route: '/register',
      api: { 'POST /registration/client': reply(409, { detail: 'Пользователь уже зарегистрирован' }) },
    });
    await choose(app, 'Клиент');
    await fill(app, 'Телефон', '+79991234567');
    await submit(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('Пользователь уже зарегистрирован');
    app.api.set({
      'POST /registration/client': reply(422, {
        detail: [{ loc: ['body', 'phone'], msg: 'Неверный формат номера телефона' }],
      }),
    });
    await submit(app);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Ошибка валидации: phone: Неверный формат номера телефона'),
    );
    app.api.set({ 'POST /registration/client': reply(500, {}) });
    await submit(app);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ошибка регистрации'));
    // Failures are reported to the error log.
    expect(app.api.callsTo('POST /logs/error').length).toBeGreaterThanOrEqual(3);
  });

  it('blocks a second submit while the first is in progress', async () => {
    let release: () => void = () => undefined;
    const app = renderWithApp(null, {
      route: '/register',
      api: {
        'POST /registration/client': () =>
          new Promise((resolve) => {
            release = () => resolve({ status: 400, body: { detail: 'Ошибка' } });
          }),
      },
    });
    await choose(app, 'Клиент');
    await fill(app, 'Телефон', '+79991234567');
    await submit(app);
    await waitFor(() => expect(screen.getByRole('button', { name: /Регистрация/ })).toBeDisabled());
    await app.user.click(screen.getByRole('button', { name: /Регистрация/ }));
    expect(app.api.callsTo('POST /registration/client')).toHaveLength(1);
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeEnabled());
  });
});

describe('pending booking after client registration', () => {
  const cases = [
    { booking: 'org_salon', path: '/organization/salon' },
    { booking: 'master_anna', path: '/master/anna' },
    // The longest prefix wins: not the organization 'master_abc12345'.
    { booking: 'org_master_abc12345', path: '/organization-master/abc12345' },
  ];
  for (const c of cases) {
    it(`?booking=${c.booking} -> ${c.path}, then forgotten`, async () => {
      const app = renderWithApp(null, {
        route: `/?booking=${c.booking}`,
        api: registeredAfter('POST /registration/client', 'client'),
      });
      await choose(app, 'Клиент');
      await fill(app, 'Телефон', '+79991234567');
      await submit(app);
      await waitFor(() => expect(app.currentPath()).toBe(c.path));
      expect(localStorage.getItem('pendingBooking')).toBeNull();
    });
  }

  it('reads the Telegram start parameter (startapp link) as well', async () => {
    const app = renderWithApp(null, {
      route: '/',
      startParam: 'org_master_xyz999',
      api: registeredAfter('POST /registration/client', 'client'),
    });
    await choose(app, 'Клиент');
    await fill(app, 'Телефон', '+79991234567');
    await submit(app);
    await waitFor(() => expect(app.currentPath()).toBe('/organization-master/xyz999'));
  });

  it('a registered user opening a booking link goes straight to it', async () => {
    const app = renderWithApp(null, { route: '/?booking=master_anna', roles: ['client'] });
    await waitFor(() => expect(app.currentPath()).toBe('/master/anna'));
    expect(localStorage.getItem('pendingBooking')).toBeNull();
  });
});

describe('master registration', () => {
  it('requires a category, a custom category for Другое (max 50) and an available deep link', async () => {
    const app = renderWithApp(null, {
      route: '/register',
      api: { 'GET /registration/check-deep-link-availability': { available: false } },
    });
    await choose(app, 'Мастер / специалист');
    await fill(app, 'Телефон', '+79991234567');
    await submit(app);
    expect(await screen.findByText('Пожалуйста, выберите категорию')).toBeInTheDocument();
    expect(screen.getByText('Deep link недоступен или некорректный')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Категория' }));
    await app.user.click(within(await screen.findByRole('listbox', { name: 'Категория' })).getByText('Другое'));
    await submit(app);
    expect(await screen.findByText('Пожалуйста, укажите вашу категорию')).toBeInTheDocument();
    expect(field('Ваша категория').maxLength).toBe(50);

    // Taken link: the check says unavailable.
    await fill(app, 'Ссылка для записи (deep link)', 'anna');
    expect(await screen.findByText('Ссылка занята')).toBeInTheDocument();
    await fill(app, 'Ваша категория', 'Флористика');
    await submit(app);
    expect(await screen.findByText('Deep link недоступен или некорректный')).toBeInTheDocument();
    expect(app.api.callsTo('POST /registration/master')).toHaveLength(0);
  });

  it('lowercases the link, checks it once after typing stops, registers and goes to /', async () => {
    const app = renderWithApp(null, {
      route: '/register',
      api: {
        ...registeredAfter('POST /registration/master', 'master', {
          booking_link: 'https://t.me/bot?start=master_anna-nails',
        }),
        'GET /registration/check-deep-link-availability': { available: true },
      },
    });
    await choose(app, 'Мастер / специалист');
    await fill(app, 'Телефон', '+79991234567');
    await app.user.click(screen.getByRole('button', { name: 'Категория' }));
    await app.user.click(within(await screen.findByRole('listbox', { name: 'Категория' })).getByText('Красота'));
    await fill(app, 'Ссылка для записи (deep link)', 'Anna-Nails!');
    expect(field('Ссылка для записи (deep link)').value).toBe('anna-nails');
    expect(await screen.findByText('Ссылка свободна')).toBeInTheDocument();
    const checks = app.api.callsTo('GET /registration/check-deep-link-availability');
    expect(checks).toHaveLength(1);
    expect(checks[0].query.get('deep_link')).toBe('anna-nails');
    await submit(app);
    await waitFor(() => expect(app.api.callsTo('POST /registration/master')).toHaveLength(1));
    // The app moves on about 0.5 s later, not at once.
    expect(app.api.callsTo('GET /registration/check')).toHaveLength(1);
    expect(app.currentPath()).toBe('/register');
    expect(app.api.callsTo('POST /registration/master')[0].body).toMatchObject({
      first_name: 'Анна',
      phone: '+79991234567',
      category: 'Красота',
      custom_category: null,
      specialization: null,
      calendar_type: 'internal',
      deep_link: 'anna-nails',
    });
    await waitFor(() => expect(app.currentPath()).toBe('/profile'), { timeout: 3000 });
  });
});

describe('owner registration', () => {
  it('suggests the organization link from 3 characters of the name, read-only', async () => {
    const app = renderWithApp(null, {
      route: '/register',
      api: {
        'POST /registration/suggest-deep-link': ({ body }: { body: unknown }) => ({
          body: { suggested_link: `org-${String((body as { name: string }).name).length}`, available: true },
        }),
      },
    });
    await choose(app, 'Владелец организации');
    await fill(app, 'Название организации', 'Ло');
    await fill(app, 'Имя', 'Анна');
    expect(app.api.callsTo('POST /registration/suggest-deep-link')).toHaveLength(0);
    await app.user.type(field('Название организации'), 'тос');
    await waitFor(() => expect(field('Ссылка организации (deep link)').value).toBe('org-5'));
    expect(app.api.callsTo('POST /registration/suggest-deep-link')).toHaveLength(1);
    expect(app.api.callsTo('POST /registration/suggest-deep-link')[0].body).toEqual({ name: 'Лотос' });
    expect(field('Ссылка организации (deep link)').readOnly).toBe(true);
  });

  it('validates names, phones and emails and registers the organization', async () => {
    const app = renderWithApp(null, {
      route: '/register',
      api: {
        ...registeredAfter('POST /registration/owner', 'organization', {
          organization_id: 1,
          organization_name: 'Лотос',
          booking_link: 'x',
        }),
        'POST /registration/suggest-deep-link': { suggested_link: 'lotos', available: true },
      },
    });
    await choose(app, 'Владелец организации');
    await fill(app, 'Телефон', '+79991234567');
    await fill(app, 'Название организации', 'Л');
    await fill(app, 'Телефон организации', '123');
    await fill(app, 'Email организации', 'lotos@');
    await submit(app);
    expect(await screen.findByText('Название организации должно содержать минимум 2 символа')).toBeInTheDocument();
    expect(screen.getByText('Неверный формат номера телефона')).toBeInTheDocument();
    expect(screen.getByText('Неверный формат email')).toBeInTheDocument();
    expect(screen.getByText('Deep link недоступен или некорректный')).toBeInTheDocument();

    await fill(app, 'Название организации', 'Лотос');
    await fill(app, 'Телефон организации', '+74951234567');
    await fill(app, 'Email организации', '');
    await waitFor(() => expect(field('Ссылка организации (deep link)').value).toBe('lotos'));
    await submit(app);
    await waitFor(() => expect(app.api.callsTo('POST /registration/owner')).toHaveLength(1));
    expect(app.api.callsTo('POST /registration/owner')[0].body).toMatchObject({
      organization_name: 'Лотос',
      organization_phone: '+74951234567',
      organization_email: null,
      organization_deep_link: 'lotos',
    });
    await waitFor(() => expect(app.currentPath()).toBe('/profile'), { timeout: 3000 });
  });
});
