import { describe, expect, it } from 'vitest';
import { activeFilterCount, NO_FILTERS, sortChoices, toSearchQuery } from './search-filters';

const HERE = { latitude: 55.755812, longitude: 37.617345 };

describe('search filters to the API query', () => {
  it('sends words, category, prices and rating as they are', () => {
    const f = { ...NO_FILTERS, category: 'Красота', priceMin: 500, priceMax: 2000, ratingMin: 4.5 };
    expect(toSearchQuery('  стрижка ', f, null, '2026-12-01')).toEqual({
      q: 'стрижка',
      category: 'Красота',
      price_min: 500,
      price_max: 2000,
      rating_min: 4.5,
    });
  });

  it('sends the location only for a distance filter or sort (lat/lon alone would cut at 10 km)', () => {
    expect(toSearchQuery('', NO_FILTERS, HERE, '2026-12-01')).toEqual({});
    expect(toSearchQuery('', { ...NO_FILTERS, radiusKm: 5 }, HERE, '2026-12-01')).toEqual({
      lat: 55.75581,
      lon: 37.61735,
      radius_km: 5,
    });
    expect(toSearchQuery('', { ...NO_FILTERS, sort: 'distance' }, HERE, '2026-12-01')).toEqual({
      lat: 55.75581,
      lon: 37.61735,
      sort: 'distance',
    });
  });

  it('drops a sort the API would refuse: distance without a location, relevance without words', () => {
    expect(toSearchQuery('', { ...NO_FILTERS, sort: 'distance' }, null, '2026-12-01')).toEqual({});
    expect(toSearchQuery('', { ...NO_FILTERS, sort: 'relevance' }, null, '2026-12-01')).toEqual({});
    expect(toSearchQuery('маникюр', { ...NO_FILTERS, sort: 'relevance' }, null, '2026-12-01')).toEqual({
      q: 'маникюр',
      sort: 'relevance',
    });
  });

  it('turns «Свободно сегодня» and «Завтра» into free_on dates (across a month end)', () => {
    expect(toSearchQuery('', { ...NO_FILTERS, freeDay: 'today' }, null, '2026-11-30').free_on).toBe('2026-11-30');
    expect(toSearchQuery('', { ...NO_FILTERS, freeDay: 'tomorrow' }, null, '2026-11-30').free_on).toBe('2026-12-01');
  });

  it('offers relevance only with words and distance only with a location', () => {
    expect(sortChoices(false, false)).toEqual(['rating', 'price']);
    expect(sortChoices(true, true)).toEqual(['relevance', 'rating', 'price', 'distance']);
  });

  it('counts the sheet’s filters (a price range is one)', () => {
    expect(activeFilterCount({ ...NO_FILTERS, priceMin: 100, priceMax: 900, ratingMin: 4, freeDay: 'today' })).toBe(3);
    expect(activeFilterCount({ ...NO_FILTERS, category: 'Красота', sort: 'price' })).toBe(0);
  });
});
