import { datesNearNow } from './schedules';

describe('datesNearNow: the days a journey closes so its first free time is far from the clock', () => {
  it("today on the master's clock, whatever the date is in UTC (Moscow is already tomorrow at 21:30 UTC)", () => {
    expect(datesNearNow(Date.parse('2026-11-26T21:30:00Z'), 'Europe/Moscow', 0)).toEqual(['2026-11-27']);
    expect(datesNearNow(Date.parse('2026-11-26T21:30:00Z'), 'America/New_York', 0)).toEqual(['2026-11-26']);
  });

  it('through the day the notice reaches: a day of notice just before midnight closes today and tomorrow', () => {
    const beforeMidnight = Date.parse('2026-11-26T20:59:00Z'); // 23:59 in Moscow
    expect(datesNearNow(beforeMidnight, 'Europe/Moscow', 24 * 60)).toEqual(['2026-11-26', '2026-11-27']);
    expect(datesNearNow(beforeMidnight, 'Europe/Moscow', 2)).toEqual(['2026-11-26', '2026-11-27']);
    expect(datesNearNow(beforeMidnight, 'Europe/Moscow', 0)).toEqual(['2026-11-26']);
  });

  it('across a month and a year end, in a zone ahead of UTC', () => {
    expect(datesNearNow(Date.parse('2026-12-31T10:00:00Z'), 'Asia/Yekaterinburg', 3 * 24 * 60)).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});
