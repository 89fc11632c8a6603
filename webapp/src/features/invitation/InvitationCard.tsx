import { Card } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { InvitationByIdResponse } from '@api/invitations/invitations.contract';

/** Which organization invites, and as what. */
export function InvitationCard({ invitation }: { invitation: InvitationByIdResponse | undefined }) {
  const { t } = useTranslation('invitation');
  return (
    <Card style={{ margin: 12 }}>
      <div style={{ color: 'var(--adm-color-weak)' }}>{t('invitedTo')}</div>
      <div style={{ fontSize: 20, fontWeight: 600 }}>{invitation?.organization_name}</div>
      {invitation && <div>{t('asRole', { role: t(`role.${invitation.role}`) })}</div>}
    </Card>
  );
}
