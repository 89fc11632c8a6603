// The two maps of the app, on Leaflet (DOM only: Telegram's webviews need no WebGL for it). This module and
// Leaflet load only with a screen that shows a map (lazy.tsx): they stay out of every other page's code.
import { useEffect, useMemo } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { holdVerticalSwipes } from '../../lib/telegram-device';
import type { MapBox, MapPin, MapPoint, MapTiles } from './map-types';

/** A pin drawn with CSS: Leaflet's default icon is an image whose address bundlers break. */
function pinIcon(selected: boolean, label?: string): L.DivIcon {
  return L.divIcon({
    className: selected ? 'map-pin map-pin-selected' : 'map-pin',
    html: '<span class="map-pin-dot"></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 34],
    ...(label ? { tooltipAnchor: [0, -30] } : {}),
  });
}

const boxOf = (map: L.Map): MapBox => {
  const b = map.getBounds();
  return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() };
};

/** Tells the visible box at start and after every move or zoom. */
function BoundsWatcher({ onBounds }: { onBounds: (box: MapBox) => void }) {
  const map = useMapEvents({ moveend: () => onBounds(boxOf(map)) });
  useEffect(() => onBounds(boxOf(map)), [map, onBounds]);
  return null;
}

/** While a map is on screen, a vertical drag pans it instead of closing the mini app. */
function useHeldSwipes(): void {
  useEffect(() => holdVerticalSwipes(), []);
}

function Tiles({ tiles }: { tiles: MapTiles }) {
  return <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={19} />;
}

export interface PlacesMapProps {
  tiles: MapTiles;
  center: MapPoint;
  zoom?: number;
  pins: MapPin[];
  selected: string | null;
  onSelect: (key: string) => void;
  onBounds: (box: MapBox) => void;
}

/** Providers as pins; a tap on a pin selects it (the screen shows its card). */
export function PlacesMap({ tiles, center, zoom = 12, pins, selected, onSelect, onBounds }: PlacesMapProps) {
  useHeldSwipes();
  return (
    <MapContainer center={[center.latitude, center.longitude]} zoom={zoom} className="places-map" attributionControl>
      <Tiles tiles={tiles} />
      <BoundsWatcher onBounds={onBounds} />
      {pins.map((pin) => (
        <Marker
          key={pin.key}
          position={[pin.latitude, pin.longitude]}
          icon={pinIcon(pin.key === selected)}
          title={pin.title}
          alt={pin.title}
          keyboard
          eventHandlers={{ click: () => onSelect(pin.key) }}
        />
      ))}
    </MapContainer>
  );
}

export interface PlacePickerMapProps {
  tiles: MapTiles;
  value: MapPoint | null;
  fallbackCenter: MapPoint;
  onChange: (point: MapPoint) => void;
  pinTitle: string;
}

/** Follows the value when it changes from outside (a point found for the address). */
function Recenter({ point }: { point: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (point) map.setView([point.latitude, point.longitude], Math.max(map.getZoom(), 15));
  }, [map, point]);
  return null;
}

function ClickToPlace({ onChange }: { onChange: (point: MapPoint) => void }) {
  useMapEvents({ click: (e) => onChange({ latitude: e.latlng.lat, longitude: e.latlng.lng }) });
  return null;
}

/** One draggable pin: drag it (or tap the map) to where the place is. */
export function PlacePickerMap({ tiles, value, fallbackCenter, onChange, pinTitle }: PlacePickerMapProps) {
  useHeldSwipes();
  const start = value ?? fallbackCenter;
  const handlers = useMemo(
    () => ({
      dragend: (e: L.DragEndEvent) => {
        const at = (e.target as L.Marker).getLatLng();
        onChange({ latitude: at.lat, longitude: at.lng });
      },
    }),
    [onChange],
  );
  return (
    <MapContainer center={[start.latitude, start.longitude]} zoom={value ? 15 : 11} className="place-picker-map">
      <Tiles tiles={tiles} />
      <Recenter point={value} />
      <ClickToPlace onChange={onChange} />
      {value && (
        <Marker
          position={[value.latitude, value.longitude]}
          icon={pinIcon(true)}
          draggable
          title={pinTitle}
          alt={pinTitle}
          eventHandlers={handlers}
        />
      )}
    </MapContainer>
  );
}
