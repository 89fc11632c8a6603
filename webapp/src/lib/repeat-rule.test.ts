import { describe, expect, it } from 'vitest';
import { repeatRule } from './repeat-rule';

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
