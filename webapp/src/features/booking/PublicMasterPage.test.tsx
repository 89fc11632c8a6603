import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicMasterResponse, PublicOrganizationResponse } from '@api/public/public.contract';
import { setLanguage } from '../../lib/i18n';
import { reply, type Handler } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import PublicMasterPage from './PublicMasterPage';
import PublicOrganizationMasterPage from './PublicOrganizationMasterPage';
import PublicOrganizationPage from './PublicOrganizationPage';

const master: PublicMasterResponse = {
  rating: null,
  reviews_count: 0,
  id: 5,
  first_name: 'Мария',
  last_name: 'Петрова',
  category: 'Красота',
  specialization: 'Колорист',
  address: null,
  latitude: null,
  longitude: null,
  about: null,
  phone: '+79990001122',
  email: 'maria@example.com',
  organization: { name: 'Салон Лето', address: 'Москва, Тверская 1', deep_link: 'leto' },
  services: [
    { id: 11, name: 'Окрашивание', description: 'Любая длина', duration_minutes: 120, price: 4500, deposit: null },
    { id: 12, name: 'Консультация', description: null, duration_minutes: 15, price: null, deposit: null },
  ],
};

const organization: PublicOrganizationResponse = {
  rating: null,
  reviews_count: 0,
  id: 7,
  name: 'Салон Лето',
  category: 'Красота',
  description: 'Стрижки и окрашивание',
  address: 'Москва, Тверская 1',
  latitude: null,
  longitude: null,
  phone: null,
  email: null,
  deep_link: 'leto',
  masters: [
    {
      id: 5,
      first_name: 'Мария',
      last_name: 'Петрова',
      specialization: 'Колорист',
      master_code: 'm-abc123',
      rating: null,
      reviews_count: 0,
    },
  ],
  services: [],
};

function renderPage(route: string, api: Record<string, Handler>) {
  const routes = [
    { path: '/master/:deepLink', page: <PublicMasterPage /> },
    { path: '/organization-master/:masterCode', page: <PublicOrganizationMasterPage /> },
    { path: '/organization/:deepLink', page: <PublicOrganizationPage /> },
  ];
  const match = routes.find((r) => route.startsWith(r.path.split('/:')[0] + '/'));
  if (!match) throw new Error(route);
  const view = renderWithApp(match.page, { route, path: match.path, api });
  return { ...view, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe('public master page', { timeout: 15000 }, () => {
  afterEach(() => setLanguage('ru'));

  it('shows the breadcrumb, the organization and master cards, and every service with minutes and roubles', async () => {
    renderPage('/master/maria', { 'GET /public/master/maria': master });
    const breadcrumb = await screen.findByRole('navigation', { name: 'breadcrumb' }, { timeout: 3000 });
    expect(within(breadcrumb).getByRole('button', { name: 'Салон Лето' })).toBeInTheDocument();
    expect(within(breadcrumb).getByText('Мария Петрова')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подробнее' })).toBeInTheDocument();
    expect(screen.getByText('Колорист')).toBeInTheDocument();
    expect(screen.getByText('+79990001122')).toBeInTheDocument();
    expect(screen.getByText('maria@example.com')).toBeInTheDocument();

    expect(screen.getByText('Окрашивание')).toBeInTheDocument();
    expect(screen.getByText('Любая длина')).toBeInTheDocument();
    expect(screen.getByText('120 мин')).toBeInTheDocument();
    expect(screen.getByText('4 500 ₽')).toBeInTheDocument();
    expect(screen.getByText('15 мин')).toBeInTheDocument();
    // No price: nothing about money for the consultation.
    expect(screen.getAllByText(/₽/)).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Записаться' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Выбрать время' })).not.toBeInTheDocument();
  });

  it("offers a single 'Выбрать время' button when the master has no services", async () => {
    renderPage('/master/maria', { 'GET /public/master/maria': { ...master, organization: null, services: [] } });
    expect(await screen.findByRole('button', { name: 'Выбрать время' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Записаться' })).not.toBeInTheDocument();
    expect(screen.queryByText('Услуги')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подробнее' })).not.toBeInTheDocument();
  });

  it('goes to the organization page from the breadcrumb', async () => {
    const { user, currentPath } = renderPage('/master/maria', { 'GET /public/master/maria': master });
    await user.click(await screen.findByRole('button', { name: 'Салон Лето' }, { timeout: 3000 }));
    expect(currentPath()).toBe('/organization/leto');
  });

  it("shows the server's detail, or 'Мастер не найден', when the master cannot be loaded", async () => {
    renderPage('/master/nobody', { 'GET /public/master/nobody': reply(404, {}) });
    expect(await screen.findByText('Мастер не найден', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("says 'Некорректная ссылка' for a malformed link without calling the server", async () => {
    const { api } = renderPage('/master/bad%20link!', {});
    expect(await screen.findByText('Некорректная ссылка', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/public/'))).toHaveLength(0);
  });

  it('speaks English when en is chosen, prices still in roubles', async () => {
    await setLanguage('en');
    renderPage('/master/maria', { 'GET /public/master/maria': master });
    expect(await screen.findByText('Services', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Book' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByText('120 min')).toBeInTheDocument();
    expect(screen.getByText('4 500 ₽')).toBeInTheDocument();
  });

  it("a service's Записаться shows that service's free times (booking is no longer a stub)", async () => {
    const { user, api } = renderPage('/master/maria', { 'GET /public/master/maria': master });
    expect(await screen.findByText('Свободное время: Окрашивание', {}, { timeout: 3000 })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Записаться' });
    await user.click(buttons[1]);
    expect(await screen.findByText('Свободное время: Консультация')).toBeInTheDocument();
    expect(api.callsTo('GET /public/master/maria/slots').map((c) => c.query.get('service_id'))).toContain('12');
    expect(screen.queryByText('Функция находится в разработке')).not.toBeInTheDocument();
  });

  it("«Записаться снова» opens the page with the visit's service chosen (?service=)", async () => {
    renderPage('/master/maria?service=12', { 'GET /public/master/maria': master });
    expect(await screen.findByText('Свободное время: Консультация', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("'Выбрать время' without services says online booking is not available yet", async () => {
    const { user } = renderPage('/master/maria', { 'GET /public/master/maria': { ...master, services: [] } });
    await user.click(await screen.findByRole('button', { name: 'Выбрать время' }, { timeout: 3000 }));
    expect(await screen.findByText('Мастер ещё не добавил услуги — онлайн-запись пока недоступна')).toBeInTheDocument();
  });
});

describe('public organization and organization-master pages', { timeout: 15000 }, () => {
  it('lists the specialists, each with a Book button to /organization-master/{masterCode}', async () => {
    const { user, currentPath } = renderPage('/organization/leto', { 'GET /public/organization/leto': organization });
    expect(await screen.findByText('Стрижки и окрашивание', {}, { timeout: 3000 })).toBeInTheDocument();
    const specialist = screen.getByText('Мария Петрова').closest('.adm-list-item') as HTMLElement;
    await user.click(within(specialist).getByRole('button', { name: 'Записаться' }));
    expect(currentPath()).toBe('/organization-master/m-abc123');
  });

  it("shows 'Организация не найдена' when the organization cannot be loaded", async () => {
    renderPage('/organization/none', { 'GET /public/organization/none': reply(404, {}) });
    expect(await screen.findByText('Организация не найдена', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('loads the organization master by code and links back to the organization', async () => {
    const { user, currentPath } = renderPage('/organization-master/m-abc123', {
      'GET /public/organization-master/m-abc123': { ...master, services: [] },
    });
    expect(await screen.findByRole('button', { name: 'Выбрать время' }, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Перейти к организации' }));
    expect(currentPath()).toBe('/organization/leto');
  });
});
