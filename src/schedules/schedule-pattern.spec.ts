import { corePattern, emptyWeek, parseIntervals, parsePattern, toWorkPattern } from './schedule-pattern';

describe('schedule patterns as the API speaks them', () => {
  it('reads a weekly pattern into the engine’s minutes, Monday first, missing days off', () => {
    const parsed = parsePattern({ type: 'weekly', week: { sun: [['9:30', '24:00']], mon: [['20:00', '02:00']] } });
    expect(parsed.errors).toEqual([]);
    expect(parsed.value).toEqual({
      ...emptyWeek(),
      week: { ...emptyWeek().week, mon: [['20:00', '02:00']], sun: [['09:30', '24:00']] },
    });
    expect(toWorkPattern(parsed.value!)).toEqual({
      type: 'weekly',
      week: [[[1200, 120]], [], [], [], [], [], [[570, 1440]]],
    });
  });

  it('keeps the intervals as text when asked (the mini app shows them so), Monday first', () => {
    const week = { ...emptyWeek().week, tue: [['09:00', '18:00']] as [string, string][] };
    expect(corePattern({ type: 'weekly', week }, (day) => day)).toEqual({
      type: 'weekly',
      week: [[], [['09:00', '18:00']], [], [], [], [], []],
    });
    expect(
      corePattern({ type: 'cycle', anchor_date: '2026-12-01', days: [[['10:00', '22:00']], []] }, (d) => d),
    ).toEqual({
      type: 'cycle',
      anchorDate: '2026-12-01',
      days: [[['10:00', '22:00']], []],
    });
  });

  it('reads a cycle with its anchor', () => {
    const parsed = parsePattern({ type: 'cycle', anchor_date: '2026-12-01', days: [[['10:00', '22:00']], []] });
    expect(toWorkPattern(parsed.value!)).toEqual({
      type: 'cycle',
      anchorDate: '2026-12-01',
      days: [[[600, 1320]], []],
    });
  });

  it('reports every broken day at its own place', () => {
    const parsed = parsePattern({
      type: 'weekly',
      week: {
        mon: [
          ['09:00', '13:00'],
          ['12:00', '14:00'],
        ],
        wed: 'always',
        holiday: [],
      },
      anchor_date: '2026-12-01',
    });
    expect(parsed.value).toBeNull();
    expect(parsed.errors.map((e) => e.loc)).toEqual([
      ['body', 'pattern', 'anchor_date'],
      ['body', 'pattern', 'week', 'holiday'],
      ['body', 'pattern', 'week', 'mon'],
      ['body', 'pattern', 'week', 'wed'],
    ]);
  });

  it('refuses an overnight interval running into the next day’s work, the week and the cycle wrapping around', () => {
    expect(
      parsePattern({ type: 'weekly', week: { sun: [['22:00', '03:00']], mon: [['02:00', '10:00']] } }).errors,
    ).toEqual([{ loc: ['body', 'pattern', 'week', 'sun'], msg: expect.any(String) }]);
    expect(
      parsePattern({ type: 'weekly', week: { sun: [['22:00', '03:00']], mon: [['03:00', '10:00']] } }).errors,
    ).toEqual([]);
    expect(
      parsePattern({ type: 'cycle', anchor_date: '2026-12-01', days: [[['08:00', '12:00']], [['22:00', '09:00']]] })
        .errors,
    ).toEqual([{ loc: ['body', 'pattern', 'days', 1], msg: expect.any(String) }]);
  });

  it.each([
    [[['09:00']]],
    [[['09:00', '18:00', '19:00']]],
    [[[9, 18]]],
    [[['24:00', '01:00']]],
    [[['10:00', '10:00']]],
    [Array(13).fill(['09:00', '09:01'])],
    ['09:00-18:00'],
  ])('refuses the intervals %j', (raw) => {
    expect(parseIntervals(raw, ['body', 'intervals']).value).toBeNull();
  });
});
