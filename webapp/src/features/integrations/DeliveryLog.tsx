import { List, Skeleton } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { useWebhookDeliveries } from '../../api/integrations';
import { formatDateTime } from '../../lib/format';

/** A webhook's last 100 deliveries: the event, its state, when it was last tried, and the answer's code. */
export function DeliveryLog({ id }: { id: number }) {
  const { t } = useTranslation('integrations');
  const log = useWebhookDeliveries(id);
  if (log.isPending) return <Skeleton.Paragraph lineCount={2} animated />;
  if (log.isError) return <p className="form-error">{t('loadError')}</p>;
  if (log.data.items.length === 0) return <p className="hint">{t('hooks.logEmpty')}</p>;
  return (
    <List data-testid="delivery-log">
      {log.data.items.map((d) => (
        <List.Item key={d.id} data-testid="delivery">
          {t(`hooks.eventNames.${d.event}`)} · {t(`hooks.status.${d.status}`)} ·{' '}
          {formatDateTime(d.last_attempt_at ?? d.created_at)} ·{' '}
          {d.response_code === null ? t('hooks.noAnswer') : t('hooks.code', { code: d.response_code })}
        </List.Item>
      ))}
    </List>
  );
}
