import { describe, expect, it } from 'vitest';
import { changePercent, periodRange } from './report-period';

describe('statistics periods', () => {
  it('takes the calendar week, month and quarter that hold today', () => {
    // Thursday 26 November 2026
    expect(periodRange('week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('month', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodRange('quarter', '2026-11-26')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodRange('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange('quarter', '2027-01-01')).toEqual({ from: '2027-01-01', to: '2027-03-31' });
    // a Monday starts its own week, a Sunday ends it
    expect(periodRange('week', '2026-11-23').from).toBe('2026-11-23');
    expect(periodRange('week', '2026-11-29').from).toBe('2026-11-23');
  });

  it('gives the change in percent, none without a base', () => {
    expect(changePercent(1500, 1000)).toBe(50);
    expect(changePercent(500, 1000)).toBe(-50);
    expect(changePercent(10, 0)).toBeNull();
    expect(changePercent(null, 10)).toBeNull();
  });
});
