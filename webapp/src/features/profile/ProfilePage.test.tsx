import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleType } from '@api/additional-roles/additional-roles.contract';
import { reply } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import { rememberRole, rememberedRole } from '../../test/remembered-role';
import { preloadProfileForms } from './profile-forms';

// the edit forms' code, in before the first tap as the profile's idle preload has it on a phone (the wait
// for it when it is not: ProfileFormsLazy.test.tsx)
beforeAll(() => preloadProfileForms());

type App = ReturnType<typeof renderWithApp>;

const navLabels = async () =>
  Array.from((await screen.findByRole('navigation')).querySelectorAll('.adm-tab-bar-item')).map((i) => i.textContent);

const currentRole = async () => (await screen.findByTestId('current-role')).textContent;

const input = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });

async function fill(app: App, label: string, value: string) {
  await app.user.clear(input(label));
  if (value) await app.user.type(input(label), value);
}

function rolesResponse(roles: RoleType[]) {
  return {
    roles: roles.map((r, i) => ({ role_type: r, organization_id: null, organization_name: null, is_primary: i === 0 })),
  };
}

describe('current role', () => {
  it('restores the stored role while the user still has it', async () => {
    rememberRole('master');
    renderWithApp(null, { route: '/profile', roles: ['client', 'master'], userType: 'client' });
    expect(await currentRole()).toBe('Специалист');
    expect(await navLabels()).toEqual(['Профиль', 'Календарь', 'Мои записи', 'Услуги', 'Тариф']);
  });

  it('falls back to the user type (and stores it) when the stored role is gone', async () => {
    rememberRole('organization');
    renderWithApp(null, { route: '/profile', roles: ['client'], userType: 'client' });
    expect(await currentRole()).toBe('Клиент');
    await waitFor(() => expect(rememberedRole()).toBe('client'));
  });

  it('a failed role load empties the roles: only the user type remains', async () => {
    const app = renderWithApp(null, {
      route: '/profile',
      roles: ['client'],
      api: { 'GET /additional-roles/my-roles': reply(500, { detail: 'boom' }) },
    });
    expect(await currentRole()).toBe('Клиент');
    expect(screen.queryByText('Переключить режим')).toBeNull();
    await waitFor(() => expect(app.api.callsTo('POST /logs/error').length).toBeGreaterThan(0));
  });

  it('switches between held roles and remembers the choice', async () => {
    const app = renderWithApp(null, { route: '/profile', roles: ['client', 'master'], userType: 'client' });
    expect(await currentRole()).toBe('Клиент');
    await app.user.click(within(screen.getByLabelText('Переключить режим')).getByText('Специалист'));
    expect(await currentRole()).toBe('Специалист');
    expect(rememberedRole()).toBe('master');
    expect(await navLabels()).toEqual(['Профиль', 'Календарь', 'Мои записи', 'Услуги', 'Тариф']);
  });

  it('switching to the super admin role opens /admin', async () => {
    const app = renderWithApp(null, { route: '/profile', roles: ['client', 'admin'], userType: 'client' });
    await app.user.click(within(await screen.findByLabelText('Переключить режим')).getByText('Супер админ'));
    await waitFor(() => expect(app.currentPath()).toBe('/admin'));
  });
});

describe('additional role', () => {
  it('a client lacking the master role opens the form; its rules and messages', async () => {
    const app = renderWithApp(null, {
      route: '/profile',
      roles: ['client'],
      me: { phone: null, email: null },
      api: {
        'POST /additional-roles/add-role': reply(422, { errors: [{ field: 'phone', message: 'Номер уже занят' }] }),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: /Независимый специалист/ }));
    expect(await screen.findByText(/Регистрация дополнительной роли/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Зарегистрировать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Пожалуйста, заполните все обязательные поля');
    expect(screen.getByText('Неверный формат номера телефона')).toBeInTheDocument();

    await fill(app, 'Телефон', '+79991234567');
    await fill(app, 'Email', 'bad@mail');
    expect(screen.getByText('Неверный формат email')).toBeInTheDocument();
    await fill(app, 'Email', '');
    await app.user.click(screen.getByRole('button', { name: 'Категория' }));
    await app.user.click(within(await screen.findByRole('listbox', { name: 'Категория' })).getByText('Другое'));
    await app.user.click(screen.getByRole('button', { name: 'Зарегистрировать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Пожалуйста, заполните все обязательные поля');
    expect(app.api.callsTo('POST /additional-roles/add-role')).toHaveLength(0);

    await fill(app, 'Ваша категория', 'Флористика');
    await app.user.click(screen.getByRole('button', { name: 'Зарегистрировать' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Ошибка валидации: phone: Номер уже занят'),
    );
    expect(app.api.callsTo('POST /additional-roles/add-role')[0].body).toEqual({
      role_type: 'master',
      phone: '+79991234567',
      email: null,
      deep_link: null,
      category: 'Другое',
      custom_category: 'Флористика',
      specialization: null,
    });

    app.api.set({ 'POST /additional-roles/add-role': reply(400, {}) });
    await app.user.click(screen.getByRole('button', { name: 'Зарегистрировать' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ошибка регистрации дополнительной роли'));
    await app.user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByText('Личные данные')).toBeInTheDocument();
  });

  it('after adding the master role: roles reload, master is current, the booking-link dialog copies', async () => {
    let roles: RoleType[] = ['client'];
    const app = renderWithApp(null, {
      route: '/profile',
      roles: ['client'],
      api: {
        'GET /additional-roles/my-roles': () => ({ body: rolesResponse(roles) }),
        'POST /additional-roles/add-role': () => {
          roles = ['client', 'master'];
          return {
            status: 201,
            body: { message: 'ok', role_type: 'master', booking_link: 'https://t.me/zapis_bot?start=master_anna' },
          };
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: /Независимый специалист/ }));
    await app.user.click(screen.getByRole('button', { name: 'Категория' }));
    await app.user.click(within(await screen.findByRole('listbox', { name: 'Категория' })).getByText('Красота'));
    await app.user.click(screen.getByRole('button', { name: 'Зарегистрировать' }));
    expect(await screen.findByText('Дополнительная роль успешно зарегистрирована!')).toBeInTheDocument();
    expect(await screen.findByTestId('master-link')).toHaveTextContent('https://t.me/zapis_bot?start=master_anna');
    expect(await currentRole()).toBe('Специалист');
    expect(rememberedRole()).toBe('master');
    await app.user.click(screen.getByText('Копировать'));
    expect(await screen.findByText('Скопировано!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://t.me/zapis_bot?start=master_anna');
  });

  it('adding the client role switches to it and confirms with a notice', async () => {
    let roles: RoleType[] = ['organization'];
    const app = renderWithApp(null, {
      route: '/profile',
      roles: ['organization'],
      api: {
        'GET /additional-roles/my-roles': () => ({ body: rolesResponse(roles) }),
        'POST /additional-roles/add-role': () => {
          roles = ['organization', 'client'];
          return { status: 201, body: { message: 'ok', role_type: 'client', booking_link: null } };
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: /Стать клиентом/ }));
    await app.user.click(screen.getByRole('button', { name: 'Зарегистрировать' }));
    expect(await screen.findByText('Дополнительная роль успешно зарегистрирована!')).toBeInTheDocument();
    expect(app.api.callsTo('POST /additional-roles/add-role')[0].body).toMatchObject({
      role_type: 'client',
      phone: '+79991234567',
    });
    expect(await currentRole()).toBe('Клиент');
    expect(await navLabels()).toEqual(['Профиль', 'Поиск услуг', 'Карта', 'Мои записи', 'Избранное']);
  });

  it('offers the client role to an owner, and the master-in-organization role', async () => {
    renderWithApp(null, { route: '/profile', roles: ['organization'] });
    expect(await screen.findByRole('button', { name: /Стать клиентом/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Мастер в организации/ })).toBeInTheDocument();
  });
});

describe('personal data', () => {
  it('Edit, validation messages, Cancel restores, Save sends trimmed values and nulls', async () => {
    const app = renderWithApp(null, {
      route: '/profile',
      roles: ['client'],
      me: { first_name: 'Анна', last_name: 'Иванова', phone: '+79991234567', email: 'anna@mail.ru' },
      api: {
        'PUT /users/me': ({ body }: { body: unknown }) => ({
          body: { user_id: 1, telegram_id: 1001, phone_verified: false, user_type: 'client', ...(body as object) },
        }),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Редактировать' }));
    await fill(app, 'Имя', '   ');
    await app.user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Имя не может быть пустым');

    await fill(app, 'Телефон', '123');
    expect(screen.getByText('Неверный формат номера телефона')).toBeInTheDocument();
    await fill(app, 'Email', 'x@y');
    expect(screen.getByText('Неверный формат email')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Пожалуйста, исправьте ошибки в форме');
    expect(app.api.callsTo('PUT /users/me')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByText('anna@mail.ru')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Редактировать' }));
    expect(input('Имя').value).toBe('Анна');

    await fill(app, 'Имя', '  Мария ');
    await fill(app, 'Фамилия', '');
    await fill(app, 'Телефон', '');
    await fill(app, 'Email', '');
    await app.user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Профиль обновлён!')).toBeInTheDocument();
    expect(app.api.callsTo('PUT /users/me')[0].body).toEqual({
      first_name: 'Мария',
      last_name: null,
      phone: null,
      email: null,
    });
    expect(await screen.findByText('Мария')).toBeInTheDocument();
  });

  it('a failed save shows the detail with a cross, or the default text', async () => {
    const app = renderWithApp(null, {
      route: '/profile',
      roles: ['client'],
      api: { 'PUT /users/me': reply(409, { detail: 'Телефон уже используется' }) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Редактировать' }));
    await app.user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('❌ Телефон уже используется')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'OK' }));
    app.api.set({ 'PUT /users/me': reply(500, {}) });
    await app.user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('❌ Ошибка при обновлении профиля')).toBeInTheDocument();
  });
});

describe('booking link, settings and info', () => {
  it('shows and copies the master booking link', async () => {
    const app = renderWithApp(null, {
      route: '/profile',
      roles: ['master'],
      api: {
        'GET /users/me/master-code': {
          has_master_code: true,
          booking_link: 'https://t.me/zapis_bot?start=master_anna',
        },
      },
    });
    expect(await screen.findByTestId('booking-link')).toHaveTextContent('https://t.me/zapis_bot?start=master_anna');
    await app.user.click(screen.getByRole('button', { name: 'Копировать ссылку' }));
    expect(await screen.findByText('Скопировано!')).toBeInTheDocument();
  });

  it('has no booking link card for a client', async () => {
    renderWithApp(null, {
      route: '/profile',
      roles: ['client'],
      api: { 'GET /users/me/master-code': { has_master_code: false, booking_link: null } },
    });
    expect(await screen.findByText('Личные данные')).toBeInTheDocument();
    expect(screen.queryByText('Ссылка для записи')).toBeNull();
  });

  it('switches the language to English and the theme to dark', async () => {
    const app = renderWithApp(null, { route: '/profile', roles: ['client'] });
    await app.user.click(within(await screen.findByLabelText('Тема')).getByText('Тёмная'));
    expect(document.documentElement.getAttribute('data-prefers-color-scheme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await app.user.click(within(screen.getByLabelText('Язык')).getByText('English'));
    expect(await screen.findByText('Personal data')).toBeInTheDocument();
    expect(await navLabels()).toEqual(['Profile', 'Search services', 'Map', 'My records', 'Favorites']);
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('opens the info dialogs', async () => {
    const app = renderWithApp(null, { route: '/profile', roles: ['client'] });
    await app.user.click(await screen.findByText('Политика конфиденциальности'));
    expect(await screen.findByText('Политика конфиденциальности будет добавлена позже.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await app.user.click(screen.getByText('Связаться с нами'));
    expect(await screen.findByText('Поддержка отвечает в течение 24 часов.')).toBeInTheDocument();
  });
});
