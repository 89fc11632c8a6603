import { Button, Card, List } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { BillingResponse } from '@api/billing/billing.contract';
import { formatDate } from '../../lib/format';

/** The business's plan now: its status and period, renewal, and usage against the plan's limits. */
export function CurrentPlan({ billing, onCancel }: { billing: BillingResponse; onCancel: () => void }) {
  const { t } = useTranslation('tariff');
  const of = (used: number, limit: number | null) =>
    limit === null ? t('current.unlimited', { used }) : t('current.of', { used, limit });
  const status =
    billing.status === 'active'
      ? t('current.activeUntil', { date: formatDate(billing.paid_until ?? '') })
      : billing.status === 'grace'
        ? t('current.graceUntil', { date: formatDate(billing.grace_until ?? '') })
        : t('current.free');
  return (
    <Card
      className="plan-card"
      data-testid="current-plan"
      title={t('current.title', { plan: t(`plans.${billing.plan}.name`) })}
    >
      <List>
        <List.Item extra={status}>{t('current.status')}</List.Item>
        {billing.status !== 'free' && (
          <List.Item extra={billing.auto_renew ? t('current.renewOn') : t('current.renewOff')}>
            {t('current.renewal')}
          </List.Item>
        )}
        {billing.business.kind === 'organization' && (
          <List.Item extra={of(billing.usage.masters, billing.limits.masters)}>{t('current.masters')}</List.Item>
        )}
        <List.Item extra={of(billing.usage.records_this_month, billing.limits.records_per_month)}>
          {t('current.records')}
        </List.Item>
      </List>
      {billing.auto_renew && billing.status === 'active' && (
        <Button block fill="outline" color="danger" onClick={onCancel}>
          {t('current.cancel')}
        </Button>
      )}
    </Card>
  );
}
