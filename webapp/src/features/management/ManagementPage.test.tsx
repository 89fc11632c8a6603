import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { MyOrganizationResponse, OrganizationResponse } from '@api/organizations/organizations.contract';
import { renderWithApp } from '../../test/render';
import ManagementPage from './ManagementPage';

const organization: OrganizationResponse = {
  id: 7,
  name: 'Лаванда',
  description: null,
  phone: '+74951234567',
  email: null,
  address: 'Москва',
  latitude: null,
  longitude: null,
  category: 'Красота',
  deep_link: 'lavanda',
  deep_link_code: 'lavanda',
  booking_link: 'https://t.me/bot?start=org_lavanda',
  owner_id: 1,
  created_at: '2026-01-01T00:00:00Z',
};
const mine = (role: MyOrganizationResponse['role']): MyOrganizationResponse => ({ exists: true, organization, role });

describe('management page access', () => {
  it.each(['admin', 'master'] as const)(
    'an organization %s sees that managing is for the owner, with no edit tabs',
    async (role) => {
      renderWithApp(<ManagementPage />, {
        route: '/management',
        roles: [role === 'admin' ? 'organization_admin' : 'organization_master'],
        api: { 'GET /organizations/my/organization': mine(role) },
      });
      expect(await screen.findByText('Управление организацией доступно только её владельцу')).toBeInTheDocument();
      expect(screen.getByText('Лаванда')).toBeInTheDocument();
      expect(screen.queryByText('Приглашения')).not.toBeInTheDocument();
      expect(screen.queryByText('Информация')).not.toBeInTheDocument();
    },
  );

  it('the owner gets the tabs', async () => {
    renderWithApp(<ManagementPage />, {
      route: '/management',
      roles: ['organization'],
      api: {
        'GET /organizations/my/organization': mine('owner'),
        'GET /organizations/my/team': { admins: [], masters: [] },
      },
    });
    expect(await screen.findByText('Информация')).toBeInTheDocument();
    expect(screen.getByText('Приглашения')).toBeInTheDocument();
    expect(screen.queryByText('Управление организацией доступно только её владельцу')).not.toBeInTheDocument();
  });
});
