import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiCall } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import OrganizationsPage from './OrganizationsPage';

const org = (id: number, name: string, deep_link: string) => ({
  id,
  name,
  description: null,
  phone: null,
  email: null,
  address: 'Москва',
  category: 'Красота',
  deep_link,
  deep_link_code: deep_link,
  booking_link: `https://t.me/bot?start=org_${deep_link}`,
  owner_id: id,
  created_at: '2026-01-01T00:00:00Z',
});

describe('organizations page', () => {
  it('searches by name and opens the public organization page', async () => {
    const { api, currentPath } = renderWithApp(<OrganizationsPage />, {
      route: '/organizations',
      roles: ['client'],
      api: {
        'GET /organizations': (call: ApiCall) => ({
          body: {
            organizations:
              call.query.get('search') === 'Зима'
                ? [org(2, 'Салон Зима', 'zima')]
                : [org(1, 'Салон Лето', 'leto'), org(2, 'Салон Зима', 'zima')],
          },
        }),
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Салон Лето', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'Зима');
    await waitFor(() => expect(screen.queryByText('Салон Лето')).not.toBeInTheDocument());
    expect(api.calls.at(-1)?.query.get('search')).toBe('Зима');
    await user.click(screen.getByText('Салон Зима'));
    expect(currentPath()).toBe('/organization/zima');
  });
});
