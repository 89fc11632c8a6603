import { useEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapPlace } from '../../api/search';
import type { PlacesMapProps } from '../../components/map/leaflet-maps';
import { renderWithApp } from '../../test/render';
import { resetSearchState, setSearchState } from './search-state';
import { forgetLocation } from './use-my-location';
import { NO_FILTERS } from './search-filters';

// Leaflet does not draw in jsdom: a stand-in shows the view it was given and its pins as buttons.
vi.mock('../../components/map/lazy', () => ({
  PlacesMap: ({ center, pins, onSelect, onBounds, tiles }: PlacesMapProps) => {
    useEffect(() => onBounds({ west: 37.5, south: 55.7, east: 37.7, north: 55.8 }), [onBounds]);
    return (
      <div data-testid="fake-map" data-center={`${center.latitude},${center.longitude}`} data-tiles={tiles.url}>
        {pins.map((p) => (
          <button key={p.key} type="button" onClick={() => onSelect(p.key)}>
            pin {p.title}
          </button>
        ))}
      </div>
    );
  },
  PlacePickerMap: () => null,
}));

const anna: MapPlace = {
  kind: 'master',
  id: 7,
  name: 'Анна Смирнова',
  category: 'Красота',
  address: 'Москва, Тверская 7',
  latitude: 55.76,
  longitude: 37.62,
  rating: 4.8,
  reviews_count: 5,
  book_path: '/master/anna',
};

const MAP_CONFIG = { tile_url: '/tiles/{z}/{x}/{y}.png', attribution: '© Test' };

describe('Карта', () => {
  beforeEach(() => {
    resetSearchState();
    forgetLocation();
  });

  it('asks for the places in view with the search’s words and rating; a pin opens a card with Записаться', async () => {
    setSearchState({ text: 'стрижка', filters: { ...NO_FILTERS, ratingMin: 4.5 } });
    const { api, user, currentPath } = renderWithApp(null, {
      route: '/map-search',
      roles: ['client'],
      api: {
        'GET /map/config': MAP_CONFIG,
        'GET /search/map': { places: [anna], truncated: false },
        'GET /favorites': { masters: [{ ...anna, first_name: 'Анна' }], organizations: [] },
      },
    });
    const map = await screen.findByTestId('fake-map');
    // no location in jsdom: the map opens on central Moscow, with the server's tiles
    expect([map.dataset.center, map.dataset.tiles]).toEqual(['55.7558,37.6173', '/tiles/{z}/{x}/{y}.png']);
    await waitFor(() => expect(api.callsTo('GET /search/map')).toHaveLength(1));
    const query = api.callsTo('GET /search/map')[0].query;
    expect([query.get('bbox'), query.get('q'), query.get('rating_min')]).toEqual([
      '37.50000,55.70000,37.70000,55.80000',
      'стрижка',
      '4.5',
    ]);
    expect(await screen.findByText('На карте 1 место')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'pin Анна Смирнова' }));
    const card = await screen.findByRole('region', { name: 'Анна Смирнова' });
    expect(within(card).getByText('Москва, Тверская 7')).toBeInTheDocument();
    expect(within(card).getByText('★ 4.8 (5)')).toBeInTheDocument();
    expect(
      await within(card).findByRole('button', { name: 'Убрать из избранного: Анна Смирнова' }),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Записаться' }));
    await waitFor(() => expect(currentPath()).toBe('/master/anna'));
  });

  it('says when more places are in view than shown', async () => {
    renderWithApp(null, {
      route: '/map-search',
      roles: ['client'],
      api: {
        'GET /map/config': MAP_CONFIG,
        'GET /search/map': { places: [anna], truncated: true },
        'GET /favorites': { masters: [], organizations: [] },
      },
    });
    expect(
      await screen.findByText('Показаны 200 лучших мест: приблизьте карту, чтобы увидеть все'),
    ).toBeInTheDocument();
  });
});
