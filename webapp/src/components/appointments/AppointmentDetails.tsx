import { useState } from 'react';
import { Button, List, Popup, Space, Tag, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { AppointmentResponse, StatusRequest } from '@api/appointments/appointments.contract';
import { setAppointmentStatus, useRefreshAppointments } from '../../api/appointments';
import { formatPrice } from '../../lib/format';
import { haptic } from '../../lib/telegram';
import { canChange, canMarkVisit, personName, shownStatus, STATUS_COLOR } from './appointment-status';
import { DepositLine } from './DepositLine';
import { formatDay, zonedParts, clockIn } from '../../lib/zoned-time';

export interface AppointmentDetailsProps {
  appointment: AppointmentResponse | null;
  now: number;
  onClose: () => void;
  /** The booking as it is after a status change. */
  onChanged: (a: AppointmentResponse) => void;
  onCancel: (a: AppointmentResponse) => void;
}

/** A booking as staff see it: the client (tap to call), service, time, comment, status, and what can be done. */
export function AppointmentDetails({ appointment: a, now, onClose, onChanged, onCancel }: AppointmentDetailsProps) {
  const { t } = useTranslation('appointments');
  const refresh = useRefreshAppointments();
  const [busy, setBusy] = useState<StatusRequest['status'] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function mark(status: StatusRequest['status']) {
    if (!a) return;
    setBusy(status);
    setError(null);
    try {
      const changed = await setAppointmentStatus(a.id, status, t('statusError'));
      haptic('success');
      Toast.show({ icon: 'success', content: t('statusDone') });
      onChanged(changed);
      await refresh();
    } catch (e) {
      haptic('error');
      setError(e instanceof Error && e.message ? e.message : t('statusError'));
    } finally {
      setBusy(null);
    }
  }

  function close() {
    setError(null);
    onClose();
  }

  const status = a ? shownStatus(a.status) : 'planned';
  const start = a ? zonedParts(a.starts_at, a.time_zone) : null;
  return (
    <Popup visible={a !== null} onMaskClick={close} destroyOnClose bodyStyle={{ padding: '8px 0 16px' }}>
      {a && start && (
        <div role="dialog" aria-label={a.service?.name ?? t('deletedService')}>
          <List
            header={
              <Space align="center">
                <span>{a.service?.name ?? t('deletedService')}</span>
                <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>
              </Space>
            }
          >
            <List.Item extra={`${formatDay(start.date)}, ${start.time}–${clockIn(a.ends_at, a.time_zone)}`}>
              {t('when')}
            </List.Item>
            <List.Item extra={personName(a.client) || '—'} description={a.manual ? t('manual') : undefined}>
              {t('client')}
            </List.Item>
            {a.client.phone && (
              <List.Item extra={<a href={`tel:${a.client.phone}`}>{a.client.phone}</a>}>{t('phone')}</List.Item>
            )}
            <List.Item extra={personName(a.master)}>{t('master')}</List.Item>
            {a.price !== null && <List.Item extra={formatPrice(a.price)}>{t('price')}</List.Item>}
            {a.deposit && (
              <List.Item>
                <DepositLine appointment={a} staff />
              </List.Item>
            )}
            {a.comment && <List.Item description={a.comment}>{t('comment')}</List.Item>}
            {a.status === 'cancelled' && (
              <List.Item description={a.cancel_reason ?? undefined}>
                {a.cancelled_by ? t(`cancelledBy.${a.cancelled_by}`) : t('status.cancelled')}
              </List.Item>
            )}
          </List>
          {error && (
            <p className="field-error" role="alert" style={{ padding: '0 16px' }}>
              {error}
            </p>
          )}
          <Space direction="vertical" block style={{ padding: '8px 16px 0' }}>
            {canMarkVisit(a, now) && (
              <Space block justify="between">
                <Button color="success" loading={busy === 'completed'} onClick={() => void mark('completed')}>
                  {t('complete')}
                </Button>
                <Button
                  color="warning"
                  fill="outline"
                  loading={busy === 'no_show'}
                  onClick={() => void mark('no_show')}
                >
                  {t('noShow')}
                </Button>
              </Space>
            )}
            {canChange(a, now) && (
              <Button block color="danger" fill="outline" onClick={() => onCancel(a)}>
                {t('cancel')}
              </Button>
            )}
            <Button block fill="none" onClick={close}>
              {t('common:close')}
            </Button>
          </Space>
        </div>
      )}
    </Popup>
  );
}
