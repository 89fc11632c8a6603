import { pageHoldsUntil } from './kept-pages';

const DAY = 86_400_000;
const row = (first_visit: number | null, next_booking: number | null) => ({ first_visit, next_booking });

describe('pageHoldsUntil', () => {
  const now = 1_000 * DAY;

  it('holds until the earliest next booking shown, the row past the page aside', () => {
    const shown = [row(now - 90 * DAY, now + 5 * DAY), row(now - 80 * DAY, now + 2 * DAY), row(null, null)];
    const read = [...shown, row(now - 70 * DAY, now + DAY)];
    expect(pageHoldsUntil(now, { segment: 'all', offset: 0 }, shown, read, 30)).toBe(now + 2 * DAY);
    expect(pageHoldsUntil(now, { segment: 'all', offset: 0 }, [row(null, null)], read, 30)).toBe(Infinity);
  });

  it('holds a first page of new clients until one of its rows or the next one turns 30 days', () => {
    const shown = [row(now - 10 * DAY, null), row(now - 20 * DAY, null)];
    const read = [...shown, row(now - 25 * DAY + 0.5, null)];
    expect(pageHoldsUntil(now, { segment: 'new', offset: 0 }, shown, read, 30)).toBe(now + 5 * DAY + 1);
    expect(pageHoldsUntil(now, { segment: 'new', offset: 20 }, shown, read, 30)).toBe(now);
  });
});
