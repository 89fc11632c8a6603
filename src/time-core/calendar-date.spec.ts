import fc from 'fast-check';
import { addDays, dateOfDay, dayNumber, daysBetween, isCalendarDate, weekdayIndex } from './calendar-date';

const DAY = 86_400_000;

describe('calendar dates', () => {
  it('accepts only strict YYYY-MM-DD naming a real date', () => {
    for (const ok of ['2026-12-01', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) {
      expect(isCalendarDate(ok)).toBe(true);
    }
    const bad = ['', '2026-2-01', '2026-02-1', '2026-02-30', '2025-02-29', '1900-02-29', '2026-13-01', '2026-00-10'];
    bad.push('2026-01-00', '0000-01-01', '26-01-01', '2026/01/01', ' 2026-01-01', '2026-01-01T00:00', '２０２６-01-01');
    for (const no of bad) expect(isCalendarDate(no)).toBe(false);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-12-01', 0)).toBe('2026-12-01');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('counts days between two dates as b - a', () => {
    expect(daysBetween('2026-12-01', '2026-12-31')).toBe(30);
    expect(daysBetween('2026-12-31', '2026-12-01')).toBe(-30);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('names weekdays from Monday = 0 to Sunday = 6', () => {
    expect(weekdayIndex('2026-12-07')).toBe(0);
    expect(weekdayIndex('2026-12-13')).toBe(6);
    expect(weekdayIndex('1970-01-01')).toBe(3);
    expect(weekdayIndex('1969-12-29')).toBe(0);
  });

  it('agrees with Date on every day from year 1 to 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: dayNumber('0001-01-01'), max: dayNumber('9999-12-30') }), (n) => {
        const viaDate = new Date(n * DAY);
        const iso = viaDate.toISOString().slice(0, 10);
        expect(dateOfDay(n)).toBe(iso);
        expect(dayNumber(iso)).toBe(n);
        expect(weekdayIndex(iso)).toBe((viaDate.getUTCDay() + 6) % 7);
        expect(addDays(iso, 1)).toBe(new Date((n + 1) * DAY).toISOString().slice(0, 10));
      }),
      { numRuns: 2000 },
    );
  });
});
