// The maps as lazy components: Leaflet (~45 KB gzip) is fetched only when a map is about to show.
import { lazy, Suspense, type ComponentProps } from 'react';
import { SpinLoading } from 'antd-mobile';

const loadMaps = () => import('./leaflet-maps');
const PlacesMapLazy = lazy(() => loadMaps().then((m) => ({ default: m.PlacesMap })));
const PlacePickerMapLazy = lazy(() => loadMaps().then((m) => ({ default: m.PlacePickerMap })));

function MapLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
      <SpinLoading />
    </div>
  );
}

export function PlacesMap(props: ComponentProps<typeof PlacesMapLazy>) {
  return (
    <Suspense fallback={<MapLoading />}>
      <PlacesMapLazy {...props} />
    </Suspense>
  );
}

export function PlacePickerMap(props: ComponentProps<typeof PlacePickerMapLazy>) {
  return (
    <Suspense fallback={<MapLoading />}>
      <PlacePickerMapLazy {...props} />
    </Suspense>
  );
}
