import { describe, expect, it } from 'vitest';
import { repeatRule, repeatStateOf } from './repeat-rule';

const custom = { everyWeeks: 1, days: [] };

describe('the repeat picker as RRULE', () => {
  it('writes each preset, ending after the number of times', () => {
    expect(repeatRule('none', 10, custom)).toBeNull();
    expect(repeatRule('daily', 5, custom)).toBe('FREQ=DAILY;COUNT=5');
    expect(repeatRule('weekly', 10, custom)).toBe('FREQ=WEEKLY;COUNT=10');
    expect(repeatRule('biweekly', 10, custom)).toBe('FREQ=WEEKLY;INTERVAL=2;COUNT=10');
    expect(repeatRule('monthly', 12, custom)).toBe('FREQ=MONTHLY;COUNT=12');
  });

  it('writes custom days Monday first, every n weeks, and keeps the count within 1..100', () => {
    expect(repeatRule('custom', 8, { everyWeeks: 3, days: ['FR', 'MO'] })).toBe(
      'FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,FR;COUNT=8',
    );
    expect(repeatRule('custom', 500, custom)).toBe('FREQ=WEEKLY;INTERVAL=1;COUNT=100');
    expect(repeatRule('weekly', 0, custom)).toBe('FREQ=WEEKLY;COUNT=1');
  });
});

describe('a series rule back into the picker', () => {
  it('reads the presets and custom weekdays as the API writes them', () => {
    expect(repeatStateOf('FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;COUNT=10')).toEqual({ choice: 'weekly', times: 10, custom });
    expect(repeatStateOf('FREQ=WEEKLY;INTERVAL=2;COUNT=6')?.choice).toBe('biweekly');
    expect(repeatStateOf('FREQ=DAILY;INTERVAL=1;COUNT=5')).toEqual({ choice: 'daily', times: 5, custom });
    expect(repeatStateOf('FREQ=MONTHLY;INTERVAL=1;COUNT=12')?.choice).toBe('monthly');
    expect(repeatStateOf('RRULE:FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,FR;COUNT=8')).toEqual({
      choice: 'custom',
      times: 8,
      custom: { everyWeeks: 3, days: ['MO', 'FR'] },
    });
  });

  it('leaves what the picker cannot show: an end date, a monthly weekday, a month day', () => {
    expect(repeatStateOf('FREQ=WEEKLY;INTERVAL=1;UNTIL=20261231')).toBeNull();
    expect(repeatStateOf('FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR;COUNT=3')).toBeNull();
    expect(repeatStateOf('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=31;COUNT=3')).toBeNull();
  });
});
