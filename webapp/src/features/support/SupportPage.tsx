import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { Page } from '../../components/Page';
import { sendSupportMessage, useSupportThread } from '../../api/support';
import { managerName } from '../../lib/support';
import { SupportThread } from '../../components/SupportThread';
import { queryKeys } from '../../api/query-keys';

/** The caller's conversation with the platform's support («Написать в поддержку»). */
export default function SupportPage() {
  const { t } = useTranslation('support');
  const thread = useSupportThread();
  const queryClient = useQueryClient();
  const send = async (text: string) => {
    const answer = await sendSupportMessage(text, t('common:supportThread.sendError'));
    queryClient.setQueryData(queryKeys.mySupport, answer);
  };
  const data = thread.data;
  return (
    <Page title={t('title')} back>
      <p className="hint page-section">{t('intro')}</p>
      {thread.isError && <ErrorBlock status="default" title={t('loadError')} description="" />}
      {thread.isPending && <Skeleton.Paragraph lineCount={3} animated />}
      {data && (
        <>
          {data.priority && (
            <p className="page-section" data-testid="support-priority">
              {t('priority', { plan: data.priority === 'pro' ? 'Pro' : 'Enterprise' })}
            </p>
          )}
          {data.manager && (
            <p className="page-section" data-testid="support-manager">
              {t('manager', { name: managerName(data.manager) })}
            </p>
          )}
          <SupportThread messages={data.messages} userLabel={t('you')} supportLabel={t('support')} onSend={send} />
        </>
      )}
    </Page>
  );
}
