import { Card, List, Tag } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router-dom';
import type { SupportPriority } from '@api/support/support.contract';
import { useSupportInbox } from '../../api/support';
import { formatDateTime } from '../../lib/format';

/** Enterprise and Pro carry their plan's tag (and come first: the server orders the list). */
export function PriorityTag({ priority }: { priority: SupportPriority }) {
  if (!priority) return null;
  return (
    <Tag color={priority === 'enterprise' ? 'danger' : 'primary'}>{priority === 'pro' ? 'Pro' : 'Enterprise'}</Tag>
  );
}

/** The support inbox: conversations of users with the platform's support; a tap opens one. */
export function SupportInbox() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const items = useSupportInbox().data?.conversations ?? [];
  return (
    <Card title={t('support.title')} style={{ margin: 12 }} data-testid="support-inbox">
      {items.length === 0 && <div className="hint">{t('support.none')}</div>}
      <List>
        {items.map((c) => (
          <List.Item
            key={c.id}
            clickable
            data-testid="support-row"
            onClick={() => void navigate(`/admin/support/${c.id}`)}
            description={`${c.business?.name ?? t('support.noBusiness')}${
              c.last_message_at ? ` · ${formatDateTime(c.last_message_at)}` : ''
            } · ${c.last_text ?? ''}`}
            extra={c.awaiting_reply ? <Tag color="warning">{t('support.awaiting')}</Tag> : null}
          >
            <PriorityTag priority={c.priority} /> {c.user.name}
            {c.user.username ? ` (@${c.user.username})` : ''}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
