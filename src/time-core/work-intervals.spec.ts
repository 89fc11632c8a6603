import { cycle, intervals, schedule, weekly } from './testing/fixtures';
import { intervalsForDate, intervalsOfDate, type PatternOf } from './work-intervals';

describe('intervalsForDate', () => {
  const week = weekly({ mon: [['09:00', '18:00']], sun: [['20:00', '02:00']] });

  it('takes the weekday of the weekly pattern', () => {
    expect(intervalsForDate(schedule('UTC', week), '2026-12-07')).toEqual(intervals(['09:00', '18:00']));
    expect(intervalsForDate(schedule('UTC', week), '2026-12-08')).toEqual([]);
    expect(intervalsForDate(schedule('UTC', week), '2026-12-13')).toEqual(intervals(['20:00', '02:00']));
  });

  it('lets an override win, an empty one being a day off', () => {
    const s = schedule('UTC', week, { '2026-12-07': [], '2026-12-08': [['10:00', '12:00']] });
    expect(intervalsForDate(s, '2026-12-07')).toEqual([]);
    expect(intervalsForDate(s, '2026-12-08')).toEqual(intervals(['10:00', '12:00']));
    expect(intervalsForDate(s, '2026-12-14')).toEqual(intervals(['09:00', '18:00']));
  });

  it('repeats a cycle forwards and backwards from its anchor', () => {
    const threeDays = schedule('UTC', cycle('2026-12-10', [[['08:00', '20:00']], [['10:00', '14:00']], []]));
    const day = (d: string) => intervalsForDate(threeDays, d);
    expect(day('2026-12-10')).toEqual(intervals(['08:00', '20:00']));
    expect(day('2026-12-11')).toEqual(intervals(['10:00', '14:00']));
    expect(day('2026-12-12')).toEqual([]);
    expect(day('2026-12-13')).toEqual(intervals(['08:00', '20:00']));
    expect(day('2026-12-09')).toEqual([]);
    expect(day('2026-12-08')).toEqual(intervals(['10:00', '14:00']));
    expect(day('2026-12-07')).toEqual(intervals(['08:00', '20:00']));
    expect(day('2025-12-10')).toEqual(day('2026-12-08')); // 365 days before: 365 mod 3 = 2
  });

  it('gives nothing for an empty cycle and refuses a malformed date', () => {
    expect(intervalsForDate(schedule('UTC', cycle('2026-12-10', [])), '2026-12-10')).toEqual([]);
    expect(() => intervalsForDate(schedule('UTC', week), '2026-12-7')).toThrow(RangeError);
  });
});

describe('intervalsOfDate: the same rule for intervals written as text', () => {
  type Text = readonly [string, string];
  const week: PatternOf<Text> = {
    type: 'weekly',
    week: [[['09:00', '18:00']], [], [], [], [], [], [['20:00', '02:00']]],
  };
  const shifts: PatternOf<Text> = { type: 'cycle', anchorDate: '2026-12-10', days: [[['10:00', '22:00']], []] };

  it('takes the weekday, or the cycle day counted from its anchor both ways', () => {
    expect(intervalsOfDate(week, undefined, '2026-12-07')).toEqual([['09:00', '18:00']]); // a Monday
    expect(intervalsOfDate(week, undefined, '2026-12-13')).toEqual([['20:00', '02:00']]); // a Sunday
    expect(intervalsOfDate(shifts, undefined, '2026-12-12')).toEqual([['10:00', '22:00']]);
    expect(intervalsOfDate(shifts, undefined, '2026-12-09')).toEqual([]);
    expect(intervalsOfDate(shifts, undefined, '2026-12-08')).toEqual([['10:00', '22:00']]);
  });

  it("lets the date's override win, an empty one being a day off", () => {
    expect(intervalsOfDate(week, [], '2026-12-07')).toEqual([]);
    expect(intervalsOfDate(week, [['11:00', '12:00']], '2026-12-08')).toEqual([['11:00', '12:00']]);
  });
});
