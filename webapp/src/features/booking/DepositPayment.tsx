import { useEffect, useState } from 'react';
import { Button, List, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import type { BookingPayment } from '@api/appointments/appointments.contract';
import { formatPrice } from '../../lib/format';
import { haptic, openInvoice, type InvoiceStatus } from '../../lib/telegram';
import { dayAndTime, zoneOf } from './booking-time';

/**
 * A booking that waits for its deposit: the amount and the cancellation rule with the master's cutoff, then Telegram's invoice
 * (openInvoice). Paid: the bot's successful payment makes it planned; pending: Telegram is still confirming;
 * cancelled or failed: pay again while the hold lasts; after it, the time is gone.
 */
export function DepositPayment({
  appointment: a,
  payment,
}: {
  appointment: AppointmentResponse;
  payment: BookingPayment;
}) {
  const { t, i18n } = useTranslation('booking');
  const navigate = useNavigate();
  const [result, setResult] = useState<InvoiceStatus | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const holdEnds = Date.parse(payment.hold_until);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const expired = result !== 'paid' && result !== 'pending' && now >= holdEnds;
  const { time } = dayAndTime(payment.hold_until, zoneOf(a.time_zone), i18n.language);

  const pay = async () => {
    if (!payment.invoice_url) return;
    const status = await openInvoice(payment.invoice_url);
    haptic(status === 'paid' ? 'success' : status === 'pending' ? 'warning' : 'error');
    setResult(status);
  };

  if (expired) return <Result status="error" title={t('deposit.expired')} />;
  const message = result ? t(`deposit.${result}`) : null;
  return (
    <section aria-label={t('deposit.title')}>
      <Result
        status={result === 'paid' ? 'success' : result === 'pending' ? 'waiting' : 'info'}
        title={message ?? t('deposit.title')}
        description={t('deposit.holdUntil', { time })}
      />
      <List mode="card">
        <List.Item extra={formatPrice(payment.amount)}>{t('deposit.amount')}</List.Item>
        <List.Item description={t('deposit.rule', { hours: payment.cancel_cutoff_hours })}>
          {a.service?.name ?? ''}
        </List.Item>
      </List>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: '0 12px 16px' }}>
        {result !== 'paid' && result !== 'pending' && (
          <Button block color="primary" size="large" disabled={!payment.invoice_url} onClick={() => void pay()}>
            {t('deposit.pay')} {formatPrice(payment.amount)}
          </Button>
        )}
        <Button block size="large" onClick={() => void navigate('/my-records')}>
          {t('toMyRecords')}
        </Button>
      </div>
    </section>
  );
}
