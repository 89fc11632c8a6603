import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamMember, TeamResponse } from '@api/organizations/organizations.contract';
import { renderWithApp } from '../../test/render';
import TeamPage from './TeamPage';

function member(id: number, first: string, extra: Partial<TeamMember> = {}): TeamMember {
  return {
    id,
    user_id: id,
    first_name: first,
    last_name: null,
    phone: null,
    email: null,
    specialization: null,
    master_code: null,
    joined_at: '2026-02-03T10:00:00Z',
    is_blocked: false,
    ...extra,
  };
}

const team: TeamResponse = {
  admins: [member(1, 'Ирина')],
  masters: [
    member(2, 'Мария', { specialization: 'Колорист', master_code: 'm-1', phone: '+79990001122' }),
    member(3, 'Олег', { is_blocked: true }),
  ],
};

describe('team page', () => {
  it('lists administrators and masters with Активен/Заблокирован and opens a member on tap', async () => {
    renderWithApp(<TeamPage />, {
      route: '/team',
      roles: ['client', 'organization_admin'],
      api: { 'GET /organizations/my/team': team },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    expect(await screen.findByText('Администраторы', {}, { timeout: 3000 })).toBeInTheDocument();
    const row = (name: string) => screen.getByText(name).closest('.adm-list-item') as HTMLElement;
    expect(within(row('Ирина')).getByText('Активен')).toBeInTheDocument();
    expect(within(row('Олег')).getByText('Заблокирован')).toBeInTheDocument();

    await user.click(row('Мария'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('+79990001122')).toBeInTheDocument();
    expect(within(dialog).getByText('m-1')).toBeInTheDocument();
    expect(within(dialog).getByText('03.02.2026')).toBeInTheDocument();
  });

  it('says when there are no administrators or masters', async () => {
    renderWithApp(<TeamPage />, {
      route: '/team',
      roles: ['client', 'organization_admin'],
      api: { 'GET /organizations/my/team': { admins: [], masters: [] } },
    });
    expect(await screen.findByText('Администраторов пока нет', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Мастеров пока нет')).toBeInTheDocument();
  });
});
