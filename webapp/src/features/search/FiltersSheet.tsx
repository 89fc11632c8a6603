import { useEffect, useState } from 'react';
import { Button, Input, Popup, Selector, Space } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { RADIUS_CHOICES, RATING_CHOICES, type SearchFilters } from './search-filters';
import { LocationNote } from './LocationNote';
import type { MyLocation } from './use-my-location';

interface Props {
  open: boolean;
  filters: SearchFilters;
  location: MyLocation;
  onRetryLocation: () => void;
  onApply: (filters: SearchFilters) => void;
  onClose: () => void;
}

const toPrice = (raw: string): number | null => {
  const n = Number(raw.replace(/\s/g, '').replace(',', '.'));
  return raw.trim() === '' || !Number.isFinite(n) || n < 0 ? null : n;
};

/** Price range, rating, distance and a free day; applied together with «Показать». */
export function FiltersSheet({ open, filters, location, onRetryLocation, onApply, onClose }: Props) {
  const { t } = useTranslation('search');
  const [draft, setDraft] = useState(filters);
  const [priceMin, setPriceMin] = useState('');
  const [priceMax, setPriceMax] = useState('');
  useEffect(() => {
    if (!open) return;
    setDraft(filters);
    setPriceMin(filters.priceMin === null ? '' : String(filters.priceMin));
    setPriceMax(filters.priceMax === null ? '' : String(filters.priceMax));
  }, [open, filters]);

  const min = toPrice(priceMin);
  const max = toPrice(priceMax);
  const priceError = min !== null && max !== null && min > max;
  const located = location.status === 'known';

  const apply = () => {
    if (priceError) return;
    const radiusKm = located ? draft.radiusKm : null;
    onApply({ ...draft, priceMin: min, priceMax: max, radiusKm });
  };

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}>
      <div role="dialog" aria-label={t('filtersTitle')} style={{ padding: 16 }}>
        <h3 style={{ marginTop: 0 }}>{t('filtersTitle')}</h3>

        <div className="search-filter-label">{t('price')}</div>
        <Space block style={{ '--gap': '8px' }}>
          <Input
            aria-label={t('priceFrom')}
            placeholder={t('priceFrom')}
            inputMode="numeric"
            value={priceMin}
            onChange={setPriceMin}
          />
          <Input
            aria-label={t('priceTo')}
            placeholder={t('priceTo')}
            inputMode="numeric"
            value={priceMax}
            onChange={setPriceMax}
          />
        </Space>
        {priceError && <div className="form-error">{t('priceInvalid')}</div>}

        <div className="search-filter-label">{t('rating')}</div>
        <Selector
          columns={3}
          options={[
            { value: 'any', label: t('ratingAny') },
            ...RATING_CHOICES.map((r) => ({ value: String(r), label: t('ratingFrom', { value: r }) })),
          ]}
          value={[draft.ratingMin === null ? 'any' : String(draft.ratingMin)]}
          onChange={(v) => v[0] && setDraft((d) => ({ ...d, ratingMin: v[0] === 'any' ? null : Number(v[0]) }))}
        />

        <div className="search-filter-label">{t('distance')}</div>
        {located ? (
          <Selector
            columns={3}
            options={[
              { value: 'any', label: t('distanceAny') },
              ...RADIUS_CHOICES.map((km) => ({ value: String(km), label: t('distanceWithin', { km }) })),
            ]}
            value={[draft.radiusKm === null ? 'any' : String(draft.radiusKm)]}
            onChange={(v) => v[0] && setDraft((d) => ({ ...d, radiusKm: v[0] === 'any' ? null : Number(v[0]) }))}
          />
        ) : (
          <LocationNote location={location} onRetry={onRetryLocation} />
        )}

        <div className="search-filter-label">{t('freeDay')}</div>
        <Selector
          columns={3}
          options={[
            { value: 'any', label: t('freeAny') },
            { value: 'today', label: t('freeToday') },
            { value: 'tomorrow', label: t('freeTomorrow') },
          ]}
          value={[draft.freeDay ?? 'any']}
          onChange={(v) => v[0] && setDraft((d) => ({ ...d, freeDay: v[0] === 'any' ? null : v[0] }))}
        />

        <Space block direction="vertical" style={{ marginTop: 16 }}>
          <Button block color="primary" disabled={priceError} onClick={apply}>
            {t('apply')}
          </Button>
          <Button
            block
            onClick={() =>
              onApply({ ...draft, priceMin: null, priceMax: null, ratingMin: null, radiusKm: null, freeDay: null })
            }
          >
            {t('reset')}
          </Button>
        </Space>
      </div>
    </Popup>
  );
}
