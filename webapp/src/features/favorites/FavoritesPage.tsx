import { Button, ErrorBlock, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { useFavorites, type FavoriteMaster, type FavoriteOrganization } from '../../api/favorites';
import { FavoriteHeart } from '../../components/FavoriteHeart';
import { Page } from '../../components/Page';
import { PageLoading } from '../../components/PageLoading';
import { NextFree, RatingText } from '../../components/provider-facts';

const fullName = (m: FavoriteMaster) => [m.first_name, m.last_name].filter(Boolean).join(' ');

/** /favorites: the client's masters and salons, each a tap away from booking. */
export default function FavoritesPage() {
  const { t } = useTranslation('favorites');
  const navigate = useNavigate();
  const favorites = useFavorites(t('loadError'));
  const book = (path: string) => (
    <Button size="small" color="primary" onClick={() => void navigate(path)}>
      {t('book')}
    </Button>
  );

  const master = (m: FavoriteMaster) => (
    <List.Item
      key={`m${m.id}`}
      prefix={<FavoriteHeart kind="masters" id={m.id} on name={fullName(m)} />}
      description={
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 10px' }}>
          {m.specialization && <span>{m.specialization}</span>}
          <RatingText rating={m.rating} count={m.reviews_count} />
          {m.next_free ? <NextFree at={m.next_free} /> : <span>{t('noFreeTime')}</span>}
        </div>
      }
      extra={book(m.book_path)}
    >
      {fullName(m)}
    </List.Item>
  );

  const organization = (o: FavoriteOrganization) => (
    <List.Item
      key={`o${o.id}`}
      prefix={<FavoriteHeart kind="organizations" id={o.id} on name={o.name} />}
      description={
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 10px' }}>
          {o.address && <span>{o.address}</span>}
          <RatingText rating={o.rating} count={o.reviews_count} />
        </div>
      }
      extra={book(o.book_path)}
    >
      {o.name}
    </List.Item>
  );

  const data = favorites.data;
  const empty = data && data.masters.length === 0 && data.organizations.length === 0;
  return (
    <Page title={t('title')}>
      {favorites.isPending ? (
        <PageLoading />
      ) : favorites.isError ? (
        <div className="form-error">{favorites.error.message || t('loadError')}</div>
      ) : !data || empty ? (
        <ErrorBlock status="empty" title={t('emptyTitle')} description={t('emptyHint')}>
          <Button color="primary" onClick={() => void navigate('/search-services')}>
            {t('toSearch')}
          </Button>
        </ErrorBlock>
      ) : (
        <>
          {data.masters.length > 0 && (
            <List header={t('masters')} mode="card">
              {data.masters.map(master)}
            </List>
          )}
          {data.organizations.length > 0 && (
            <List header={t('organizations')} mode="card">
              {data.organizations.map(organization)}
            </List>
          )}
        </>
      )}
    </Page>
  );
}
