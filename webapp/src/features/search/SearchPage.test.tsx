import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit } from '../../api/search';
import { renderWithApp } from '../../test/render';
import type { ApiCall } from '../../test/api-mock';
import { resetSearchState } from './search-state';
import { forgetLocation } from './use-my-location';
import { localDateOf } from '../../lib/zoned-time';

function aHit(over: Partial<SearchHit> & { name: string; id: number }): SearchHit {
  const { name, id, ...rest } = over;
  return {
    service: { id, name, description: null, duration_minutes: 60, price: 1500, category: 'Красота' },
    master: {
      id: 7,
      first_name: 'Анна',
      last_name: 'Смирнова',
      specialization: 'Парикмахер',
      rating: 4.8,
      reviews_count: 12,
    },
    organization: null,
    address: 'Москва, Тверская 7',
    latitude: 55.76,
    longitude: 37.62,
    distance_km: null,
    next_free: null,
    book_path: '/master/anna',
    is_favorite: false,
    ...rest,
  };
}

const searchCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/search');

function withGeolocation(coords: { latitude: number; longitude: number } | 'denied') {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        coords === 'denied'
          ? fail({ code: 1, message: 'denied' } as GeolocationPositionError)
          : ok({ coords } as GeolocationPosition),
    },
  });
}

describe('Поиск услуг', () => {
  beforeEach(() => {
    resetSearchState();
    forgetLocation();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('searches as the client types (once per pause) and shows each hit’s facts', async () => {
    const today = localDateOf();
    const { api, user } = renderWithApp(null, {
      route: '/search-services',
      roles: ['client'],
      api: {
        'GET /search': (call: ApiCall) => ({
          body: {
            items: call.query.get('q')
              ? [aHit({ id: 5, name: 'Мужская стрижка', next_free: `${today}T10:00:00+03:00` })]
              : [],
            next_cursor: null,
          },
        }),
      },
    });
    const box = await screen.findByPlaceholderText('Услуга, мастер или салон');
    await user.type(box, 'стрижка');
    const card = await screen.findByRole('article', { name: 'Мужская стрижка, Анна Смирнова' });
    for (const text of ['1 500 ₽ · 60 мин', 'Анна Смирнова', '★ 4.8 (12)', 'Свободно сегодня в 10:00'])
      expect(within(card).getByText(text)).toBeInTheDocument();
    const typed = searchCalls(api.calls).filter((c) => c.query.has('q'));
    expect(typed.map((c) => c.query.get('q'))).toEqual(['стрижка']);
  });

  it('opens the booking page with the hit’s service chosen', async () => {
    const { user, currentPath } = renderWithApp(null, {
      route: '/search-services',
      roles: ['client'],
      api: { 'GET /search': { items: [aHit({ id: 5, name: 'Мужская стрижка' })], next_cursor: null } },
    });
    await user.click(await screen.findByText('Мужская стрижка'));
    await waitFor(() => expect(currentPath()).toBe('/master/anna?service=5'));
  });

  it('loads the next page by its cursor when the list’s end comes into view', async () => {
    // antd-mobile's InfiniteScroll skips elements without an offsetParent (hidden); jsdom lays nothing out
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    const { api } = renderWithApp(null, {
      route: '/search-services',
      roles: ['client'],
      api: {
        'GET /search': (call: ApiCall) =>
          call.query.get('cursor') === 'page-2'
            ? { body: { items: [aHit({ id: 6, name: 'Окрашивание' })], next_cursor: null } }
            : { body: { items: [aHit({ id: 5, name: 'Мужская стрижка' })], next_cursor: 'page-2' } },
      },
    });
    expect(await screen.findByText('Окрашивание')).toBeInTheDocument();
    expect(screen.getByText('Мужская стрижка')).toBeInTheDocument();
    expect(await screen.findByText('Это все результаты')).toBeInTheDocument();
    expect(searchCalls(api.calls).map((c) => c.query.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('filters by rating, price and tomorrow from the sheet', async () => {
    const { api, user } = renderWithApp(null, {
      route: '/search-services',
      roles: ['client'],
      api: { 'GET /search': { items: [], next_cursor: null } },
    });
    await user.click(await screen.findByRole('button', { name: 'Фильтры' }));
    const sheet = await screen.findByRole('dialog', { name: 'Фильтры' });
    await user.type(within(sheet).getByPlaceholderText('Цена от'), '500');
    await user.type(within(sheet).getByPlaceholderText('Цена до'), '3000');
    await user.click(within(sheet).getByText('от 4.5'));
    await user.click(within(sheet).getByText('Завтра'));
    await user.click(within(sheet).getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(searchCalls(api.calls).at(-1)?.query.get('rating_min')).toBe('4.5'));
    const last = searchCalls(api.calls).at(-1)!.query;
    expect([last.get('price_min'), last.get('price_max'), last.get('free_on')]).toEqual([
      '500',
      '3000',
      expect.any(String),
    ]);
    expect(last.get('lat')).toBeNull();
  });

  it('without a location: no distance sort or filter, and says why', async () => {
    withGeolocation('denied');
    const { user } = renderWithApp(null, {
      route: '/search-services',
      roles: ['client'],
      api: { 'GET /search': { items: [], next_cursor: null } },
    });
    expect(await screen.findByText(/Нет доступа к местоположению/)).toBeInTheDocument();
    expect(screen.getByText('Рейтинг')).toBeInTheDocument();
    expect(screen.queryByText('Расстояние')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    const sheet = await screen.findByRole('dialog', { name: 'Фильтры' });
    expect(within(sheet).queryByText('до 5 км')).toBeNull();
  });

  it('with the browser’s location: a distance filter sends where the client is', async () => {
    withGeolocation({ latitude: 55.7558, longitude: 37.6173 });
    const { api, user } = renderWithApp(null, {
      route: '/search-services',
      roles: ['client'],
      api: { 'GET /search': { items: [aHit({ id: 5, name: 'Стрижка', distance_km: 1.3 })], next_cursor: null } },
    });
    await user.click(await screen.findByRole('button', { name: 'Фильтры' }));
    const sheet = await screen.findByRole('dialog', { name: 'Фильтры' });
    await user.click(await within(sheet).findByText('до 5 км'));
    await user.click(within(sheet).getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(searchCalls(api.calls).at(-1)?.query.get('radius_km')).toBe('5'));
    const last = searchCalls(api.calls).at(-1)!.query;
    expect([last.get('lat'), last.get('lon')]).toEqual(['55.7558', '37.6173']);
    expect(await screen.findByText('1,3 км')).toBeInTheDocument();
  });

  it('nothing found: suggestions search again', async () => {
    const { api, user } = renderWithApp(null, {
      route: '/search-services',
      roles: ['client'],
      api: { 'GET /search': { items: [], next_cursor: null } },
    });
    expect(await screen.findByText('Ничего не нашлось')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Маникюр' }));
    await waitFor(() => expect(searchCalls(api.calls).at(-1)?.query.get('q')).toBe('Маникюр'));
  });

  it('the heart keeps the hit’s master among favorites', async () => {
    const { api, user } = renderWithApp(null, {
      route: '/search-services',
      roles: ['client'],
      api: {
        'GET /search': { items: [aHit({ id: 5, name: 'Стрижка' })], next_cursor: null },
        'PUT /favorites/masters/7': () => ({ status: 204 }),
        'GET /favorites': { masters: [], organizations: [] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Добавить в избранное: Анна Смирнова' }));
    await waitFor(() => expect(api.callsTo('PUT /favorites/masters/7')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Убрать из избранного: Анна Смирнова' })).toBeInTheDocument();
  });
});
