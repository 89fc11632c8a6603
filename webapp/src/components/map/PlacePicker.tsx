// Setting a provider's place: the pin's state in words, and a map (loaded when asked for) where the pin is
// dragged or the map tapped. Used by the master's card and the organization's information.
import { useState } from 'react';
import { Button, Space } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { useMapConfig } from '../../api/places';
import { PlacePickerMap } from './lazy';
import { DEFAULT_CENTER, type MapPoint } from './map-types';

/** Six decimals: about ten centimetres, more than a pin dragged by a finger can tell. */
const round = (p: MapPoint): MapPoint => ({
  latitude: Math.round(p.latitude * 1e6) / 1e6,
  longitude: Math.round(p.longitude * 1e6) / 1e6,
});

export function PlacePicker({ value, onChange }: { value: MapPoint | null; onChange: (p: MapPoint | null) => void }) {
  const { t } = useTranslation('common', { keyPrefix: 'places' });
  const [open, setOpen] = useState(false);
  const tiles = useMapConfig();

  return (
    <div className="place-picker">
      <div className="hint" role="status">
        {value ? t('placeSet', { lat: value.latitude.toFixed(5), lon: value.longitude.toFixed(5) }) : t('noPlace')}
      </div>
      <Space wrap style={{ margin: '8px 0' }}>
        {!open && (
          <Button size="small" onClick={() => setOpen(true)}>
            {value ? t('moveOnMap') : t('setPlace')}
          </Button>
        )}
        {value && (
          <Button size="small" fill="outline" color="danger" onClick={() => onChange(null)}>
            {t('clearPlace')}
          </Button>
        )}
      </Space>
      {open &&
        (tiles.data ? (
          <>
            <div className="hint">{t('placeHint')}</div>
            <PlacePickerMap
              tiles={{ url: tiles.data.tile_url, attribution: tiles.data.attribution }}
              value={value}
              fallbackCenter={DEFAULT_CENTER}
              onChange={(p) => onChange(round(p))}
              pinTitle={t('pinTitle')}
            />
          </>
        ) : tiles.isError ? (
          <div className="form-error">{t('mapUnavailable')}</div>
        ) : null)}
    </div>
  );
}
