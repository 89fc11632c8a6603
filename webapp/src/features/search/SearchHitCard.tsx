import { Card } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import type { SearchHit } from '../../api/search';
import { FavoriteHeart } from '../../components/FavoriteHeart';
import { NextFree, RatingText } from '../../components/provider-facts';
import { formatPrice } from '../../lib/format';

/** The page that books this hit's service, with the service already chosen. */
export function bookingPathOf(hit: SearchHit): string {
  return `${hit.book_path}?service=${hit.service.id}`;
}

const fullName = (m: { first_name: string; last_name: string | null }) =>
  [m.first_name, m.last_name].filter(Boolean).join(' ');

/** One found service: what, how much and how long, who does it, their score, distance and next free time. */
export function SearchHitCard({ hit, canFavorite }: { hit: SearchHit; canFavorite: boolean }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const { service, master, organization } = hit;
  const provider = master ? fullName(master) : (organization?.name ?? '');
  const score = master ?? organization;
  const open = () => void navigate(bookingPathOf(hit));

  return (
    <article aria-label={`${service.name}, ${provider}`} style={{ margin: '0 12px 10px' }}>
      <Card className="search-hit" onClick={open} style={{ cursor: 'pointer' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <div style={{ minWidth: 0 }}>
            <div style={{ fontWeight: 600, fontSize: 16 }}>{service.name}</div>
            <div className="hint">
              {[
                service.price !== null ? formatPrice(service.price) : null,
                service.duration_minutes !== null ? t('minutes', { count: service.duration_minutes }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </div>
          </div>
          {canFavorite && (master || organization) && (
            <FavoriteHeart
              kind={master ? 'masters' : 'organizations'}
              id={(master ?? organization)!.id}
              on={hit.is_favorite}
              name={provider}
            />
          )}
        </div>
        <div style={{ marginTop: 6 }}>
          <span style={{ fontWeight: 500 }}>{provider}</span>
          {master?.specialization && <span className="hint"> · {master.specialization}</span>}
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', marginTop: 4, fontSize: 14 }}>
          {score && <RatingText rating={score.rating} count={score.reviews_count} />}
          {hit.distance_km !== null && (
            <span>{t('common:places.distance', { km: hit.distance_km.toFixed(1).replace('.', ',') })}</span>
          )}
          <NextFree at={hit.next_free} />
        </div>
        {hit.address && (
          <div className="hint" style={{ marginTop: 4 }}>
            {hit.address}
          </div>
        )}
      </Card>
    </article>
  );
}
