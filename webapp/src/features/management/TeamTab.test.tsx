import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TeamMember, TeamResponse } from '@api/organizations/organizations.contract';
import i18n from '../../lib/i18n';
import { renderWithApp } from '../../test/render';
import { TeamTab } from './TeamTab';

const member = (id: number, first: string, extra: Partial<TeamMember> = {}): TeamMember => ({
  id,
  user_id: id,
  first_name: first,
  last_name: 'Петрова',
  phone: null,
  email: null,
  specialization: null,
  master_code: null,
  joined_at: '2026-02-03T10:00:00Z',
  is_blocked: false,
  ...extra,
});

const team: TeamResponse = {
  admins: [],
  masters: [member(2, 'Мария', { specialization: 'Колорист', is_blocked: true })],
};

describe('management: Team tab (the shared team lists)', () => {
  it('lists the team and opens a member with Не указано for missing contacts', async () => {
    const { user } = renderWithApp(<TeamTab />, {
      route: '/management',
      roles: ['organization'],
      api: { 'GET /organizations/my/team': team },
    });
    expect(await screen.findByText('Администраторов пока нет')).toBeInTheDocument();
    const row = screen.getByText('Мария Петрова').closest('.adm-list-item') as HTMLElement;
    expect(within(row).getByText('Заблокирован')).toBeInTheDocument();
    await user.click(row);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Колорист')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Не указано')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });

  it('speaks English when en is chosen', async () => {
    await i18n.changeLanguage('en');
    try {
      const { user } = renderWithApp(<TeamTab />, {
        route: '/management',
        roles: ['organization'],
        api: { 'GET /organizations/my/team': team },
      });
      expect(await screen.findByText('No administrators yet')).toBeInTheDocument();
      expect(screen.getByText('Masters')).toBeInTheDocument();
      await user.click(screen.getByText('Мария Петрова'));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('In the team since')).toBeInTheDocument();
      expect(within(dialog).getAllByText('Not specified')).toHaveLength(2);
    } finally {
      await i18n.changeLanguage('ru');
    }
  });
});
