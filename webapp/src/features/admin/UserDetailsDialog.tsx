import { useState } from 'react';
import { Dialog, List, SpinLoading, Tag, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { AdminUserDetails } from '@api/admin/admin.contract';
import { formatDate, formatPrice } from '../../lib/format';
import { confirm, haptic } from '../../lib/telegram';
import { blockUser, unblockUser, useAdminUserDetails } from '../../api/admin';
import { queryKeys } from '../../api/query-keys';

const fullName = (u: { first_name: string; last_name: string | null }) =>
  [u.first_name, u.last_name].filter(Boolean).join(' ');

export function UserDetailsDialog({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const details = useAdminUserDetails(userId, t('details.loadError'));
  const [busy, setBusy] = useState(false);
  const user = details.data;

  async function toggleBlock(u: AdminUserDetails) {
    if (busy) return;
    if (!u.is_blocked && !(await confirm(t('details.blockConfirm', { name: fullName(u) })))) return;
    setBusy(true);
    try {
      if (u.is_blocked) await unblockUser(u.id, t('details.unblockError'));
      else await blockUser(u.id, t('details.blockError'));
      haptic('success');
      Toast.show({ icon: 'success', content: u.is_blocked ? t('details.unblocked') : t('details.blocked') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin });
    } catch (e) {
      haptic('error');
      void Dialog.alert({
        content:
          e instanceof Error && e.message
            ? e.message
            : u.is_blocked
              ? t('details.unblockError')
              : t('details.blockError'),
        confirmText: t('common:ok'),
      });
    } finally {
      setBusy(false);
    }
  }

  const row = (label: string, value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? null : <List.Item extra={String(value)}>{label}</List.Item>;

  let content;
  if (details.isPending) {
    content = (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
        <SpinLoading />
      </div>
    );
  } else if (details.isError || !user) {
    content = <div role="alert">{details.error?.message || t('details.loadError')}</div>;
  } else {
    const org = user.organization;
    content = (
      <List>
        <List.Item
          extra={
            user.is_blocked ? (
              <Tag color="danger">{t('users.blocked')}</Tag>
            ) : (
              <Tag color="success">{t('users.active')}</Tag>
            )
          }
        >
          {t('details.status')}
        </List.Item>
        {row(t('details.type'), t(`userType.${user.user_type}`))}
        {row(t('details.telegramId'), user.telegram_id)}
        {row(t('details.phone'), user.phone)}
        {row(t('details.email'), user.email)}
        {row(t('details.createdAt'), formatDate(user.created_at))}
        {org && (
          <>
            {row(t('details.organization'), org.organization_name)}
            {row(t('details.orgRole'), t(`details.orgRoles.${org.role}`))}
            {row(t('details.category'), org.category)}
            {row(t('details.address'), org.address)}
            {row(t('details.deepLink'), org.deep_link)}
            {row(t('details.masterCode'), org.master_code_in_org)}
            {row(t('details.mastersCount'), org.masters_count)}
            {row(t('details.adminsCount'), org.admins_count)}
          </>
        )}
        {row(t('details.masterDeepLink'), user.master_deep_link)}
        {row(t('details.category'), user.master_category)}
        {row(t('details.specialization'), user.master_specialization)}
        {row(t('details.address'), user.master_address)}
        {row(t('details.totalAppointments'), user.total_appointments)}
        {row(t('details.completed'), user.completed_appointments)}
        {row(t('details.cancelled'), user.cancelled_appointments)}
        {row(t('details.totalSpent'), formatPrice(user.total_spent))}
        {row(t('details.totalEarned'), formatPrice(user.total_earned))}
        {row(t('details.personalAppointments'), user.personal_appointments_count)}
        {row(t('details.personalServices'), user.personal_services_count)}
        {row(t('details.orgAppointments'), user.org_appointments_count)}
        {row(t('details.orgServices'), user.org_services_count)}
      </List>
    );
  }

  const actions = [];
  if (user && !details.isError) {
    actions.push({
      key: 'block',
      text: user.is_blocked ? t('details.unblock') : t('details.block'),
      danger: !user.is_blocked,
      disabled: busy,
      onClick: () => void toggleBlock(user),
    });
  }
  actions.push({ key: 'close', text: t('common:close'), onClick: onClose });

  return (
    <Dialog
      visible={userId !== null}
      title={user ? fullName(user) : t('details.title')}
      closeOnMaskClick
      onClose={onClose}
      content={<div style={{ maxHeight: '60vh', overflowY: 'auto' }}>{content}</div>}
      actions={actions}
    />
  );
}
