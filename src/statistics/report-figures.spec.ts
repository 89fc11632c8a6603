import { toWorkPattern } from '../schedules/schedule-pattern';
import { zoneClock } from '../time-core/zone';
import { clientKinds, mergePeriods, overlapMs, ratio, subtractPeriods, workingPeriods } from './report-figures';

const H = 3_600_000;
const p = (start: number, end: number) => ({ start, end });

describe('report figures', () => {
  it('merges, subtracts and intersects periods', () => {
    expect(mergePeriods([p(5, 7), p(0, 2), p(1, 3), p(3, 4), p(9, 9)])).toEqual([p(0, 4), p(5, 7)]);
    expect(subtractPeriods([p(0, 10), p(20, 30)], [p(2, 3), p(8, 22), p(29, 40)])).toEqual([
      p(0, 2),
      p(3, 8),
      p(22, 29),
    ]);
    expect(overlapMs([p(0, 10), p(20, 30)], [p(5, 25)])).toBe(10);
  });

  it('rounds ratios and gives null without a denominator', () => {
    expect(ratio(1, 3)).toBe(0.3333);
    expect(ratio(2, 3)).toBe(0.6667);
    expect(ratio(1, 0)).toBeNull();
  });

  it('counts a working night across the autumn change by real hours', () => {
    // Sunday 25 October 2026 in Berlin, 01:00–05:00 local: 23:00Z on the 24th to 04:00Z, five hours
    const schedule = {
      timeZone: 'Europe/Berlin',
      pattern: toWorkPattern({
        type: 'weekly',
        week: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [['01:00', '05:00']] },
      }),
      overrides: new Map(),
    };
    const start = Date.parse('2026-10-24T22:00:00Z');
    const end = Date.parse('2026-10-25T23:00:00Z');
    expect(workingPeriods(schedule, [], start, end)).toEqual([
      p(Date.parse('2026-10-24T23:00:00Z'), Date.parse('2026-10-25T04:00:00Z')),
    ]);
    // a block of the first hour leaves four
    const blocked = workingPeriods(
      schedule,
      [p(Date.parse('2026-10-24T23:00:00Z'), Date.parse('2026-10-25T00:00:00Z'))],
      start,
      end,
    );
    expect(blocked.reduce((s, x) => s + x.end - x.start, 0)).toBe(4 * H);
  });

  it('tells new, returning and lost clients, lost only after more than the given days', () => {
    const clock = zoneClock('UTC');
    const day = (d: string) => Date.parse(`${d}T10:00:00Z`);
    const period = {
      firstDay: Date.parse('2026-10-19') / 86_400_000,
      lastDay: Date.parse('2026-10-25') / 86_400_000,
      start: Date.parse('2026-10-19T00:00:00Z'),
      end: Date.parse('2026-10-26T00:00:00Z'),
    };
    const kinds = clientKinds(
      [
        { firstVisit: day('2026-10-20'), lastVisit: day('2026-10-20'), lastLive: day('2026-10-20') }, // new
        { firstVisit: day('2026-09-01'), lastVisit: day('2026-10-21'), lastLive: day('2026-11-01') }, // returning
        { firstVisit: day('2026-08-25'), lastVisit: day('2026-08-25'), lastLive: day('2026-08-25') }, // 61 days: lost
        { firstVisit: day('2026-08-26'), lastVisit: day('2026-08-26'), lastLive: day('2026-08-26') }, // 60 days: not
        { firstVisit: day('2026-08-01'), lastVisit: day('2026-08-01'), lastLive: day('2026-12-01') }, // booked ahead
      ],
      period,
      60,
      clock,
    );
    expect(kinds).toEqual({ newClients: 1, returning: 1, lost: 1 });
  });
});
