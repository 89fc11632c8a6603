import { useState } from 'react';
import { Button, Space, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { markDeposit, useRefreshAppointments } from '../../api/appointments';
import { formatPrice } from '../../lib/format';

/**
 * A booking's deposit and where it stands («Предоплата 500 ₽ — оплачена»); with `staff`, the business's marks:
 * «Возврат сделан» (after returning it in the payment provider's dashboard) and «Оставить предоплату».
 */
export function DepositLine({ appointment: a, staff = false }: { appointment: AppointmentResponse; staff?: boolean }) {
  const { t } = useTranslation('appointments');
  const refresh = useRefreshAppointments();
  const [busy, setBusy] = useState(false);
  const d = a.deposit;
  if (!d) return null;
  const mark = async (how: 'refunded' | 'retain') => {
    setBusy(true);
    try {
      await markDeposit(a.id, how, t('deposit.markError'));
      await refresh();
    } catch (e) {
      Toast.show({ content: e instanceof Error ? e.message : t('deposit.markError') });
    } finally {
      setBusy(false);
    }
  };
  const canRefund = d.status === 'paid' || d.status === 'refund_due' || d.status === 'retained';
  // a deposit owed back (refund_due) is the client's money: only a paid one may be kept
  const canRetain = d.status === 'paid';
  return (
    <div data-testid={`deposit-${a.id}`}>
      <div>
        {t('deposit.label')} {formatPrice(d.amount)} —{' '}
        {!staff && d.status === 'refund_due' ? t('deposit.refundComing') : t(`deposit.status.${d.status}`)}
      </div>
      {!staff && a.status === 'payment_conflict' && <div className="hint">{t('deposit.conflictHint')}</div>}
      {staff && (canRefund || canRetain) && (
        <Space style={{ marginTop: 8 }} wrap>
          {canRefund && (
            <Button size="small" color="primary" loading={busy} onClick={() => void mark('refunded')}>
              {t('deposit.refunded')}
            </Button>
          )}
          {canRetain && (
            <Button size="small" loading={busy} onClick={() => void mark('retain')}>
              {t('deposit.retain')}
            </Button>
          )}
        </Space>
      )}
    </div>
  );
}
