import { Button, Card, List, Tag, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { refundPayment, useAdminPayments } from '../../api/billing';
import { formatDate, formatDateTime } from '../../lib/format';
import { confirm } from '../../lib/telegram';
import { queryKeys } from '../../api/query-keys';

/** Plan payments in Telegram Stars, newest first; a payment can be refunded (its plan period ends). */
export function PlanPayments() {
  const { t } = useTranslation('admin');
  const payments = useAdminPayments();
  const queryClient = useQueryClient();
  const refund = async (id: number) => {
    if (!(await confirm(t('payments.refundConfirm')))) return;
    try {
      await refundPayment(id, t('payments.refundError'));
      Toast.show({ icon: 'success', content: t('payments.refunded') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.billingAdminPayments });
    } catch (e) {
      Toast.show({ icon: 'fail', content: e instanceof Error ? e.message : t('payments.refundError') });
    }
  };
  const items = payments.data?.payments ?? [];
  return (
    <Card title={t('payments.title')} style={{ margin: 12 }} data-testid="plan-payments">
      {items.length === 0 && <div className="hint">{t('payments.none')}</div>}
      <List>
        {items.map((p) => (
          <List.Item
            key={p.id}
            description={`${formatDateTime(p.created_at)} · ${p.payer.name ?? p.payer.telegram_id}${
              p.period_end ? ` · ${t('payments.until', { date: formatDate(p.period_end) })}` : ''
            }`}
            extra={
              p.refunded_at ? (
                <Tag color="default">{t('payments.refundedTag')}</Tag>
              ) : (
                <Button size="mini" color="danger" onClick={() => void refund(p.id)}>
                  {t('payments.refund')}
                </Button>
              )
            }
          >
            {`${p.business?.name ?? '—'}: ${p.plan ?? '—'}, ${p.amount} ⭐${p.is_recurring && !p.is_first_recurring ? ` (${t('payments.renewal')})` : ''}`}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
