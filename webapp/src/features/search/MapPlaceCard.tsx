import { Button, Card } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import type { MapPlace } from '../../api/search';
import { FavoriteHeart } from '../../components/FavoriteHeart';
import { RatingText } from '../../components/provider-facts';
import { categoryLabelKey } from '../../lib/categories';

/** The card of a tapped pin: who, what kind, where, their score, and Записаться. */
export function MapPlaceCard({
  place,
  canFavorite,
  favorite,
  onClose,
}: {
  place: MapPlace;
  canFavorite: boolean;
  /** Whether the client keeps this place among their favorites. */
  favorite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  return (
    <section className="map-card" aria-label={place.name}>
      <Card>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 8 }}>
          <div>
            <div style={{ fontWeight: 600, fontSize: 16 }}>{place.name}</div>
            <div className="hint">
              {[
                place.kind === 'organization' ? t('map.salon') : t('map.master'),
                place.category ? t(`common:${categoryLabelKey(place.category)}`) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </div>
          </div>
          <div style={{ display: 'flex', alignItems: 'center' }}>
            {canFavorite && (
              <FavoriteHeart
                kind={place.kind === 'master' ? 'masters' : 'organizations'}
                id={place.id}
                on={favorite}
                name={place.name}
              />
            )}
            <Button fill="none" size="mini" aria-label={t('common:close')} onClick={onClose}>
              <CloseOutline />
            </Button>
          </div>
        </div>
        {place.address && <div style={{ marginTop: 4 }}>{place.address}</div>}
        <div style={{ marginTop: 4 }}>
          <RatingText rating={place.rating} count={place.reviews_count} />
        </div>
        <Button block color="primary" style={{ marginTop: 8 }} onClick={() => void navigate(place.book_path)}>
          {t('book')}
        </Button>
      </Card>
    </section>
  );
}
