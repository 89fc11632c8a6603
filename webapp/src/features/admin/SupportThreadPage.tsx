import { useState } from 'react';
import { Button, Card, ErrorBlock, Input, List, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router-dom';
import type { AdminSupportConversation } from '@api/support/support.contract';
import { Page } from '../../components/Page';
import { replySupport, setSupportManager, useAdminSupportThread } from '../../api/support';
import { managerName } from '../../lib/support';
import { SupportThread } from '../../components/SupportThread';
import { PriorityTag } from './SupportInbox';
import { queryKeys } from '../../api/query-keys';

/** One support conversation in /admin: the messages, a reply (sent into the user's chat by the bot), the manager. */
export default function SupportThreadPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const thread = useAdminSupportThread(id);
  const queryClient = useQueryClient();
  const reply = async (text: string) => {
    const answer = await replySupport(id, text, t('support.replyError'));
    queryClient.setQueryData(queryKeys.supportThread(id), answer);
    await queryClient.invalidateQueries({ queryKey: queryKeys.supportInbox });
  };
  const c = thread.data?.conversation;
  return (
    <Page title={t('support.title')} back="/admin">
      {thread.isError && <ErrorBlock status="empty" title={t('support.notFound')} description="" />}
      {c && thread.data && (
        <>
          <Card style={{ margin: 12 }} data-testid="support-who">
            <PriorityTag priority={c.priority} /> {c.user.name}
            {c.user.username ? ` (@${c.user.username})` : ''} · Telegram ID {c.user.telegram_id}
            <div className="hint">
              {t('support.business')}: {c.business?.name ?? t('support.noBusiness')}
            </div>
          </Card>
          <SupportThread
            messages={thread.data.messages}
            userLabel={c.user.name}
            supportLabel={t('support.title')}
            onSend={reply}
          />
          {c.business && <ManagerForm conversation={c} onSaved={() => void thread.refetch()} />}
        </>
      )}
    </Page>
  );
}

/** Names the business's personal manager (Enterprise with billing on; the server says no otherwise). */
function ManagerForm({ conversation, onSaved }: { conversation: AdminSupportConversation; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState(conversation.manager ? String(conversation.manager.telegram_id) : '');
  const save = async () => {
    if (!conversation.business) return;
    const raw = value.trim();
    try {
      await setSupportManager(conversation.business, raw === '' ? null : Number(raw), t('support.managerError'));
      Toast.show({ icon: 'success', content: t('support.managerSaved') });
      onSaved();
    } catch (e) {
      Toast.show({ icon: 'fail', content: e instanceof Error ? e.message : t('support.managerError') });
    }
  };
  return (
    <Card title={t('support.manager')} style={{ margin: 12 }} data-testid="support-manager-form">
      <List>
        <List.Item description={t('support.managerHint')}>
          {conversation.manager ? managerName(conversation.manager) : t('support.managerNone')}
        </List.Item>
      </List>
      <Input
        value={value}
        onChange={(v) => setValue(v.replace(/\D/g, ''))}
        inputMode="numeric"
        placeholder="Telegram ID"
      />
      <Button block onClick={() => void save()}>
        {t('support.managerSave')}
      </Button>
    </Card>
  );
}
