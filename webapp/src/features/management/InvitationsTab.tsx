import { useState } from 'react';
import { Button, ErrorBlock, List, Space, SpinLoading, Tag, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { InvitationResponse, InvitationRole } from '@api/invitations/invitations.contract';
import { cancelInvitation, createInvitation, useMyInvitations } from '../../api/invitations';
import { queryKeys } from '../../api/query-keys';
import { ShowMore } from '../../components/ShowMore';
import { formatDate } from '../../lib/format';
import { confirm, copyText, haptic } from '../../lib/telegram';
import { canCancelInvitation, INVITATION_STATUS_COLOR, invitationStatusKey } from './invitation-status';

const errorText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

export function InvitationsTab({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('management');
  const queryClient = useQueryClient();
  const invitations = useMyInvitations();
  const [busy, setBusy] = useState(false);

  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.myInvitations });

  async function create(role: InvitationRole) {
    if (busy) return;
    setBusy(true);
    try {
      await createInvitation({ organization_id: organizationId, role }, t('invitations.createError'));
      haptic('success');
      Toast.show({ icon: 'success', content: t('invitations.created') });
      await reload();
    } catch (e) {
      haptic('error');
      Toast.show({ icon: 'fail', content: errorText(e, t('invitations.createError')) });
    } finally {
      setBusy(false);
    }
  }

  async function cancel(invitation: InvitationResponse) {
    if (!(await confirm(t('invitations.cancelConfirm')))) return;
    try {
      await cancelInvitation(invitation.id, t('invitations.cancelError'));
      haptic('success');
      Toast.show({ icon: 'success', content: t('invitations.cancelled') });
    } catch (e) {
      haptic('error');
      Toast.show({ icon: 'fail', content: errorText(e, t('invitations.cancelError')) });
    } finally {
      await reload();
    }
  }

  return (
    <>
      <Space block direction="vertical" style={{ padding: 12, width: '100%', boxSizing: 'border-box' }}>
        <Button block color="primary" disabled={busy} onClick={() => void create('master')}>
          {t('invitations.createMaster')}
        </Button>
        <Button block color="primary" fill="outline" disabled={busy} onClick={() => void create('admin')}>
          {t('invitations.createAdmin')}
        </Button>
      </Space>
      {invitations.isPending && (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
          <SpinLoading />
        </div>
      )}
      {invitations.isError && <ErrorBlock status="default" title={invitations.error?.message} description="" />}
      {invitations.items && invitations.items.length === 0 && (
        <ErrorBlock status="empty" title={t('invitations.empty')} description="" />
      )}
      {invitations.items && invitations.items.length > 0 && (
        <List mode="card">
          {invitations.items.map((inv) => (
            <List.Item
              key={inv.id}
              data-testid={`invitation-${inv.id}`}
              extra={<Tag color={INVITATION_STATUS_COLOR[inv.status]}>{t(invitationStatusKey(inv.status))}</Tag>}
              description={
                <>
                  <div>
                    {t('invitations.createdAt', { date: formatDate(inv.created_at) })}
                    {inv.invited_user_name ? ` · ${t('invitations.invitedUser', { name: inv.invited_user_name })}` : ''}
                  </div>
                  {canCancelInvitation(inv.status) && (
                    <Space style={{ marginTop: 8 }}>
                      <Button size="mini" onClick={() => void copyText(inv.invitation_link)}>
                        {t('invitations.copyLink')}
                      </Button>
                      <Button size="mini" color="danger" fill="outline" onClick={() => void cancel(inv)}>
                        {t('invitations.cancel')}
                      </Button>
                    </Space>
                  )}
                </>
              }
            >
              {t(`invitations.role.${inv.role}`)}
            </List.Item>
          ))}
        </List>
      )}
      <ShowMore list={invitations} />
    </>
  );
}
