import { useEffect, useState } from 'react';
import { ErrorBlock, List, SearchBar, SpinLoading } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { Page } from '../../components/Page';
import { useOrganizationSearch } from '../../api/organizations';

const SEARCH_DEBOUNCE_MS = 400;

/** Organizations found by name; a tap opens the public organization page. */
export default function OrganizationsPage() {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const organizations = useOrganizationSearch(search);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Page title={t('title')}>
      <div style={{ padding: 12 }}>
        <SearchBar placeholder={t('search')} value={text} onChange={setText} onSearch={setSearch} />
      </div>
      {organizations.isPending && (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
          <SpinLoading />
        </div>
      )}
      {organizations.isError && (
        <ErrorBlock status="default" title={organizations.error.message || t('loadError')} description="" />
      )}
      {organizations.data && organizations.data.length === 0 && (
        <ErrorBlock status="empty" title={t('empty')} description="" />
      )}
      {organizations.data && organizations.data.length > 0 && (
        <List mode="card">
          {organizations.data.map((o) => (
            <List.Item
              key={o.id}
              description={[o.category, o.address].filter(Boolean).join(' · ') || undefined}
              onClick={() => void navigate(`/organization/${o.deep_link}`)}
            >
              {o.name}
            </List.Item>
          ))}
        </List>
      )}
    </Page>
  );
}
