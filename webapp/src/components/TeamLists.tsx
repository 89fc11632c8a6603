import { useState } from 'react';
import { Dialog, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../lib/use-translation';
import type { TeamMember, TeamResponse } from '@api/organizations/organizations.contract';
import { formatDate } from '../lib/format';

const fullName = (m: TeamMember) => [m.first_name, m.last_name].filter(Boolean).join(' ');

/** Administrators and masters; a tap opens the member's details (the Team page and Management's Team tab). */
export function TeamLists({ team }: { team: TeamResponse }) {
  const { t } = useTranslation('common', { keyPrefix: 'teamLists' });
  const { t: tc } = useTranslation('common');
  const [selected, setSelected] = useState<TeamMember | null>(null);
  const navigate = useNavigate();
  // A master's schedule opens in the calendar's editor, for that master.
  const isMaster = selected !== null && !selected.is_blocked && team.masters.some((m) => m.id === selected.id);

  const status = (m: TeamMember) =>
    m.is_blocked ? <Tag color="danger">{t('blocked')}</Tag> : <Tag color="success">{t('active')}</Tag>;

  const section = (title: string, members: TeamMember[], empty: string) => (
    <List header={title} mode="card">
      {members.length === 0 && <List.Item>{empty}</List.Item>}
      {members.map((m) => (
        <List.Item
          key={m.id}
          onClick={() => setSelected(m)}
          description={m.specialization ?? m.phone ?? undefined}
          extra={status(m)}
        >
          {fullName(m)}
        </List.Item>
      ))}
    </List>
  );

  return (
    <>
      {section(t('admins'), team.admins, t('noAdmins'))}
      {section(t('masters'), team.masters, t('noMasters'))}
      <Dialog
        visible={selected !== null}
        title={selected ? fullName(selected) : t('member')}
        closeOnMaskClick
        onClose={() => setSelected(null)}
        content={
          selected && (
            <List>
              <List.Item extra={status(selected)}>{t('status')}</List.Item>
              <List.Item extra={selected.phone ?? tc('notSpecified')}>{t('phone')}</List.Item>
              <List.Item extra={selected.email ?? tc('notSpecified')}>{t('email')}</List.Item>
              {selected.specialization && <List.Item extra={selected.specialization}>{t('specialization')}</List.Item>}
              {selected.master_code && <List.Item extra={selected.master_code}>{t('masterCode')}</List.Item>}
              <List.Item extra={formatDate(selected.joined_at)}>{t('joinedAt')}</List.Item>
            </List>
          )
        }
        actions={[
          ...(isMaster && selected
            ? [
                {
                  key: 'schedule',
                  text: t('schedule'),
                  onClick: () => void navigate(`/calendar?master=${selected.user_id}`),
                },
              ]
            : []),
          { key: 'close', text: tc('close'), onClick: () => setSelected(null) },
        ]}
      />
    </>
  );
}
