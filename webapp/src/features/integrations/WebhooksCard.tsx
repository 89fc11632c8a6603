import { Button, Card, Dialog, Input, List, Selector, Space, Tag, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { WEBHOOK_EVENTS, type WebhookEvent, type WebhookResponse } from '@api/webhooks/webhooks.contract';
import { createWebhook, deleteWebhook, integrationKeys } from '../../api/integrations';
import { ApiError } from '../../lib/api-client';
import { DeliveryLog } from './DeliveryLog';
import { SecretOnce } from './SecretOnce';

/** The business's webhooks: the list with each one's delivery log, delete, and a new one whose secret shows once. */
export function WebhooksCard({ hooks }: { hooks: WebhookResponse[] }) {
  const { t } = useTranslation('integrations');
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('https://');
  const [events, setEvents] = useState<WebhookEvent[]>(['booking.created', 'booking.moved', 'booking.cancelled']);
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks });

  const create = async () => {
    setBusy(true);
    try {
      const made = await createWebhook(url.trim(), events, t('hooks.createError'));
      setSecret(made.secret);
      setUrl('https://');
      await refresh();
    } catch (e) {
      Toast.show({ content: e instanceof ApiError ? e.message : t('hooks.createError') });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (hook: WebhookResponse) => {
    if (!(await Dialog.confirm({ content: t('hooks.removeConfirm', { url: hook.url }) }))) return;
    try {
      await deleteWebhook(hook.id, t('hooks.removeError'));
      await refresh();
    } catch (e) {
      Toast.show({ content: e instanceof ApiError ? e.message : t('hooks.removeError') });
    }
  };

  return (
    <Card title={t('hooks.title')} data-testid="webhooks">
      {secret && <SecretOnce title={t('hooks.created')} value={secret} onDone={() => setSecret(null)} />}
      {hooks.length === 0 ? (
        <p className="hint">{t('hooks.empty')}</p>
      ) : (
        <List>
          {hooks.map((h) => (
            <List.Item
              key={h.id}
              data-testid="webhook"
              description={
                <>
                  {h.events.map((e) => t(`hooks.eventNames.${e}`)).join(', ')}
                  {!h.enabled && (
                    <div>
                      <Tag color="danger">{t('hooks.disabled')}</Tag>
                    </div>
                  )}
                  {open === h.id && <DeliveryLog id={h.id} />}
                </>
              }
              extra={
                <Space direction="vertical">
                  <Button size="mini" onClick={() => setOpen(open === h.id ? null : h.id)}>
                    {t('hooks.log')}
                  </Button>
                  <Button size="mini" color="danger" fill="outline" onClick={() => void remove(h)}>
                    {t('hooks.remove')}
                  </Button>
                </Space>
              }
            >
              <span className="link-text">{h.url}</span>
            </List.Item>
          ))}
        </List>
      )}
      <Space direction="vertical" block>
        <Input aria-label={t('hooks.url')} placeholder={t('hooks.url')} value={url} onChange={setUrl} />
        <div role="group" aria-label={t('hooks.events')}>
          <Selector
            multiple
            columns={2}
            options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: t(`hooks.eventNames.${e}`) }))}
            value={events}
            onChange={(v) => setEvents(v)}
          />
        </div>
        <Button
          block
          color="primary"
          loading={busy}
          disabled={!/^https?:\/\/\S+\.\S+/.test(url.trim()) || events.length === 0}
          onClick={() => void create()}
        >
          {t('hooks.create')}
        </Button>
      </Space>
    </Card>
  );
}
