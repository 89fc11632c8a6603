import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleType } from '@api/additional-roles/additional-roles.contract';
import type { UserType } from '@api/users/users.contract';
import { renderWithApp } from '../../test/render';
import { rememberRole } from '../../test/remembered-role';

const cases: { name: string; roles: RoleType[]; userType: UserType; current: RoleType; plans: boolean }[] = [
  { name: 'owner', roles: ['organization'], userType: 'organization', current: 'organization', plans: true },
  { name: 'independent master', roles: ['master'], userType: 'master', current: 'master', plans: true },
  {
    name: 'client who became an independent master',
    roles: ['client', 'master'],
    userType: 'client',
    current: 'master',
    plans: true,
  },
  { name: 'client', roles: ['client'], userType: 'client', current: 'client', plans: false },
  {
    name: 'organization master',
    roles: ['client', 'organization_master'],
    userType: 'client',
    current: 'organization_master',
    plans: false,
  },
  {
    name: 'organization admin',
    roles: ['client', 'organization_admin'],
    userType: 'client',
    current: 'organization_admin',
    plans: false,
  },
];

describe('tariff visibility', () => {
  for (const c of cases) {
    it(`${c.name}: ${c.plans ? 'sees the plans' : 'sees the info message'}`, async () => {
      rememberRole(c.current);
      renderWithApp(null, { route: '/tariff', roles: c.roles, userType: c.userType });
      if (c.plans) {
        expect(await screen.findByTestId('plan-basic')).toBeInTheDocument();
        expect(screen.queryByText(/Тарифы доступны только/)).toBeNull();
      } else {
        expect(
          await screen.findByText('Тарифы доступны только для владельцев организаций и независимых мастеров.'),
        ).toBeInTheDocument();
        expect(screen.queryByTestId('plan-basic')).toBeNull();
      }
    });
  }
});

describe('plans', () => {
  it('shows Basic, Pro (popular) and Enterprise with monthly rouble prices and features, and the payment note', async () => {
    renderWithApp(null, { route: '/tariff', roles: ['organization'] });
    const basic = await screen.findByTestId('plan-basic');
    const pro = screen.getByTestId('plan-pro');
    const enterprise = screen.getByTestId('plan-enterprise');
    expect(within(basic).getByText(/0 ₽/)).toBeInTheDocument();
    expect(within(basic).getByText('До 5 мастеров')).toBeInTheDocument();
    expect(within(basic).getByText('До 100 записей в месяц')).toBeInTheDocument();
    expect(within(pro).getByText(/2 990 ₽/)).toBeInTheDocument();
    expect(within(pro).getByText('Популярный')).toBeInTheDocument();
    expect(within(pro).getByText('До 25 мастеров')).toBeInTheDocument();
    expect(within(enterprise).getByText(/9 990 ₽/)).toBeInTheDocument();
    expect(within(enterprise).getByText('White label')).toBeInTheDocument();
    expect(within(enterprise).getByText('Персональный менеджер')).toBeInTheDocument();
    expect(within(basic).queryByText('Популярный')).toBeNull();
    expect(screen.getByText(/платёжные системы СНГ или международные/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Связаться с нами' })).toBeInTheDocument();
  });

  it('choosing a plan shows Coming Soon', async () => {
    const app = renderWithApp(null, { route: '/tariff', roles: ['master'] });
    const pro = await screen.findByTestId('plan-pro');
    await app.user.click(within(pro).getByRole('button', { name: 'Выбрать' }));
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText('Оплата тарифа «Pro» скоро будет доступна.')).toBeInTheDocument();
  });
});

describe('what each plan includes', () => {
  it('lines not built yet say «Скоро»; priority support and the personal manager are included', async () => {
    renderWithApp(null, { route: '/tariff', roles: ['organization'] });
    await screen.findByTestId('plan-enterprise');
    const soon = (key: string) => within(screen.getByTestId(`feature-${key}`)).queryByText('Скоро') !== null;
    for (const key of ['white_label', 'tax_service', 'accounting']) {
      expect(soon(key)).toBe(true);
    }
    for (const key of [
      'priority_support',
      'personal_manager',
      'exports',
      'clients',
      'chat_support',
      'api',
      'own_templates',
      'calendar_integration',
    ]) {
      expect(soon(key)).toBe(false);
    }
    expect(
      within(screen.getByTestId('feature-priority_support')).getByText('Приоритетная поддержка'),
    ).toBeInTheDocument();
  });

  it("names an Enterprise business's personal manager, and «Написать в поддержку» opens the thread", async () => {
    const app = renderWithApp(null, {
      route: '/tariff',
      roles: ['organization'],
      api: {
        'GET /billing': { ...ENTERPRISE_BILLING },
        'GET /support/conversation': {
          conversation_id: null,
          messages: [],
          priority: 'enterprise',
          manager: { name: 'Мария Петрова', username: 'maria_pm', telegram_id: 42 },
        },
      },
    });
    const line = await screen.findByText('Ваш персональный менеджер: Мария Петрова (@maria_pm)');
    expect(within(screen.getByTestId('plan-enterprise')).getByText(line.textContent ?? '')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Написать в поддержку' }));
    await waitFor(() => expect(app.currentPath()).toBe('/support'));
  });
});

const ENTERPRISE_BILLING = {
  enabled: true,
  plan: 'enterprise',
  status: 'active',
  paid_until: '2026-12-31T06:00:00.000Z',
  auto_renew: true,
  limits: { masters: null, records_per_month: null },
  usage: { masters: 3, records_this_month: 41 },
  prices: { pro: { rub: 2990, stars: 1500 }, enterprise: { rub: 9990, stars: 5000 } },
  business: { kind: 'organization', id: 1, name: 'Салон' },
  grace_until: null,
};
