import { Button, Card, Dialog, Input, List, Selector, Space, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { ApiKeyResponse, ApiKeyScope } from '@api/api-keys/api-keys.contract';
import { createApiKey, integrationKeys, revokeApiKey } from '../../api/integrations';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { SecretOnce } from './SecretOnce';

/** The business's API keys: the list (name, prefix, rights, last use), revoke, and a new key shown once. */
export function ApiKeysCard({ keys }: { keys: ApiKeyResponse[] }) {
  const { t } = useTranslation('integrations');
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys });

  const create = async () => {
    setBusy(true);
    try {
      const made = await createApiKey(name.trim(), scopes, t('keys.createError'));
      setShown(made.key);
      setName('');
      await refresh();
    } catch (e) {
      Toast.show({ content: e instanceof ApiError ? e.message : t('keys.createError') });
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (key: ApiKeyResponse) => {
    if (!(await Dialog.confirm({ content: t('keys.revokeConfirm', { name: key.name }) }))) return;
    try {
      await revokeApiKey(key.id, t('keys.revokeError'));
      await refresh();
    } catch (e) {
      Toast.show({ content: e instanceof ApiError ? e.message : t('keys.revokeError') });
    }
  };

  return (
    <Card title={t('keys.title')} data-testid="api-keys">
      {shown && <SecretOnce title={t('keys.created')} value={shown} onDone={() => setShown(null)} />}
      <p className="hint">{t('keys.usage')}</p>
      {keys.length === 0 ? (
        <p className="hint">{t('keys.empty')}</p>
      ) : (
        <List>
          {keys.map((k) => (
            <List.Item
              key={k.id}
              data-testid="api-key"
              description={`${k.prefix}… · ${k.scopes.map((s) => t(`keys.${s}`)).join(', ')} · ${
                k.last_used_at ? t('keys.lastUsed', { when: formatDateTime(k.last_used_at) }) : t('keys.neverUsed')
              }`}
              extra={
                <Button size="mini" color="danger" fill="outline" onClick={() => void revoke(k)}>
                  {t('keys.revoke')}
                </Button>
              }
            >
              {k.name}
            </List.Item>
          ))}
        </List>
      )}
      <Space direction="vertical" block>
        <Input
          aria-label={t('keys.name')}
          placeholder={t('keys.namePlaceholder')}
          value={name}
          maxLength={100}
          onChange={setName}
        />
        <div role="group" aria-label={t('keys.scopes')}>
          <Selector
            multiple
            columns={2}
            options={(['read', 'write'] as const).map((s) => ({ value: s, label: t(`keys.${s}`) }))}
            value={scopes}
            onChange={(v) => setScopes(v)}
          />
        </div>
        <Button
          block
          color="primary"
          loading={busy}
          disabled={name.trim() === '' || scopes.length === 0}
          onClick={() => void create()}
        >
          {t('keys.create')}
        </Button>
      </Space>
    </Card>
  );
}
