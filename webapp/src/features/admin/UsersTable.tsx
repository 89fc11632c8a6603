import { useEffect, useState } from 'react';
import { Button, ErrorBlock, List, SearchBar, Selector, SpinLoading, Tag } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { ADMIN_PAGE_SIZE, useAdminUsers, type BlockedFilter, type UserTypeFilter } from '../../api/admin';

const SEARCH_DEBOUNCE_MS = 400;

/** Filterable, paginated users (20 a page); a tap opens the details. */
export function UsersTable({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [userType, setUserType] = useState<UserTypeFilter>('');
  const [blocked, setBlocked] = useState<BlockedFilter>('');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // Any filter change starts again at page 1.
  useEffect(() => setPage(1), [search, userType, blocked]);

  const users = useAdminUsers(
    { page, limit: ADMIN_PAGE_SIZE, search, user_type: userType, is_blocked: blocked },
    t('users.loadError'),
  );
  const totalPages = Math.max(1, users.data?.total_pages ?? 1);

  return (
    <List header={t('users.title')} mode="card">
      <div style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <SearchBar placeholder={t('users.search')} value={text} onChange={setText} onSearch={setSearch} />
        <Selector<UserTypeFilter>
          aria-label={t('users.type')}
          value={[userType]}
          onChange={(v) => setUserType(v[0] ?? '')}
          options={[
            { label: t('users.all'), value: '' },
            { label: t('userType.client'), value: 'client' },
            { label: t('userType.master'), value: 'master' },
            { label: t('userType.organization'), value: 'organization' },
          ]}
        />
        <Selector<BlockedFilter>
          aria-label={t('users.status')}
          value={[blocked]}
          onChange={(v) => setBlocked(v[0] ?? '')}
          options={[
            { label: t('users.all'), value: '' },
            { label: t('users.activePlural'), value: 'false' },
            { label: t('users.blockedPlural'), value: 'true' },
          ]}
        />
      </div>
      {users.isPending && (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
          <SpinLoading />
        </div>
      )}
      {users.isError && (
        <ErrorBlock status="default" title={users.error.message || t('users.loadError')} description="" />
      )}
      {users.data && users.data.users.length === 0 && <List.Item>{t('users.empty')}</List.Item>}
      {users.data?.users.map((u) => (
        <List.Item
          key={u.id}
          onClick={() => onOpen(u.id)}
          description={[
            t(`userType.${u.user_type}`),
            u.phone,
            u.organization_name,
            t('users.appointments', { count: u.appointments_count }),
          ]
            .filter(Boolean)
            .join(' · ')}
          extra={
            u.is_blocked ? (
              <Tag color="danger">{t('users.blocked')}</Tag>
            ) : (
              <Tag color="success">{t('users.active')}</Tag>
            )
          }
        >
          {[u.first_name, u.last_name].filter(Boolean).join(' ')}
        </List.Item>
      ))}
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: 12 }}>
        <Button size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {t('users.prev')}
        </Button>
        <span>{t('users.page', { page, total: totalPages })}</span>
        <Button size="small" disabled={page >= totalPages} onClick={() => setPage((p) => p + 1)}>
          {t('users.next')}
        </Button>
      </div>
    </List>
  );
}
