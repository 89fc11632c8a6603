import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleType } from '@api/additional-roles/additional-roles.contract';
import { reply } from '../test/api-mock';
import { renderWithApp } from '../test/render';
import { rememberRole } from '../test/remembered-role';

async function tabs(): Promise<{ label: string }[]> {
  const nav = await screen.findByRole('navigation');
  return Array.from(nav.querySelectorAll('.adm-tab-bar-item')).map((item) => ({ label: item.textContent ?? '' }));
}

describe('bottom navigation per current role', () => {
  const cases: { role: RoleType; labels: string[]; paths: string[] }[] = [
    {
      role: 'organization',
      labels: ['Профиль', 'Управление', 'Статистика', 'Тариф', 'Записи'],
      paths: ['/profile', '/management', '/statistics', '/tariff', '/records'],
    },
    {
      role: 'client',
      labels: ['Профиль', 'Поиск услуг', 'Карта', 'Мои записи', 'Избранное'],
      paths: ['/profile', '/search-services', '/map-search', '/my-records', '/favorites'],
    },
    {
      role: 'organization_admin',
      labels: ['Профиль', 'Записи салона', 'Услуги организации', 'Команда', 'Статистика'],
      paths: ['/profile', '/salon-appointments', '/organization-services', '/team', '/statistics'],
    },
    {
      // The crossed labels and paths are kept as observed: 'Мои записи' -> /master-services, 'Услуги' -> /my-records.
      role: 'master',
      labels: ['Профиль', 'Календарь', 'Мои записи', 'Услуги', 'Тариф'],
      paths: ['/profile', '/calendar', '/master-services', '/my-records', '/tariff'],
    },
    {
      role: 'organization_master',
      labels: ['Профиль', 'Календарь', 'Мои записи', 'Услуги'],
      paths: ['/profile', '/calendar', '/master-services', '/my-records'],
    },
  ];

  for (const c of cases) {
    it(`${c.role}: ${c.labels.join(', ')}`, async () => {
      const userType = c.role === 'organization_admin' || c.role === 'organization_master' ? 'client' : undefined;
      rememberRole(c.role);
      const app = renderWithApp(null, { route: '/profile', roles: userType ? ['client', c.role] : [c.role], userType });
      const found = await tabs();
      expect(found.map((t) => t.label)).toEqual(c.labels);
      // Each tab leads to its path.
      for (let i = 0; i < c.labels.length; i++) {
        const nav = screen.getByRole('navigation');
        await app.user.click(within(nav).getAllByText(c.labels[i])[0]);
        await waitFor(() => expect(app.currentPath()).toBe(c.paths[i]));
      }
    });
  }

  it('an unknown role has only Profile', async () => {
    // Registered, but neither a user type nor roles could be read.
    renderWithApp(null, {
      route: '/profile',
      api: {
        'GET /registration/check': { exists: true },
        'GET /additional-roles/my-roles': reply(500, { detail: 'down' }),
      },
    });
    const found = await tabs();
    expect(found.map((t) => t.label)).toEqual(['Профиль']);
  });

  it('the Tariff tab shows a rouble sign, drawn like the other antd-mobile icons (1em, currentColor)', async () => {
    rememberRole('organization');
    renderWithApp(null, { route: '/profile', roles: ['organization'] });
    const nav = await screen.findByRole('navigation');
    const item = within(nav).getByText('Тариф').closest('.adm-tab-bar-item') as HTMLElement;
    const icon = item.querySelector('svg.antd-mobile-icon') as SVGElement;
    expect(icon).not.toBeNull();
    expect(icon.getAttribute('width')).toBe('1em');
    expect(icon.getAttribute('height')).toBe('1em');
    expect(icon.querySelector('g')?.getAttribute('stroke')).toBe('currentColor');
    // Not antd-mobile's PayCircleOutline, a yen sign
    expect(item.innerHTML).not.toContain('PayCircleOutline');
  });
});
