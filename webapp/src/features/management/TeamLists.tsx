// Same lists as features/team (feature folders do not import each other); strings under management:team.*.
import { useState } from 'react';
import { Dialog, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TeamMember, TeamResponse } from '@api/organizations/organizations.contract';
import { formatDate } from '../../lib/format';

const fullName = (m: TeamMember) => [m.first_name, m.last_name].filter(Boolean).join(' ');

/** Administrators and masters; a tap opens the member's details. */
export function TeamLists({ team }: { team: TeamResponse }) {
  const { t } = useTranslation('management');
  const [selected, setSelected] = useState<TeamMember | null>(null);

  const status = (m: TeamMember) =>
    m.is_blocked ? <Tag color="danger">{t('team.blocked')}</Tag> : <Tag color="success">{t('team.active')}</Tag>;

  const section = (title: string, members: TeamMember[], empty: string) => (
    <List header={title} mode="card">
      {members.length === 0 && <List.Item>{empty}</List.Item>}
      {members.map((m) => (
        <List.Item key={m.id} onClick={() => setSelected(m)} description={m.specialization ?? m.phone ?? undefined} extra={status(m)}>
          {fullName(m)}
        </List.Item>
      ))}
    </List>
  );

  return (
    <>
      {section(t('team.admins'), team.admins, t('team.noAdmins'))}
      {section(t('team.masters'), team.masters, t('team.noMasters'))}
      <Dialog
        visible={selected !== null}
        title={selected ? fullName(selected) : t('team.member')}
        closeOnMaskClick
        onClose={() => setSelected(null)}
        content={
          selected && (
            <List>
              <List.Item extra={status(selected)}>{t('team.status')}</List.Item>
              <List.Item extra={selected.phone ?? t('common:notSpecified')}>{t('team.phone')}</List.Item>
              <List.Item extra={selected.email ?? t('common:notSpecified')}>{t('team.email')}</List.Item>
              {selected.specialization && <List.Item extra={selected.specialization}>{t('team.specialization')}</List.Item>}
              {selected.master_code && <List.Item extra={selected.master_code}>{t('team.masterCode')}</List.Item>}
              <List.Item extra={formatDate(selected.joined_at)}>{t('team.joinedAt')}</List.Item>
            </List>
          )
        }
        actions={[{ key: 'close', text: t('common:close'), onClick: () => setSelected(null) }]}
      />
    </>
  );
}
