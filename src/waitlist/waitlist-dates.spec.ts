import { earliestDateAt, liveIn } from './waitlist-dates';

describe('waitlist dates', () => {
  // 2026-12-01 11:30 UTC: already 2026-12-02 on Kiritimati (+14), still 2026-11-30 nowhere
  const now = Date.parse('2026-12-01T11:30:00Z');

  it('the earliest date anywhere is never after the date west of the date line', () => {
    expect(earliestDateAt(now)).toBe('2026-11-30');
    expect(earliestDateAt(Date.parse('2026-12-01T12:30:00Z'))).toBe('2026-11-30');
  });

  it("keeps the entries whose last date is not past on their master's clock", () => {
    const rows = [
      { id: 1, to_date: '2026-12-01', time_zone: 'Pacific/Kiritimati' },
      { id: 2, to_date: '2026-12-01', time_zone: 'Europe/Moscow' },
      { id: 3, to_date: '2026-11-30', time_zone: 'Etc/GMT+12' },
      { id: 4, to_date: '2026-12-02', time_zone: 'Pacific/Kiritimati' },
      { id: 5, to_date: '2026-11-30', time_zone: 'Europe/Moscow' },
    ];
    // Kiritimati is on 12-02 (1 is past), Moscow on 12-01 (5 is past), GMT-12 still on 11-30 (3 is live)
    expect(liveIn(rows, now).map((r) => r.id)).toEqual([2, 3, 4]);
  });
});
