import { describe, expect, it } from 'vitest';
import type { ScheduleResponse } from '@api/schedules/schedules.contract';
import { band, dayHours, stretchOn, subtract, workStretches } from './working-hours';

const weekly = (week: Partial<Record<string, [string, string][]>>): ScheduleResponse => ({
  master_id: 1,
  configured: true,
  time_zone: 'Asia/Yekaterinburg',
  pattern: {
    type: 'weekly',
    week: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [], ...week },
  },
  slot_step_minutes: null,
  min_notice_minutes: 0,
  horizon_days: 30,
  buffer_minutes: 0,
  cancel_cutoff_hours: 0,
  reminder_minutes: [1440, 120],
  agenda_time: null,
});

// 2030-01-14 is a Monday
describe("a master's working hours on a date", () => {
  const schedule = weekly({
    mon: [
      ['09:00', '13:00'],
      ['14:00', '18:00'],
    ],
    fri: [['22:00', '02:00']],
  });

  it('weekly: the weekday, a day off, an override winning (an empty one a day off), an unset schedule', () => {
    expect(dayHours(schedule, [], '2030-01-14')).toEqual({
      kind: 'work',
      override: false,
      intervals: [
        ['09:00', '13:00'],
        ['14:00', '18:00'],
      ],
    });
    expect(dayHours(schedule, [], '2030-01-15')).toEqual({ kind: 'off', override: false });
    const overrides = [
      { date: '2030-01-15', intervals: [['10:00', '12:00']] as [string, string][] },
      { date: '2030-01-21', intervals: [] },
    ];
    expect(dayHours(schedule, overrides, '2030-01-15')).toMatchObject({ kind: 'work', override: true });
    expect(dayHours(schedule, overrides, '2030-01-21')).toEqual({ kind: 'off', override: true });
    expect(dayHours({ ...schedule, configured: false }, [], '2030-01-14')).toEqual({ kind: 'unset' });
  });

  it('a shift cycle counts from its anchor, backwards too', () => {
    const cycle: ScheduleResponse = {
      ...schedule,
      pattern: { type: 'cycle', anchor_date: '2030-01-14', days: [[['10:00', '22:00']], [['10:00', '22:00']], [], []] },
    };
    const kinds = ['2030-01-10', '2030-01-12', '2030-01-13', '2030-01-14', '2030-01-15', '2030-01-16', '2030-01-18'];
    expect(kinds.map((d) => dayHours(cycle, [], d).kind)).toEqual([
      'work',
      'off',
      'off',
      'work',
      'work',
      'off',
      'work',
    ]);
  });

  it('an overnight shift: up to midnight on its day, the rest the next morning', () => {
    expect(workStretches(schedule, [], '2030-01-18')).toEqual([[1320, 1440]]);
    expect(workStretches(schedule, [], '2030-01-19')).toEqual([[0, 120]]);
    expect(workStretches(schedule, [], '2030-01-14')).toEqual([
      [540, 780],
      [840, 1080],
    ]);
  });

  it("bookings on the master's clock (Yekaterinburg, +5), clipped to the date", () => {
    const zone = 'Asia/Yekaterinburg';
    expect(stretchOn('2030-01-14T10:00:00+05:00', '2030-01-14T11:30:00+05:00', '2030-01-14', zone)).toEqual([600, 690]);
    // written in Moscow time, still 10:00 in Yekaterinburg
    expect(stretchOn('2030-01-14T08:00:00+03:00', '2030-01-14T09:00:00+03:00', '2030-01-14', zone)).toEqual([600, 660]);
    expect(stretchOn('2030-01-14T23:00:00+05:00', '2030-01-15T01:00:00+05:00', '2030-01-15', zone)).toEqual([0, 60]);
    expect(stretchOn('2030-01-13T10:00:00+05:00', '2030-01-13T11:00:00+05:00', '2030-01-14', zone)).toBeNull();
  });

  it('free time is working time without bookings and blocks; the band names each piece', () => {
    const work = workStretches(schedule, [], '2030-01-14');
    const booked: [number, number][] = [[600, 660]];
    const blocked: [number, number][] = [[1020, 1080]];
    expect(subtract(work, [...booked, ...blocked])).toEqual([
      [540, 600],
      [660, 780],
      [840, 1020],
    ]);
    expect(band(work, booked, blocked).map((p) => [p.kind, ...p.at])).toEqual([
      ['free', 540, 600],
      ['booked', 600, 660],
      ['free', 660, 780],
      ['off', 780, 840],
      ['free', 840, 1020],
      ['blocked', 1020, 1080],
    ]);
    // a booking outside working time still shows
    expect(band([], [[1200, 1260]], []).map((p) => p.kind)).toEqual(['booked']);
  });
});
