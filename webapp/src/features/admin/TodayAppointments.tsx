import { List, SpinLoading, Tag } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { AdminAppointment } from '@api/admin/admin.contract';
import { formatDateTime, formatPrice } from '../../lib/format';
import { useTodayAppointments } from '../../api/admin';

/** The admin sees three states only: completed, cancelled, otherwise planned. */
export function appointmentStatus(status: string): AdminAppointment['status'] {
  return status === 'completed' || status === 'cancelled' ? status : 'planned';
}

const STATUS_COLOR = { planned: 'primary', completed: 'success', cancelled: 'default' } as const;

export function TodayAppointments() {
  const { t } = useTranslation('admin');
  const appointments = useTodayAppointments();
  return (
    <List header={t('appointments.title')} mode="card">
      {appointments.isPending && (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
          <SpinLoading />
        </div>
      )}
      {appointments.isError && <List.Item>{appointments.error.message}</List.Item>}
      {appointments.data?.length === 0 && <List.Item>{t('appointments.empty')}</List.Item>}
      {appointments.data?.map((a) => {
        const status = appointmentStatus(a.status);
        return (
          <List.Item
            key={a.id}
            description={[
              `${t('appointments.client')}: ${[a.client_name, a.client_phone].filter(Boolean).join(', ') || '—'}`,
              `${t('appointments.master')}: ${a.master_name}`,
            ].join(' · ')}
            extra={
              <div style={{ textAlign: 'right' }}>
                <Tag color={STATUS_COLOR[status]}>{t(`appointments.status.${status}`)}</Tag>
                <div>{formatPrice(a.price)}</div>
              </div>
            }
          >
            {formatDateTime(a.appointment_date)}
          </List.Item>
        );
      })}
    </List>
  );
}
