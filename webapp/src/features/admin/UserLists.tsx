import { List, SpinLoading, Tabs } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { ADMIN_LIST_LIMIT, useAdminUsers } from '../../api/admin';

type ListType = 'organization' | 'master' | 'client';

function UserTypeList({ type, onOpen }: { type: ListType; onOpen: (id: number) => void }) {
  const { t } = useTranslation('admin');
  const users = useAdminUsers({ page: 1, limit: ADMIN_LIST_LIMIT, user_type: type }, t('users.loadError'));
  if (users.isPending)
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
        <SpinLoading />
      </div>
    );
  if (users.isError)
    return (
      <div role="alert" style={{ padding: 12 }}>
        {users.error.message}
      </div>
    );
  if (users.data.users.length === 0)
    return (
      <List>
        <List.Item>{t('lists.empty')}</List.Item>
      </List>
    );
  return (
    <List>
      {users.data.users.map((u) => (
        <List.Item
          key={u.id}
          onClick={() => onOpen(u.id)}
          description={[u.organization_name, u.phone].filter(Boolean).join(' · ') || undefined}
        >
          {[u.first_name, u.last_name].filter(Boolean).join(' ')}
        </List.Item>
      ))}
    </List>
  );
}

/** Owners, masters and clients (up to 100 each). */
export function UserLists({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('admin');
  return (
    <List header={t('lists.title')} mode="card">
      <Tabs defaultActiveKey="organization">
        <Tabs.Tab title={t('lists.owners')} key="organization">
          <UserTypeList type="organization" onOpen={onOpen} />
        </Tabs.Tab>
        <Tabs.Tab title={t('lists.masters')} key="master">
          <UserTypeList type="master" onOpen={onOpen} />
        </Tabs.Tab>
        <Tabs.Tab title={t('lists.clients')} key="client">
          <UserTypeList type="client" onOpen={onOpen} />
        </Tabs.Tab>
      </Tabs>
    </List>
  );
}
