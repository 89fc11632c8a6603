import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { useApiKeys, useWebhooks } from '../../api/integrations';
import { Page } from '../../components/Page';
import { isPlanRequired, PlanRequiredNotice } from '../../components/PlanRequiredSheet';
import { ApiError } from '../../lib/api-client';
import { ApiKeysCard } from './ApiKeysCard';
import { WebhooksCard } from './WebhooksCard';

/** «API и вебхуки»: the business owner's API keys and webhooks (Enterprise; everyone with billing off). */
export default function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  const keys = useApiKeys();
  const hooks = useWebhooks();
  const error = keys.error ?? hooks.error;
  return (
    <Page title={t('title')} back>
      <p className="hint page-section">{t('intro')}</p>
      {error && isPlanRequired(error) ? (
        <PlanRequiredNotice detail={(error as ApiError).message} />
      ) : error ? (
        <ErrorBlock
          status="default"
          title={error instanceof ApiError ? error.message : t('loadError')}
          description=""
        />
      ) : keys.isPending || hooks.isPending ? (
        <Skeleton.Paragraph lineCount={4} animated />
      ) : (
        <div className="profile-cards">
          <ApiKeysCard keys={keys.data?.items ?? []} />
          <WebhooksCard hooks={hooks.data?.items ?? []} />
        </div>
      )}
    </Page>
  );
}
