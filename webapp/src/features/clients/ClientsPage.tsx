import { useState } from 'react';
import { ErrorBlock, List, SearchBar, Selector, SpinLoading, Tag } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { ClientSegment } from '@api/clients/clients.contract';
import { useClients } from '../../api/clients';
import { Page } from '../../components/Page';
import { ShowMore } from '../../components/ShowMore';
import { formatDate } from '../../lib/format';
import { useRoles } from '../../session/roles';
import { ClientCard } from './ClientCard';
import { isPlanRequired, PlanRequiredNotice } from '../../components/PlanRequiredSheet';

const SEGMENTS: ClientSegment[] = ['all', 'new', 'regular', 'lost', 'no_show'];

/** Where «Записать» opens the manual booking: the salon's records for an owner or admin, else the master's day. */
function bookPathFor(role: string | null): string {
  if (role === 'organization') return '/records';
  if (role === 'organization_admin') return '/salon-appointments';
  return '/calendar/day';
}

/** Клиенты: an owner's, admin's or master's clients, searched and filtered by segment, with their card. */
export default function ClientsPage() {
  const { t } = useTranslation('clients');
  const { currentRole } = useRoles();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [segment, setSegment] = useState<ClientSegment>('all');
  const [open, setOpen] = useState<string | null>(null);
  const list = useClients(q, segment);
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Page title={t('title')} back>
      <div style={{ padding: '12px 12px 0' }}>
        <SearchBar
          placeholder={t('search')}
          value={text}
          onChange={setText}
          onSearch={(v) => setQ(v)}
          onClear={() => setQ('')}
        />
        <Selector
          style={{ marginTop: 8, '--padding': '6px 10px' }}
          columns={3}
          options={SEGMENTS.map((s) => ({ label: t(`segment.${s}`), value: s }))}
          value={[segment]}
          onChange={(v) => v[0] && setSegment(v[0])}
        />
      </div>
      {list.isError ? (
        isPlanRequired(list.error) ? (
          <PlanRequiredNotice detail={list.error.message} />
        ) : (
          <ErrorBlock status="default" title={list.error.message || t('loadError')} description="" />
        )
      ) : list.isPending ? (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
          <SpinLoading />
        </div>
      ) : rows.length === 0 ? (
        <ErrorBlock status="empty" title={t('empty')} description="" />
      ) : (
        <List mode="card">
          {rows.map((c) => (
            <List.Item
              key={c.key}
              onClick={() => setOpen(c.key)}
              description={[
                c.phone,
                t('visits', { count: c.visits }),
                c.last_visit ? t('lastVisit', { date: formatDate(c.last_visit) }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              extra={c.tags.slice(0, 2).map((tag) => (
                <Tag key={tag} style={{ marginLeft: 4 }}>
                  {tag}
                </Tag>
              ))}
            >
              {c.name}
            </List.Item>
          ))}
        </List>
      )}
      <ShowMore
        list={{
          hasMore: Boolean(list.hasNextPage),
          loadingMore: list.isFetchingNextPage,
          loadMore: async () => {
            await list.fetchNextPage({ throwOnError: true });
          },
        }}
      />
      <ClientCard clientKey={open} bookPath={bookPathFor(currentRole)} onClose={() => setOpen(null)} />
    </Page>
  );
}
