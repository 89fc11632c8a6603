import { useCallback, useMemo, useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { bboxParam, useSearchMap } from '../../api/search';
import { useFavorites } from '../../api/favorites';
import { useMapConfig } from '../../api/places';
import { PlacesMap } from '../../components/map/lazy';
import { DEFAULT_CENTER, type MapBox, type MapPin } from '../../components/map/map-types';
import { Page } from '../../components/Page';
import { PageLoading } from '../../components/PageLoading';
import { useRegistration } from '../../session/registration';
import { CategoryChips } from './CategoryChips';
import { MapPlaceCard } from './MapPlaceCard';
import { setSearchState, useSearchState } from './search-state';
import { useDebounced } from './use-debounced';
import { useMyLocation } from './use-my-location';

/** The API answers for a box of at most 5 degrees each way; a wider view asks the client to zoom in. */
const MAX_BOX_DEGREES = 5;

const placeKey = (p: { kind: string; id: number }) => `${p.kind}:${p.id}`;

/** /map-search: masters and salons in view, with the search's words, category and rating; a pin opens a card. */
export default function MapPage() {
  const { t } = useTranslation('search');
  const { status } = useRegistration();
  const { text, filters } = useSearchState();
  const words = useDebounced(text);
  const tiles = useMapConfig();
  const { location } = useMyLocation();
  const [box, setBox] = useState<MapBox | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const tooWide = box !== null && (box.east - box.west > MAX_BOX_DEGREES || box.north - box.south > MAX_BOX_DEGREES);
  const query = useMemo(
    () => ({
      q: words.trim() || undefined,
      category: filters.category ?? undefined,
      rating_min: filters.ratingMin ?? undefined,
    }),
    [words, filters.category, filters.ratingMin],
  );
  const places = useSearchMap(box && !tooWide ? bboxParam(box) : null, query, t('map.loadError'));
  const list = places.data?.places ?? [];
  const pins: MapPin[] = useMemo(
    () => list.map((p) => ({ key: placeKey(p), latitude: p.latitude, longitude: p.longitude, title: p.name })),
    [list],
  );
  const favorites = useFavorites(t('favorites:loadError'), status === 'registered');
  const chosen = list.find((p) => placeKey(p) === selected) ?? null;
  const onBounds = useCallback((next: MapBox) => setBox(next), []);

  // The map opens where the client is; until their location is known (or refused), it waits briefly.
  const center = location.status === 'known' ? location.coords : DEFAULT_CENTER;

  return (
    <Page title={t('map.title')}>
      <div style={{ padding: '8px 12px 0' }}>
        <SearchBar
          placeholder={t('placeholder')}
          value={text}
          onChange={(value) => setSearchState({ text: value })}
          aria-label={t('placeholder')}
        />
      </div>
      <CategoryChips
        value={filters.category}
        onChange={(category) => setSearchState({ filters: { ...filters, category } })}
      />
      {tiles.isPending || location.status === 'pending' ? (
        <PageLoading />
      ) : tiles.isError ? (
        <div className="form-error">{t('common:places.mapUnavailable')}</div>
      ) : (
        <div className="map-screen" data-testid="map-screen">
          <PlacesMap
            tiles={{ url: tiles.data.tile_url, attribution: tiles.data.attribution }}
            center={center}
            pins={pins}
            selected={selected}
            onSelect={setSelected}
            onBounds={onBounds}
          />
          {chosen && (
            <MapPlaceCard
              place={chosen}
              canFavorite={status === 'registered'}
              favorite={
                (chosen.kind === 'master' ? favorites.data?.masters : favorites.data?.organizations)?.some(
                  (f) => f.id === chosen.id,
                ) ?? false
              }
              onClose={() => setSelected(null)}
            />
          )}
        </div>
      )}
      <p className="hint page-section" role="status">
        {tooWide
          ? t('map.tooWide')
          : places.isError
            ? places.error.message || t('map.loadError')
            : places.data?.truncated
              ? t('map.truncated')
              : places.data && list.length === 0
                ? t('map.nothingHere')
                : places.data
                  ? t('map.count', { count: list.length })
                  : ''}
      </p>
    </Page>
  );
}
